/**
 * /schools/{id}/download: the plan as one PDF or Word document, what it is for (the upload to
 * Hinekōrako, the regulator's portal), how complete it is, and a download that shows its progress.
 *
 * The upload steps are Taumata Arowai's "Quick guide to uploading your Drinking Water Safety Plan"
 * (Quick_Guide_to_Uploading_DWSP, pp. 1–3: steps 1–2 p. 1, steps 3–4 p. 2, steps 5–6 p. 3), in our
 * own words.
 */
import { ArrowLeft, CheckCircle2, Download, FileText, Printer } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PLAN_SECTIONS, SECTION_COUNT, sectionRoute } from '../../../domain/plan/catalogue';
import { Button } from '../../components/ui/button';
import { Alert, Card, PageHeader, ProgressBar, Spinner, StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { nzDateFormat } from '../../i18n/dates';
import { Quoted } from '../../i18n/quoted';
import type { SectionStatus } from '../../lib/api';
import { AccessProblem, useSchool } from '../school';
import { exportUrl, usePlan } from './api';

type Format = 'pdf' | 'docx';

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'building'; format: Format }
  | { phase: 'receiving'; format: Format; received: number; total: number | null }
  | { phase: 'done'; format: Format; file: string; at: Date }
  | { phase: 'error'; format: Format; message: string };

const NZ = 'Pacific/Auckland';

/** Today's date in New Zealand as yyyy-mm-dd. */
export function nzDateString(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone: NZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const timeFormat = nzDateFormat({ timeZone: NZ, hour: 'numeric', minute: '2-digit' });
/** English: the date goes into the English description the regulator's portal is given (step 4). */
const monthFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: NZ, month: 'long', year: 'numeric' });

/** Keeps a file name to one plain name: no folders, no control characters. */
function cleanFileName(name: string): string | null {
  const cleaned = name
    .replace(/[\\/]/g, '-')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^';]*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      const name = cleanFileName(decodeURIComponent(star[2].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      /* a malformed encoding: fall through to the plain filename */
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  if (plain)
    return cleanFileName(plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? ''));
  return null;
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file by then; give slow machines a minute before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches the export with the session cookie, reporting progress, and saves it under its own name. */
function usePlanDownload(schoolId: string, slug: string) {
  const { t } = useI18n();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: Format) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'building', format });
      try {
        let response: Response;
        try {
          response = await fetch(exportUrl(schoolId, format), {
            credentials: 'same-origin',
            signal: abort.signal,
          });
        } catch (err) {
          if ((err as Error).name === 'AbortError') return;
          setState({ phase: 'error', format, message: t('common.networkError') });
          return;
        }
        if (!response.ok) {
          let message = t('download.serverError', { status: response.status });
          try {
            const body = (await response.json()) as { error?: { message?: string } } | null;
            if (body?.error?.message) message = body.error.message;
          } catch {
            /* not JSON: keep the plain message */
          }
          setState({ phase: 'error', format, message });
          return;
        }
        // A compressed body's Content-Length counts compressed bytes: no honest total then.
        const length = Number(response.headers.get('content-length'));
        const total = length > 0 && !response.headers.get('content-encoding') ? length : null;
        const type = response.headers.get('content-type') ?? undefined;
        setState({ phase: 'receiving', format, received: 0, total });

        let blob: Blob;
        if (response.body) {
          const reader = response.body.getReader();
          const chunks: Uint8Array[] = [];
          let received = 0;
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value);
            received += value.byteLength;
            setState({ phase: 'receiving', format, received, total });
          }
          blob = new Blob(chunks as BlobPart[], { type });
        } else {
          blob = await response.blob();
        }
        if (blob.size === 0) {
          setState({ phase: 'error', format, message: t('download.emptyFile') });
          return;
        }
        const file =
          fileNameFromDisposition(response.headers.get('content-disposition')) ??
          `DWSP-${slug}-${nzDateString()}.${format}`;
        saveBlob(blob, file);
        setState({ phase: 'done', format, file, at: new Date() });
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        setState({ phase: 'error', format, message: t('common.networkError') });
      }
    },
    [schoolId, slug, t],
  );

  return { state, start };
}

function formatBytes(n: number, t: ReturnType<typeof useI18n>['t']): string {
  const nf = (value: number, digits: number) =>
    new Intl.NumberFormat('en-NZ', { maximumFractionDigits: digits }).format(value);
  if (n < 1024) return t('download.bytes', { n: nf(n, 0) });
  if (n < 1024 * 1024) return t('download.kb', { n: nf(n / 1024, 0) });
  return t('download.mb', { n: nf(n / (1024 * 1024), 1) });
}

function DownloadProgress({ state }: { state: DownloadState }) {
  const { t } = useI18n();
  if (state.phase !== 'building' && state.phase !== 'receiving') return null;
  const known = state.phase === 'receiving' && state.total !== null;
  const percent =
    state.phase === 'receiving' && state.total
      ? Math.min(100, Math.round((state.received / state.total) * 100))
      : 0;
  const label = state.phase === 'building' ? t('download.building') : t('download.receiving');
  const detail =
    state.phase === 'receiving'
      ? state.total !== null
        ? t('download.receivedOf', {
            received: formatBytes(state.received, t),
            total: formatBytes(state.total, t),
          })
        : t('download.received', { received: formatBytes(state.received, t) })
      : undefined;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? 100 : undefined}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={detail}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={
            known
              ? 'h-full rounded-full bg-brand-700 dark:bg-brand-300'
              : 'h-full w-full rounded-full bg-brand-700 motion-safe:animate-pulse dark:bg-brand-300'
          }
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
        {label}
        {detail ? ` ${detail}` : ''}
      </p>
    </div>
  );
}

