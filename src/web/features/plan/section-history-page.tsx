/**
 * A section's history: every saved version (who, when, what changed), a readable comparison of any
 * version with the current answers, and "Restore this version", which saves it as a new version.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { changedFields, sectionFields } from '../../../domain/plan/fields';
import { formatValue } from '../../../domain/plan/format';
import { formFor } from '../../../domain/plan/forms';
import { Button } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import { tWithEnglish } from '../../i18n/quoted';
import { toast } from '../../lib/toast';
import { afterPlanChange } from '../progress';
import { AccessProblem, useSchool } from '../school';
import { planKeys, type Revision, restoreRevision, useRevision, useRevisions, useSection } from './api';

const when = (iso: string) =>
  formatNz('datetime', new Date(iso), {
    timeZone: 'Pacific/Auckland',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

export function SectionHistoryPage({ sectionId }: { sectionId: string }) {
  const { schoolId = '' } = useParams();
  const { t, sectionTitle, enLang } = useI18n();
  const school = useSchool(schoolId);
  const id = school.data?.school.id ?? '';
  const section = findSectionById(sectionId)!;
  const current = useSection(id, sectionId);
  const revisions = useRevisions(id, sectionId);
  const [selected, setSelected] = useState<string | null>(null);
  if (school.isError) return <AccessProblem error={school.error} />;
  if (school.isPending || current.isPending || revisions.isPending)
    return <Spinner label={t('common.loading')} />;
  if (current.isError || revisions.isError)
    return (
      <Alert tone="error" role="alert" title={(current.error ?? revisions.error)?.message}>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([current.refetch(), revisions.refetch()])}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const form = formFor(sectionId);
  const labels = new Map(sectionFields(form).map((f) => [f.name, f.label]));
  const list = revisions.data.revisions;
  return (
    <div className="space-y-8">
      <Link to={sectionRoute(id, section)} className="inline-flex items-center gap-2 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('plan.history.backToSection')}
      </Link>
      <PageHeader
        title={t('plan.history.title', { number: section.number, title: sectionTitle(section) })}
        lead={t('plan.history.lead')}
      />
      {list.length === 0 ? (
        <p>{t('plan.history.empty')}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ol className="list-none space-y-3 p-0" aria-label={t('plan.section.history')}>
            {list.map((r) => (
              <li key={r.id}>
                <Card
                  as="article"
                  className={selected === r.id ? 'border-2 border-brand-700 dark:border-brand-300' : ''}
                >
                  <h2 className="font-semibold">
                    {/* A status change keeps the answers' version: it is named as a status change, not as
                        another "Version n" beside the save that made that version. */}
                    {r.kind === 'status'
                      ? describe(r, t)
                      : `${t('plan.history.version', { version: r.version })} · ${describe(r, t)}`}
                  </h2>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    <time dateTime={r.createdAt}>{when(r.createdAt)}</time>{' '}
                    {t('plan.history.by', { name: r.userName })}
                  </p>
                  {r.changedFields.length > 0 && (
                    <p className="mt-1 text-sm">
                      {/* The plan's questions, English like the plan (decision 042). */}
                      {tWithEnglish({ t, enLang }, 'plan.history.changed', {
                        fields: r.changedFields.map((f) => labels.get(f) ?? f).join('; '),
                      })}
                    </p>
                  )}
                  {r.kind !== 'status' && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-2"
                      aria-pressed={selected === r.id}
                      onClick={() => setSelected(r.id)}
                    >
                      {t('plan.history.view')}
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ol>
          <div aria-live="polite">
            {selected && current.data && (
              <Comparison
                schoolId={id}
                sectionId={sectionId}
                revisionId={selected}
                current={current.data}
                canEdit={current.data.canEdit}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function describe(r: Revision, t: ReturnType<typeof useI18n>['t']) {
  if (r.kind === 'restore') return t('plan.history.kind.restore', { version: r.restoredFrom ?? '?' });
  if (r.kind === 'status')
    return r.statusOverride
      ? t('plan.history.kind.status', { status: t(`status.${r.statusOverride as 'completed'}`) })
      : t('plan.history.kind.statusAuto');
  return t('plan.history.kind.save');
}

function Comparison({
  schoolId,
  sectionId,
  revisionId,
  current,
  canEdit,
}: {
  schoolId: string;
  sectionId: string;
  revisionId: string;
  current: { content: Record<string, unknown>; version: number };
  canEdit: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const qc = useQueryClient();
  const revision = useRevision(schoolId, sectionId, revisionId);
  const [busy, setBusy] = useState(false);
  if (revision.isPending) return <Spinner label={t('common.loading')} />;
  if (revision.isError) return <Alert tone="error">{revision.error.message}</Alert>;
  const form = formFor(sectionId);
  const names = changedFields(form, revision.data.content, current.content);
  const fields = sectionFields(form).filter((f) => names.includes(f.name) && !f.hidden);
  const restore = async () => {
    setBusy(true);
    try {
      const res = await restoreRevision(schoolId, sectionId, revisionId, current.version);
      qc.setQueryData(planKeys.section(schoolId, sectionId), (old: unknown) =>
        old ? { ...(old as object), ...res } : old,
      );
      await qc.invalidateQueries({ queryKey: planKeys.all(schoolId) });
      afterPlanChange(qc, schoolId, res, i18n);
      toast.success(t('plan.history.restored', { version: revision.data.version }));
    } catch (err) {
      toast.error(t('plan.history.restoreFailed', { message: (err as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="compare-title" className="space-y-4">
      <h2 id="compare-title" className="text-xl font-semibold">
        {t('plan.history.compareTitle', { version: revision.data.version })}
      </h2>
      {fields.length === 0 ? (
        <p>{t('plan.history.noDifferences')}</p>
      ) : (
        <dl className="space-y-4">
          {fields.map((f) => (
            <div key={f.name} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <dt className="font-semibold">{f.label}</dt>
              <dd className="mt-2 grid gap-3 md:grid-cols-2">
                <div>
                  <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
                    {t('plan.history.before', { version: revision.data.version })}
                  </p>
                  <p className="whitespace-pre-wrap break-words">
                    {formatValue(f, revision.data.content[f.name])}
                  </p>
                </div>
                <div>
                  <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
                    {t('plan.history.now')}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{formatValue(f, current.content[f.name])}</p>
                </div>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {canEdit && fields.length > 0 && (
        <Button onClick={restore} busy={busy}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('plan.history.restore')}
        </Button>
      )}
    </Card>
  );
}
