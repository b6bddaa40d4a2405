/**
 * The iwi and mana whenua engagement tracker (issue 20, decision 041), at
 * /schools/:schoolId/cultural/consultation-tracker. Its contacts, hui and follow-ups are plan section
 * 2.9's rows, edited here with the plan's own editor (autosave, drafts kept in this browser, 409 shown as
 * a choice, revisions): one record, so 2.9, the calendar and the export never disagree with the tracker.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, History } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import type { RowsField, SectionForm } from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Alert, Card, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { calendarKeys } from '../calendar';
import {
  ConflictPanel,
  DraftAlert,
  LeaveDialog,
  type LoadedSection,
  SaveBar,
  SectionFormView,
  SectionLoader,
  useSectionEditing,
} from '../plan/editor';

const SECTION_ID = 'te-mana-o-te-wai';

/** The tracker's tabs: each is one rows field of 2.9. */
const TABS = [
  { id: 'contacts', field: 'iwi_contacts', label: 'iwi.tab.contacts' },
  { id: 'hui', field: 'mana_whenua_engagement', label: 'iwi.tab.hui' },
  { id: 'follow-ups', field: 'engagement_follow_ups', label: 'iwi.tab.followUps' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function rowsField(form: SectionForm, name: string): RowsField {
  for (const g of form.groups)
    for (const f of g.fields) if (f.name === name && f.kind === 'rows') return f as RowsField;
  throw new Error(`2.9 has no rows field ${name}`);
}

/** 2.9's form with only one of its rows fields: what a tab draws. */
function tabForm(form: SectionForm, name: string): SectionForm {
  return { ...form, groups: [{ id: `tracker-${name}`, fields: [rowsField(form, name)] }] };
}

export default function TrackerPage() {
  return (
    <SectionLoader sectionId={SECTION_ID} loadFailed="iwi.loadFailed">
      {(loaded) => <Tracker key={loaded.schoolId} {...loaded} />}
    </SectionLoader>
  );
}

function Tracker({ schoolId, linkSchool, schoolName, initial, canEdit }: LoadedSection) {
  const { t, sectionTitle, miLang } = useI18n();
  const section = findSectionById(SECTION_ID)!;
  const form = formFor(SECTION_ID);
  const qc = useQueryClient();
  const { editor, fieldErrors, blocker } = useSectionEditing(schoolId, SECTION_ID, initial, canEdit);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.some((x) => x.id === requested) ? (requested as TabId) : 'hui';
  const current = TABS.find((x) => x.id === tab)!;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const baseId = useId();
  // Each save may move a follow-up: the calendar is read again when it is next shown.
  const savedVersion = editor.saved.version;
  useEffect(() => {
    if (savedVersion !== initial.version) void qc.invalidateQueries({ queryKey: calendarKeys.all(schoolId) });
  }, [savedVersion, initial.version, qc, schoolId]);

  const tabHasErrors = (field: string) =>
    Object.keys(editor.errors).some((k) => k === field || k.startsWith(`${field}.`));

  const rows = (name: string) => {
    const v = editor.content[name];
    return Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
  };
  const open = rows('engagement_follow_ups').filter((r) => r.done !== true);
  const next = open
    .filter((r) => typeof r.due_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.due_date))
    .sort((a, b) => String(a.due_date).localeCompare(String(b.due_date)))[0];

  const choose = (id: TabId, focus: boolean) => {
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('tab', id);
        return n;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[id]?.focus();
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((x) => x.id === tab);
    let j = -1;
    if (e.key === 'ArrowRight') j = (i + 1) % TABS.length;
    else if (e.key === 'ArrowLeft') j = (i - 1 + TABS.length) % TABS.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = TABS.length - 1;
    if (j < 0) return;
    e.preventDefault();
    choose(TABS[j]!.id, true);
  };

  const sectionPath = sectionRoute(linkSchool, section);
  return (
    <div className="space-y-8">
      <LeaveDialog blocker={blocker} />
      <nav aria-label={t('iwi.breadcrumb')} className="text-sm">
        <ol className="flex list-none flex-wrap gap-2 p-0">
          <li>
            <Link to={`/schools/${linkSchool}`} className="underline">
              {schoolName}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={sectionPath} className="underline">
              {section.number} <span lang={miLang}>{sectionTitle(section)}</span>
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">{t('iwi.title')}</li>
        </ol>
      </nav>

      <PageHeader
        eyebrow={t('iwi.eyebrow')}
        title={t('iwi.title')}
        lead={t('iwi.lead')}
        actions={
          <ButtonLink to={`${sectionPath}/history`} variant="secondary">
            <History aria-hidden="true" className="size-4" />
            {t('iwi.link.history')}
          </ButtonLink>
        }
      />

      {!canEdit && <Alert tone="info">{t('iwi.readOnly')}</Alert>}

      {canEdit && <DraftAlert editor={editor} />}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <p>{t('iwi.oneRecord')}</p>

          {editor.state.kind === 'conflict' && (
            <ConflictPanel
              form={form}
              mine={editor.content}
              theirs={editor.state.theirs}
              base={editor.state.base}
              onResolve={(merged) => {
                if (editor.state.kind === 'conflict') editor.resolveConflict(merged, editor.state.theirs);
              }}
            />
          )}

          <div role="tablist" aria-label={t('iwi.tabs.label')} className="flex flex-wrap gap-2">
            {TABS.map((x) => {
              const selected = x.id === tab;
              const bad = tabHasErrors(x.field);
              return (
                <button
                  key={x.id}
                  ref={(el) => {
                    tabRefs.current[x.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${x.id}`}
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => choose(x.id, false)}
                  onKeyDown={onTabKey}
                  className={cn(
                    'min-h-11 rounded-md border px-4 py-2 font-medium',
                    selected
                      ? 'border-sky-800 bg-sky-800 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950'
                      : 'border-slate-300 bg-white text-slate-900 underline-offset-4 hover:underline dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
                  )}
                >
                  {t(x.label)} ({rows(x.field).length})
                  {bad && <span className="ml-2 font-semibold">— {t('iwi.tab.needsFixing')}</span>}
                </button>
              );
            })}
          </div>

          <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
            {tab === 'follow-ups' && <p className="mb-4">{t('iwi.followUps.reminder')}</p>}
            <form
              noValidate
              aria-label={t('iwi.form.label', { tab: t(current.label) })}
              onSubmit={(e) => {
                e.preventDefault();
                editor.saveNow();
              }}
              onBlur={(e) => {
                const el = e.target as unknown as { id?: string; name?: string };
                const path = el.id || el.name;
                if (path) editor.reveal(path);
              }}
              className="space-y-6"
            >
              <SectionFormView
                form={tabForm(form, current.field)}
                content={editor.content}
                onChange={editor.setField}
                errors={fieldErrors}
                readOnly={!canEdit}
                schoolId={schoolId}
              />
              {canEdit && <SaveBar editor={editor} />}
            </form>
          </div>
        </div>

        <aside className="space-y-6" aria-label={t('iwi.why.title')}>
          <Card>
            <h2 className="text-lg font-semibold">{t('iwi.summary.title')}</h2>
            <ul className="mt-2 list-none space-y-1 p-0 text-sm">
              <li>{t('iwi.summary.contacts', { count: rows('iwi_contacts').length })}</li>
              <li>{t('iwi.summary.hui', { count: rows('mana_whenua_engagement').length })}</li>
              <li>{t('iwi.summary.open', { count: open.length })}</li>
              {next && (
                <li className="font-medium">
                  {t('iwi.summary.next', {
                    action: String(next.action || ''),
                    date: String(next.due_date),
                  })}
                </li>
              )}
            </ul>
            <div className="mt-4 flex flex-col gap-2">
              <Link
                to={`/schools/${linkSchool}/calendar`}
                className="inline-flex items-center gap-2 underline"
              >
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('iwi.link.calendar')}
              </Link>
              <Link to={sectionPath} className="underline">
                {t('iwi.link.section')}
              </Link>
            </div>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">{t('iwi.why.title')}</h2>
            <p className="mt-2 text-sm">{t('iwi.why.body')}</p>
            <p className="mt-2 text-sm">{t('iwi.why.body2')}</p>
            <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">{t('iwi.why.sources')}</p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
