/**
 * /schools/{id}/review/revision-records and /schools/{id}/revision: the plan's record of changes
 * (plan specification 2.2 routes; the platform's RevisionRecord entity: who revised, when, what).
 * Every accepted save, restore and status change writes a revision on the server; this page lists
 * them, newest first, with the changed answers named by their questions in the section's form.
 */
import { ArrowLeft, History } from 'lucide-react';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  findSectionById,
  PLAN_SECTIONS,
  type PlanSection,
  sectionRoute,
} from '../../../domain/plan/catalogue';
import { sectionFields } from '../../../domain/plan/fields';
import { SECTION_FORMS } from '../../../domain/plan/forms';
import { Button, ButtonLink } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { nzDateFormat } from '../../i18n/dates';
import type { SectionStatus } from '../../lib/api';
import { AccessProblem, useSchool } from '../school';
import { type Revision, useRevisions } from './api';

/** Rows shown at first, and added by each "Show more". */
export const REVISIONS_PAGE = 50;

const STATUSES: readonly SectionStatus[] = ['not_started', 'in_progress', 'completed'];
const isStatus = (s: string | null): s is SectionStatus => STATUSES.includes(s as SectionStatus);

const whenFormat = nzDateFormat({
  timeZone: 'Pacific/Auckland',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Field name → the question the form asks, per section (labels of the form the user filled in). */
const fieldLabels: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  [...SECTION_FORMS].map(([sectionId, form]) => [
    sectionId,
    new Map(sectionFields(form).map((f) => [f.name, f.label])),
  ]),
);

/** A field no longer in the form keeps a readable name: "peak_occasions" → "Peak occasions". */
const humanise = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
};

export function changedLabels(sectionId: string, names: readonly string[]): string[] {
  const labels = fieldLabels.get(sectionId);
  return names.map((n) => labels?.get(n) ?? humanise(n));
}

function useWhatHappened() {
  const { t } = useI18n();
  return (r: Revision): string => {
    if (r.kind === 'restore') {
      return r.restoredFrom !== null
        ? t('revisions.restored', { from: r.restoredFrom, version: r.version })
        : t('revisions.restoredUnknown', { version: r.version });
    }
    if (r.kind === 'status') {
      const computed = isStatus(r.status) ? t(`status.${r.status}`) : r.status;
      return isStatus(r.statusOverride)
        ? t('revisions.statusSet', { status: t(`status.${r.statusOverride}`) })
        : t('revisions.statusCleared', { status: computed });
    }
    return t('revisions.saved', { version: r.version });
  };
}

function SectionCell({ schoolId, revision }: { schoolId: string; revision: Revision }) {
  const { t, sectionTitle } = useI18n();
  const section = findSectionById(revision.sectionId);
  if (!section) return <>{t('revisions.unknownSection', { id: revision.sectionId })}</>;
  return (
    <Link to={`${sectionRoute(schoolId, section)}/history`}>
      <span className="font-mono">{section.number}</span> {sectionTitle(section)}
      <span className="sr-only">{t('revisions.historyOf')}</span>
    </Link>
  );
}

