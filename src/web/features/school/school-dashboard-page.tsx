import { ArrowRight, CalendarDays, Download, History, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PLAN_PARTS, PLAN_SECTIONS, sectionRoute } from '../../../domain/plan/catalogue';
import { waterSourceLabel } from '../../../domain/water-sources';
import { ButtonLink } from '../../components/ui/button';
import { Alert, Card, PageHeader, ProgressBar, Spinner, StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { SectionStatus } from '../../lib/api';
import { usePlan } from '../plan/api';
import { SectionFinder } from '../plan/section-finder';
import { AccessProblem } from './access-problem';
import { useSchool } from './use-school';

export default function SchoolDashboardPage() {
  const { schoolId } = useParams();
  const { t, partTitle, sectionTitle } = useI18n();
  const query = useSchool(schoolId);
  const planQuery = usePlan(query.data?.school.id);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { school, actions, plan } = query.data;
  const sections = planQuery.data?.sections ?? [];
  const status = new Map(sections.map((s) => [s.sectionId, s.status as SectionStatus]));
  const done = sections.filter((s) => s.status === 'completed').length;
  const firstOpen = PLAN_SECTIONS.find((s) => status.get(s.id) !== 'completed');
  const percent = Math.round((done / plan.sections) * 100);
  const canWrite = actions.includes('write');

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('app.tagline')}
        title={t('dashboard.schoolTitle', { school: school.name })}
        lead={t('dashboard.planSummary', { parts: plan.parts, sections: plan.sections })}
        actions={
          actions.includes('manage') ? (
            <ButtonLink to={`/waikura/school/${school.id}`} variant="secondary">
              <Users aria-hidden="true" className="size-4" />
              {t('provider.manage')}
            </ButtonLink>
          ) : undefined
        }
      />

      {!canWrite && <Alert tone="info">{t('dashboard.readOnly')}</Alert>}

      <div className="grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-2" aria-labelledby="progress-heading">
          <h2 id="progress-heading" className="text-lg font-semibold">
            {t('dashboard.sectionsDone', { done, total: plan.sections })}
          </h2>
          <ProgressBar percent={percent} labelledBy="progress-heading" />
          {canWrite && (
            <div className="mt-4 rounded-md bg-brand-50 p-4 dark:bg-slate-800">
              <h3 className="flex items-center gap-2 font-semibold">
                <ArrowRight aria-hidden="true" className="size-4" />
                {t('dashboard.nextStep')}
              </h3>
              {firstOpen ? (
                <p className="mt-1">
                  <Link to={sectionRoute(school.id, firstOpen)} className="font-medium underline">
                    {firstOpen.number} {sectionTitle(firstOpen)}
                  </Link>{' '}
                  — {firstOpen.question}
                </p>
              ) : (
                <p className="mt-1">{t('dashboard.nextStepBody')}</p>
              )}
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={`/schools/${school.id}/download`} variant="secondary">
              <Download aria-hidden="true" className="size-4" />
              {t('dashboard.download')}
            </ButtonLink>
            <ButtonLink to={`/schools/${school.id}/calendar`} variant="secondary">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('dashboard.calendar')}
            </ButtonLink>
            <ButtonLink to={`/schools/${school.id}/review/revision-records`} variant="secondary">
              <History aria-hidden="true" className="size-4" />
              {t('dashboard.revisionRecords')}
            </ButtonLink>
          </div>
        </Card>
        <Card aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-lg font-semibold">
            {t('dashboard.schoolDetails')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">{t('dashboard.waterSource')}</dt>
              <dd>{waterSourceLabel(school.waterSource) ?? t('common.none')}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">{t('dashboard.region')}</dt>
              <dd>{school.region ?? t('common.none')}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700 dark:text-slate-300">{t('dashboard.address')}</dt>
              <dd>{school.address ?? t('common.none')}</dd>
            </div>
          </dl>
        </Card>
      </div>

      <Card>
        <SectionFinder schoolId={school.id} />
      </Card>

      <section aria-labelledby="outline-heading" className="space-y-4">
        <h2 id="outline-heading" className="text-2xl font-bold">
          {t('dashboard.planOutline')}
        </h2>
        <ol className="grid list-none gap-4 p-0 md:grid-cols-2">
          {PLAN_PARTS.map((part) => (
            <li key={part.id}>
              <Card as="article" className="h-full" aria-labelledby={`part-${part.id}`}>
                <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">
                  {t('dashboard.part', { number: part.number })}
                </p>
                <h3 id={`part-${part.id}`} className="text-lg font-semibold">
                  {partTitle(part)}
                </h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{part.question}</p>
                <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
                  {part.sections.map((section) => {
                    const s = status.get(section.id) ?? 'not_started';
                    return (
                      <li key={section.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <span>
                          <span className="mr-2 font-mono text-sm text-slate-600 dark:text-slate-400">
                            {section.number}
                          </span>
                          <Link to={sectionRoute(school.id, section)} className="font-medium underline">
                            {sectionTitle(section)}
                          </Link>
                          <span className="block text-sm text-slate-600 dark:text-slate-400">
                            {section.question}
                          </span>
                        </span>
                        <StatusTag status={s} label={t(`status.${s}`)} />
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
