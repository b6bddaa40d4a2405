import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { findSectionById, PLAN_SECTIONS, partOf, sectionRoute } from '../../../domain/plan/catalogue';
import { sectionFields } from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import { SECTION_STATUSES, type SectionStatus } from '../../../domain/plan/status';
import { Button, ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ErrorSummary } from '../../components/ui/error-summary';
import { control, controlState } from '../../components/ui/field';
import { Alert, Card, PageHeader, StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import { toast } from '../../lib/toast';
import { afterPlanChange, HIGHLIGHT_OUTLINE, HighlightNote, useHighlight } from '../progress';
import { planKeys, type SectionState, useSetStatus } from './api';
import { ConflictPanel } from './conflict-panel';
import {
  DraftAlert,
  LeaveDialog,
  type LoadedSection,
  SaveBar,
  SectionLoader,
  useSectionEditing,
} from './section-editing';
import { SectionFinder } from './section-finder';
import { SectionFormView } from './section-form';
import { useSectionWidgets } from './section-widgets';
import { prepareSectionEditor } from './use-section-editor';

export function SectionPage({ sectionId }: { sectionId: string }) {
  return (
    <SectionLoader sectionId={sectionId} loadFailed="plan.section.loadFailed">
      {(loaded) => (
        <SectionEditor key={`${loaded.schoolId}:${sectionId}`} sectionId={sectionId} {...loaded} />
      )}
    </SectionLoader>
  );
}

/**
 * Before a section the server rendered is hydrated (src/web/main.tsx, the route's `handle`): the check of
 * its stored answers, which the editor's first render would otherwise make (decision 056). The answers are
 * in the query cache, under the school's id.
 */
export async function prepareSectionPage(queryClient: QueryClient, sectionId: string): Promise<void> {
  const sections = queryClient.getQueriesData<SectionState>({
    predicate: ({ queryKey }) => planKeys.isSection(queryKey, sectionId),
  });
  for (const [, section] of sections) if (section) await prepareSectionEditor(sectionId, section.content);
}

function SectionEditor({
  schoolId,
  linkSchool,
  schoolName,
  sectionId,
  initial,
  canEdit,
}: LoadedSection & { sectionId: string }) {
  const i18n = useI18n();
  const { t, sectionTitle, partTitle, miLang, enLang, gloss } = i18n;
  const section = findSectionById(sectionId)!;
  const part = partOf(sectionId)!;
  const form = formFor(sectionId);
  const { editor, fieldErrors, blocker } = useSectionEditing(schoolId, sectionId, initial, canEdit);
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

      {canEdit && <DraftAlert editor={editor} />}

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
            {canEdit && <SaveBar editor={editor} />}
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
                  when: formatNz('datetime', new Date(editor.saved.updatedAt), {
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