function RevisionTable({
  schoolId,
  revisions,
  headingId,
}: {
  schoolId: string;
  revisions: readonly Revision[];
  headingId: string;
}) {
  const { t, enLang } = useI18n();
  const whatHappened = useWhatHappened();
  const cell = 'px-3 py-3 align-top';
  return (
    // A table wider than a phone scrolls sideways in its own box; every row holds a link, so the
    // keyboard reaches (and scrolls) it.
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[44rem] text-left text-sm" aria-labelledby={headingId}>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('revisions.when')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('revisions.section')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('revisions.what')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('revisions.fields')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('revisions.who')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
          {revisions.map((r) => {
            const labels = changedLabels(r.sectionId, r.changedFields);
            return (
              <tr key={r.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={r.createdAt}>{whenFormat.format(new Date(r.createdAt))}</time>
                </td>
                <td className={cell}>
                  <SectionCell schoolId={schoolId} revision={r} />
                </td>
                <td className={cell}>{whatHappened(r)}</td>
                <td className={cell}>
                  {labels.length > 0 ? (
                    // The plan's questions, English like the plan (decision 042).
                    <ul lang={enLang} className="list-disc space-y-1 pl-4">
                      {labels.map((label, i) => (
                        <li key={`${r.changedFields[i]}`}>{label}</li>
                      ))}
                    </ul>
                  ) : r.kind === 'status' ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('planPages.na')}</span>
                    </>
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">{t('revisions.noFields')}</span>
                  )}
                </td>
                <td className={cell}>{r.userName}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function EmptyState({
  schoolId,
  section,
  canWrite,
}: {
  schoolId: string;
  section: PlanSection | undefined;
  canWrite: boolean;
}) {
  const { t, sectionTitle } = useI18n();
  if (section) {
    return (
      <Alert tone="info">
        {t('revisions.emptySection', { section: `${section.number} ${sectionTitle(section)}` })}
      </Alert>
    );
  }
  const first = PLAN_SECTIONS[0]!;
  return (
    <Card aria-labelledby="empty-heading">
      <h2 id="empty-heading" className="flex items-center gap-2 text-xl font-semibold">
        <History aria-hidden="true" className="size-5" />
        {t('revisions.emptyTitle')}
      </h2>
      <p className="mt-2">{t('revisions.emptyBody')}</p>
      {canWrite && (
        <ButtonLink to={sectionRoute(schoolId, first)} className="mt-4">
          {t('revisions.emptyStart', { section: `${first.number} ${sectionTitle(first)}` })}
        </ButtonLink>
      )}
    </Card>
  );
}

export default function RevisionRecordsPage() {
  const { schoolId = '' } = useParams();
  const { t, sectionTitle } = useI18n();
  const [params, setParams] = useSearchParams();
  const filterSection = findSectionById(params.get('section') ?? '');
  const [shown, setShown] = useState(REVISIONS_PAGE);
  const school = useSchool(schoolId);
  const revisions = useRevisions(schoolId, filterSection?.id);
  const filterId = useId();
  const headingId = useId();
  const list = revisions.data?.revisions;
  const visible = useMemo(() => list?.slice(0, shown) ?? [], [list, shown]);

  if (school.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  const { school: info, actions } = school.data;

  const onFilter = (e: ChangeEvent<HTMLSelectElement>) => {
    setShown(REVISIONS_PAGE);
    const next = new URLSearchParams(params);
    if (e.target.value) next.set('section', e.target.value);
    else next.delete('section');
    setParams(next, { replace: true });
  };

  const total = list?.length ?? 0;
  const more = Math.min(REVISIONS_PAGE, total - visible.length);

  return (
    <div className="space-y-8">
      <Link to={`/schools/${encodeURIComponent(schoolId)}`} className="inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('planPages.backToPlan', { school: info.name })}
      </Link>
      <PageHeader title={t('revisions.title')} lead={t('revisions.lead')} />

      <div className="max-w-md">
        <SelectField
          id={filterId}
          label={t('revisions.filter')}
          hint={t('revisions.filterHint')}
          value={filterSection?.id ?? ''}
          onChange={onFilter}
        >
          <option value="">{t('revisions.allSections')}</option>
          {PLAN_SECTIONS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.number} {sectionTitle(s)}
            </option>
          ))}
        </SelectField>
      </div>

      {revisions.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : revisions.isError ? (
        <Alert tone="error" role="alert" title={t('revisions.loadError')}>
          <p>{revisions.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => revisions.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : total === 0 ? (
        <EmptyState schoolId={schoolId} section={filterSection} canWrite={actions.includes('write')} />
      ) : (
        <div className="space-y-4">
          <h2 id={headingId} className="text-xl font-semibold">
            {t('revisions.tableHeading')}
          </h2>
          <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
            {total === 1 ? t('revisions.countOne') : t('revisions.count', { shown: visible.length, total })}
          </p>
          <RevisionTable schoolId={schoolId} revisions={visible} headingId={headingId} />
          {more > 0 && (
            <Button variant="secondary" onClick={() => setShown((n) => n + REVISIONS_PAGE)}>
              {t('revisions.showMore', { count: more })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
