import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, History, Save } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type Blocker, Link, useBlocker, useParams } from 'react-router';
import { findSectionById, PLAN_SECTIONS, partOf, sectionRoute } from '../../../domain/plan/catalogue';
import { sectionFields } from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import { SECTION_STATUSES, type SectionStatus } from '../../../domain/plan/status';
import { Button, ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ErrorSummary } from '../../components/ui/error-summary';
import { control, controlState } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner, StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { toast } from '../../lib/toast';
import { afterPlanChange, HIGHLIGHT_OUTLINE, HighlightNote, useHighlight } from '../progress';
import { AccessProblem, useSchool } from '../school';
import { type SectionState, useSection, useSetStatus } from './api';
import { ConflictPanel } from './conflict-panel';
import { SectionFinder } from './section-finder';
import { SectionFormView } from './section-form';
import { useSectionWidgets } from './section-widgets';
import { type SaveState, useSectionEditor } from './use-section-editor';

export function SectionPage({ sectionId }: { sectionId: string }) {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  // The plan API takes the school's id; a slug in the address is resolved by the school query first.
  const id = school.data?.school.id ?? '';
  const section = useSection(id, sectionId);
  if (school.isError) return <AccessProblem error={school.error} />;
  if (school.isPending || (id && section.isPending)) return <Spinner label={t('common.loading')} />;
  if (section.isError)
    return (
      <Alert
        tone="error"
        role="alert"
        title={t('plan.section.loadFailed', { message: section.error.message })}
      >
        <Button variant="secondary" onClick={() => void section.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!section.data) return <Spinner label={t('common.loading')} />;
  return (
    <SectionEditor
      key={`${id}:${sectionId}`}
      schoolId={id}
      linkSchool={schoolId}
      schoolName={school.data.school.name}
      sectionId={sectionId}
      initial={section.data}
      canEdit={section.data.canEdit}
    />
  );
}

function SectionEditor({
  schoolId,
  linkSchool,
  schoolName,
  sectionId,
  initial,
  canEdit,
}: {
  schoolId: string;
  /** The school as the address names it (id or slug): links keep the form the user came in by. */
  linkSchool: string;
  schoolName: string;
  sectionId: string;
  initial: SectionState;
  canEdit: boolean;
}) {
  const i18n = useI18n();
  const { t, sectionTitle, partTitle, miLang, enLang, gloss } = i18n;
  const section = findSectionById(sectionId)!;
  const part = partOf(sectionId)!;
  const form = formFor(sectionId);
  const onMerged = useCallback(
    (name: string | null) => {
      if (name) toast.info(t('plan.conflict.merged', { name }), { id: `merged-${sectionId}` });
    },
    [sectionId, t],
  );
  const editor = useSectionEditor(schoolId, sectionId, initial, canEdit, onMerged);
  const widgets = useSectionWidgets({
    schoolId,
    sectionId,
    content: editor.content,
    setField: editor.setField,
    canEdit,
  });
  const setStatus = useSetStatus(schoolId, sectionId);
  const index = PLAN_SECTIONS.findIndex((s) => s.id === sectionId);
  const prev = PLAN_SECTIONS[index - 1];
  const next = PLAN_SECTIONS[index + 1];
  const progress = editor.saved.progress;
  const labels = new Map(sectionFields(form).map((f) => [f.name, f.label]));
  const conflictRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const highlight = useHighlight(formRef);
  const qc = useQueryClient();
  // A clash is announced by the save state (a polite live region) and shown above the form; focus stays
  // in the answer being typed: the clash is found by an autosave, often while the person goes on typing.
  // Answers that cannot be saved as they are (a wrong answer, a failed save, a clash with another
  // editor): leaving the page inside the app asks first. Pending good answers are saved on the way out.
  const stuck =
    Object.keys(editor.unsaved).length > 0 ||
    editor.state.kind === 'invalid' ||
    editor.state.kind === 'failed' ||
    editor.state.kind === 'conflict';
  // A message at an answer that is not saved says so, and that the answer is kept in this browser.
  const fieldErrors = Object.fromEntries(
    Object.entries(editor.errors).map(([k, v]) => [
      k,
      k in editor.unsaved ? `${v} ${t('plan.save.fieldNotSaved')}` : v,
    ]),
  );
  const saveBar = useStickyBarPadding();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => stuck && currentLocation.pathname !== nextLocation.pathname,
  );

  const changeStatus = (value: string) => {
    const status = value === 'auto' ? null : (value as SectionStatus);
    setStatus.mutate(status, {
      onSuccess: (res) => {
        editor.statusChanged(res);
        toast.success(t('plan.section.statusUpdated', { status: t(`status.${res.status}`) }));
        afterPlanChange(qc, schoolId, res, i18n);
      },
      onError: (err) => toast.error(t('plan.section.statusFailed', { message: err.message })),
    });
  };

  return (
    <div className="space-y-8">
      <LeaveDialog blocker={blocker} />
      <nav aria-label={t('plan.section.breadcrumb')} className="text-sm">
        <ol className="flex list-none flex-wrap gap-2 p-0">
          <li>
            <Link to={`/schools/${linkSchool}`} className="underline">
              {schoolName}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            {t('dashboard.part', { number: part.number })}: <span lang={miLang}>{partTitle(part)}</span>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">
            {section.number} <span lang={miLang}>{sectionTitle(section)}</span>
          </li>
        </ol>
      </nav>

      <PageHeader
        eyebrow={t('plan.section.eyebrow', { part: part.number, number: section.number })}
        title={
          <>
            {section.number} {gloss(sectionTitle(section), section.title)}
          </>
        }
        lead={<span lang={enLang}>{section.question}</span>}
        actions={
          <ButtonLink to={`${sectionRoute(linkSchool, section)}/history`} variant="secondary">
            <History aria-hidden="true" className="size-4" />
            {t('plan.section.history')}
          </ButtonLink>
        }
      />

      {!canEdit && <Alert tone="info">{t('plan.section.readOnly')}</Alert>}

      {editor.pendingDraft && canEdit && (
        <Alert
          tone="warning"
          role="alert"
          title={t('plan.save.draftFound', {
            when: new Date(editor.pendingDraft.at).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland' }),
          })}
        >
          <div className="mt-2 flex flex-wrap gap-3">
            <Button onClick={editor.restoreDraft}>{t('plan.save.draftRestore')}</Button>
            <Button variant="secondary" onClick={editor.discardDraft}>
              {t('plan.save.draftDiscard')}
            </Button>
          </div>
        </Alert>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-8">
          <p lang={enLang} className="text-lg">
            {form.intro}
          </p>

          {editor.state.kind === 'conflict' && (
            <div ref={conflictRef}>
              <ConflictPanel
                form={form}
                mine={editor.content}
                theirs={editor.state.theirs}
                base={editor.state.base}
                onResolve={(merged) => {
                  if (editor.state.kind === 'conflict') editor.resolveConflict(merged, editor.state.theirs);
                }}
              />
            </div>
          )}

          {editor.showSummary && (
            <ErrorSummary
              title={t('plan.save.errorsTitle')}
              submitCount={editor.summaryFocus}
              errors={Object.fromEntries(
                Object.entries(editor.errors).map(([k, v]) => [k, `${labelFor(k, labels)}: ${v}`]),
              )}
            />
          )}

          <form
            ref={formRef}
            tabIndex={highlight.section ? -1 : undefined}
            noValidate
            aria-label={`${section.number} ${sectionTitle(section)}`}
            aria-describedby={highlight.section ? 'section-attention' : undefined}
            data-highlighted={highlight.section || undefined}
            onSubmit={(e) => {
              e.preventDefault();
              editor.saveNow();
            }}
            onBlur={(e) => {
              // Leaving an answer shows its message, if it has one; focus is never moved.
              const el = e.target as unknown as { id?: string; name?: string };
              const path = el.id || el.name;
              if (path) editor.reveal(path);
            }}
            className={cn('scroll-mt-4 space-y-10', highlight.section && HIGHLIGHT_OUTLINE)}
          >
            {highlight.section && (
              <HighlightNote id="section-attention" kind="section" onDismiss={highlight.dismiss} />
            )}
            <SectionFormView
              form={form}
              content={editor.content}
              onChange={editor.setField}
              errors={fieldErrors}
              readOnly={!canEdit}
              schoolId={schoolId}
              groupExtras={widgets}
              highlight={highlight.field}
              onDismissHighlight={highlight.dismiss}
            />
            {canEdit && (
              <div
                ref={saveBar}
                data-sticky-save
                className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white px-2 py-3 dark:border-slate-700 dark:bg-slate-950"
              >
                <Button type="submit" busy={editor.state.kind === 'saving'}>
                  <Save aria-hidden="true" className="size-4" />
                  {t('plan.save.save')}
                </Button>
                <SaveIndicator
                  state={editor.state}
                  unsaved={Object.keys(editor.unsaved).length}
                  onRetry={editor.retry}
                />
              </div>
            )}
          </form>

          {form.sources && form.sources.length > 0 && (
            <details className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
              <summary className="cursor-pointer font-medium">{t('plan.section.sources')}</summary>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {form.sources.map((src) => (
                  <li key={src}>{src}</li>
                ))}
              </ul>
            </details>
          )}

          <nav aria-label={t('plan.section.breadcrumb')} className="flex flex-wrap justify-between gap-4">
            {prev ? (
              <Link to={sectionRoute(linkSchool, prev)} className="inline-flex items-center gap-2 underline">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('plan.section.previous', { number: prev.number, title: sectionTitle(prev) })}
              </Link>
            ) : (
              <Link to={`/schools/${linkSchool}`} className="underline">
                {t('plan.section.backToDashboard')}
              </Link>
            )}
            {next ? (
              <Link to={sectionRoute(linkSchool, next)} className="inline-flex items-center gap-2 underline">
                {t('plan.section.next', { number: next.number, title: sectionTitle(next) })}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <Link to={`/schools/${linkSchool}`} className="underline">
                {t('plan.section.backToDashboard')}
              </Link>
            )}
          </nav>
        </div>

        <aside className="space-y-6" aria-label={t('plan.section.status')}>
          <Card>
            <h2 className="text-lg font-semibold">{t('plan.section.status')}</h2>
            <div className="mt-2">
              <span data-testid="section-status-tag">
                <StatusTag status={editor.saved.status} label={t(`status.${editor.saved.status}`)} />
              </span>
            </div>
            <p className="mt-3 text-sm">
              {progress.requiredTotal
                ? t('plan.section.progress', {
                    filled: progress.requiredFilled,
                    total: progress.requiredTotal,
                  })
                : t('plan.section.noRequired')}
            </p>
            {progress.totalSubsections > 0 && (
              <p className="mt-1 text-sm">
                {t('plan.section.subsections', {
                  done: progress.subsectionsCompleted,
                  total: progress.totalSubsections,
                })}
              </p>
            )}
            {progress.missing.length > 0 && (
              <>
                <h3 className="mt-3 text-sm font-semibold">{t('plan.section.stillNeeded')}</h3>
                {/* The plan's questions, English like the plan (decision 042). */}
                <ul lang={enLang} className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {progress.missing.map((name) => (
                    <li key={name}>
                      <a href={`#${name}`} onClick={(e) => focusField(e, name)} className="underline">
                        {labels.get(name) ?? name}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {canEdit && (
              <StatusChooser
                current={editor.saved.statusOverride ?? 'auto'}
                busy={setStatus.isPending}
                onSet={changeStatus}
              />
            )}
            {editor.saved.updatedAt && editor.saved.updatedByName && (
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                {t('plan.section.lastSaved', {
                  name: editor.saved.updatedByName,
                  when: new Date(editor.saved.updatedAt).toLocaleString('en-NZ', {
                    timeZone: 'Pacific/Auckland',
                  }),
                })}
              </p>
            )}
          </Card>
          <Card>
            <SectionFinder schoolId={linkSchool} />
          </Card>
        </aside>
      </div>
    </div>
  );
}

function labelFor(key: string, labels: Map<string, string>) {
  const [name, row, column] = key.split('.');
  const base = labels.get(name!) ?? name!;
  return row !== undefined
    ? `${base} (${Number(row) + 1}${column ? `, ${column.replace(/_/g, ' ')}` : ''})`
    : base;
}

function focusField(e: React.MouseEvent, name: string) {
  const el = document.getElementById(name);
  if (!el) return;
  e.preventDefault();
  el.scrollIntoView({ block: 'center' });
  el.focus();
}

/** Asks before leaving a section whose answers could not be saved; they stay in this browser either way. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const open = blocker.state === 'blocked';
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(e) => {
        e.preventDefault();
        blocker.reset?.();
      }}
      className="m-auto w-[calc(100%-1rem)] max-w-lg rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="leave-title" className="text-xl font-semibold">
        {t('plan.leave.title')}
      </h2>
      <p id="leave-text" className="mt-2">
        {t('plan.leave.text')}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {t('plan.leave.stay')}
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          {t('plan.leave.go')}
        </Button>
      </div>
    </dialog>
  );
}

/**
 * The status of a section, chosen and then set with a button: browsing the options with the arrow keys
 * (which changes a select's value at once) never sets a status nobody chose.
 */
function StatusChooser({
  current,
  busy,
  onSet,
}: {
  current: string;
  busy: boolean;
  onSet: (value: string) => void;
}) {
  const { t } = useI18n();
  const [choice, setChoice] = useState(current);
  useEffect(() => setChoice(current), [current]);
  return (
    <form
      className="mt-4 space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice !== current) onSet(choice);
      }}
    >
      <label htmlFor="section-status" className="block text-sm font-medium">
        {t('plan.section.status')}
      </label>
      <p id="section-status-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t('plan.section.statusHint')}
      </p>
      <select
        id="section-status"
        aria-describedby="section-status-hint"
        className={`${control} ${controlState()}`}
        value={choice}
        disabled={busy}
        onChange={(e) => setChoice(e.target.value)}
      >
        <option value="auto">{t('plan.section.statusAuto')}</option>
        {SECTION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="sm" busy={busy} disabled={choice === current}>
        {t('plan.section.statusSet')}
      </Button>
    </form>
  );
}

/**
 * Keeps the sticky save bar from hiding the focused answer (WCAG 2.2, 2.4.11): the page's scroll padding
 * at the bottom follows the bar's height (it wraps on a narrow phone), so whatever the browser scrolls
 * into view on focus stays above the bar. `--save-bar-height` lifts the scroll-to-top button above it.
 */
export function useStickyBarPadding() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((bar: HTMLDivElement | null) => {
    observer.current?.disconnect();
    const root = document.documentElement;
    if (!bar) {
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty('--save-bar-height');
      return;
    }
    // The scroll-to-top button also sits above the bar (it covered the save state on a phone).
    // Set from the observer's first report (after layout, before that frame is painted) and then only when
    // the height changes: reading offsetHeight here forced a layout of the whole page inside React's
    // commit, and each write to the root restyles the whole document (issue 21, decision 030).
    let last = -1;
    observer.current = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      const height = box ? Math.round(box.blockSize) : bar.offsetHeight;
      if (height === last) return;
      last = height;
      root.style.setProperty('scroll-padding-bottom', `${height + 16}px`);
      root.style.setProperty('--save-bar-height', `${height}px`);
    });
    observer.current.observe(bar);
  }, []);
}

export function SaveIndicator({
  state,
  unsaved,
  onRetry,
}: {
  state: SaveState;
  /** Answers not saved because they are not valid yet. */
  unsaved: number;
  onRetry: () => void;
}): ReactNode {
  const { t } = useI18n();
  let text = '';
  let tone = 'text-slate-700 dark:text-slate-300';
  switch (state.kind) {
    case 'saving':
      text = t('plan.save.saving');
      break;
    case 'saved': {
      const time = state.at.toLocaleTimeString('en-NZ', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Pacific/Auckland',
      });
      if (unsaved > 0) {
        text = t('plan.save.savedExcept', { time, count: unsaved });
        tone = 'font-medium text-red-700 dark:text-red-400';
      } else text = t('plan.save.saved', { time });
      break;
    }
    case 'dirty':
      text = t('plan.save.unsaved');
      break;
    case 'invalid':
      text = t('plan.save.invalid', { count: unsaved || 1 });
      tone = 'font-medium text-red-700 dark:text-red-400';
      break;
    case 'failed':
      text = `${t('plan.save.notSaved')} — ${state.message}`;
      tone = 'font-medium text-red-700 dark:text-red-400';
      break;
    case 'conflict':
      text = t('plan.conflict.title');
      tone = 'font-medium text-amber-800 dark:text-amber-300';
      break;
    default:
      text = '';
  }
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span role="status" aria-live="polite" className={tone} data-testid="save-state">
        {text}
      </span>
      {state.kind === 'failed' && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('plan.save.retry')}
        </Button>
      )}
    </span>
  );
}