function Completion({ schoolId }: { schoolId: string }) {
  const { t, sectionTitle } = useI18n();
  const plan = usePlan(schoolId);
  if (plan.isPending) return <Spinner label={t('common.loading')} />;
  if (plan.isError) return <Alert tone="warning">{t('download.planError')}</Alert>;
  const status = new Map(plan.data.sections.map((s) => [s.sectionId, s.status as SectionStatus]));
  const open = PLAN_SECTIONS.filter((s) => status.get(s.id) !== 'completed');
  const done = SECTION_COUNT - open.length;
  const percent = Math.round((done / SECTION_COUNT) * 100);
  return (
    <>
      <p id="completion-count" className="text-lg font-medium">
        {t('download.sectionsDone', { done, total: SECTION_COUNT })}
      </p>
      <ProgressBar percent={percent} labelledBy="completion-count" />
      {open.length === 0 ? (
        <div className="mt-4">
          <Alert tone="success">{t('download.allDone')}</Alert>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <p>
            <Quoted text={t('download.notDoneIntro')} />
          </p>
          <h3 className="font-semibold">{t('download.notDoneHeading')}</h3>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {open.map((section) => {
              const s = status.get(section.id) ?? 'not_started';
              return (
                <li key={section.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link to={sectionRoute(schoolId, section)}>
                    {t('download.sectionLink', { number: section.number, title: sectionTitle(section) })}
                  </Link>
                  <StatusTag status={s} label={t(`status.${s}`)} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}

export default function DownloadPage() {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  const { state, start } = usePlanDownload(schoolId, school.data?.school.slug ?? 'plan');
  if (school.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  const { name } = school.data.school;
  const busy = state.phase === 'building' || state.phase === 'receiving';
  const formatName = (f: Format) => (f === 'pdf' ? t('download.pdfName') : t('download.docxName'));
  const live =
    state.phase === 'building'
      ? t('download.building')
      : state.phase === 'receiving'
        ? t('download.receiving')
        : state.phase === 'done'
          ? t('download.done', { file: state.file, time: timeFormat.format(state.at) })
          : '';

  return (
    <div className="space-y-8">
      <Link
        to={`/schools/${encodeURIComponent(schoolId)}`}
        className="inline-flex items-center gap-1 no-print"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('planPages.backToPlan', { school: name })}
      </Link>
      <PageHeader title={t('download.title')} lead={t('download.lead')} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card aria-labelledby="files-heading">
          <h2 id="files-heading" className="flex items-center gap-2 text-xl font-semibold">
            <FileText aria-hidden="true" className="size-5" />
            {t('download.filesHeading')}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('download.filesIntro')}</p>
          {/* While a file is built the buttons stay focusable (aria-disabled, not disabled), so keyboard
              focus is not lost; a second click is ignored. */}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              onClick={() => !busy && start('pdf')}
              aria-disabled={busy || undefined}
              className="w-full sm:w-auto"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('download.pdf')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => !busy && start('docx')}
              aria-disabled={busy || undefined}
              className="w-full sm:w-auto"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('download.docx')}
            </Button>
          </div>
          <div className="mt-4 space-y-3">
            <DownloadProgress state={state} />
            <p
              role="status"
              className={state.phase === 'done' ? 'flex items-start gap-2 font-medium' : 'sr-only'}
            >
              {state.phase === 'done' && (
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                />
              )}
              {live}
            </p>
            {state.phase === 'done' && (
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('download.doneHint')}</p>
            )}
            {state.phase === 'error' && (
              <Alert
                tone="error"
                role="alert"
                title={t('download.failedTitle', { format: formatName(state.format) })}
              >
                <p>{state.message}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => start(state.format)}>
                  {t('download.tryAgain')}
                </Button>
              </Alert>
            )}
          </div>
        </Card>
        <Card aria-labelledby="completion-heading">
          <h2 id="completion-heading" className="text-xl font-semibold">
            {t('download.progressHeading')}
          </h2>
          <div className="mt-3">
            <Completion schoolId={schoolId} />
          </div>
        </Card>
        <Card aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="text-xl font-semibold">
            {t('download.uploadHeading')}
          </h2>
          <p className="mt-2">{t('download.uploadIntro')}</p>
          <ol className="mt-3 list-decimal space-y-2 pl-6">
            <li>
              <Quoted text={t('download.step1')} />
            </li>
            <li>
              <Quoted text={t('download.step2')} />
            </li>
            <li>
              <Quoted text={t('download.step3')} />
            </li>
            <li>
              <Quoted text={t('download.step4', { school: name, date: monthFormat.format(new Date()) })} />
            </li>
            <li>
              <Quoted text={t('download.step5')} />
            </li>
            <li>
              <Quoted text={t('download.step6')} />
            </li>
          </ol>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <Quoted text={t('download.uploadSource')} />
          </p>
        </Card>
        <Card aria-labelledby="print-heading">
          <h2 id="print-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Printer aria-hidden="true" className="size-5" />
            {t('download.printHeading')}
          </h2>
          <p className="mt-2">{t('download.printBody')}</p>
        </Card>
      </div>
    </div>
  );
}
