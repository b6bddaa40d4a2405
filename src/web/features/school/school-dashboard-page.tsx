import {
  ArrowRight,
  CalendarDays,
  ClipboardCheck,
  Download,
  FlaskConical,
  History,
  Siren,
  Stamp,
  Users,
} from 'lucide-react';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PLAN_SECTIONS, sectionRoute } from '../../../domain/plan/catalogue';
import { Button, ButtonLink } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { translate, useI18n } from '../../i18n';
import { waterSourceName } from '../../i18n/water-source-name';
import { SectionFinder } from '../plan';
import {
  ComplianceList,
  MilestoneTrack,
  ProgressOverview,
  RecentBadges,
  SectionBars,
  useProgress,
} from '../progress';
import { AccessProblem } from './access-problem';
import { useSchool } from './use-school';

/** A school's id, the form every link to a dashboard uses. */
const SCHOOL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function SchoolDashboardPage() {
  const { schoolId } = useParams();
  const { t, sectionTitle, gloss, enLang } = useI18n();
  const query = useSchool(schoolId);
  // The progress is asked for at once, beside the school, when the address carries the school's id (as
  // every link does); an address with a slug waits for the school's id (decision 026).
  const progressQuery = useProgress(
    query.data?.school.id ?? (schoolId && SCHOOL_ID.test(schoolId) ? schoolId : undefined),
  );
  // Deferred: the page is drawn in a transition React slices into short tasks, not one long one.
  const schoolData = useDeferredValue(query.data);
  const data = useDeferredValue(progressQuery.data);
  // The checks and the milestones, below the fold, are drawn in a later transition than the overview and
  // the outline, so neither commit is one long task (decision 026).
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => {
    if (data && !belowFold) startTransition(() => setBelowFold(true));
  }, [data, belowFold]);
  if (query.isError) return <AccessProblem error={query.error} />;
  if (!schoolData) return <Spinner label={t('common.loading')} />;
  const { school, actions, plan } = schoolData;
  const canWrite = actions.includes('write');
  const status = new Map((data?.progress.sections ?? []).map((s) => [s.sectionId, s.status]));
  const firstOpen = data ? PLAN_SECTIONS.find((s) => status.get(s.id) !== 'completed') : undefined;

  const links = (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={`/schools/${school.id}/download`} variant="secondary">
        <Download aria-hidden="true" className="size-4" />
        {t('dashboard.download')}
      </ButtonLink>
      <ButtonLink to={`/schools/${school.id}/calendar`} variant="secondary">
        <CalendarDays aria-hidden="true" className="size-4" />
        {t('dashboard.calendar')}
      </ButtonLink>
      <ButtonLink to={`/schools/${school.id}/water-testing`} variant="secondary">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('dashboard.waterTests')}
      </ButtonLink>
      <ButtonLink to={`/schools/${school.id}/incidents`} variant="secondary">
        <Siren aria-hidden="true" className="size-4" />
        {t('dashboard.incidents')}
      </ButtonLink>
      <ButtonLink to={`/schools/${school.id}/review/revision-records`} variant="secondary">
        <History aria-hidden="true" className="size-4" />
        {t('dashboard.revisionRecords')}
      </ButtonLink>
      <ButtonLink to={`/schools/${school.id}/approval`} variant="secondary">
        <Stamp aria-hidden="true" className="size-4" />
        {t('dashboard.approval')}
      </ButtonLink>
      <ButtonLink to={`/schools/${school.id}/visit-reports`} variant="secondary">
        <ClipboardCheck aria-hidden="true" className="size-4" />
        {t('dashboard.visitReports')}
      </ButtonLink>
    </div>
  );

  const nextStep = canWrite && data && (
    <div className="rounded-md bg-brand-50 p-4 dark:bg-slate-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <ArrowRight aria-hidden="true" className="size-4" />
        {t('dashboard.nextStep')}
      </h3>
      {firstOpen ? (
        <p className="mt-1">
          <Link to={sectionRoute(school.id, firstOpen)} className="font-medium underline">
            {firstOpen.number} {sectionTitle(firstOpen)}
          </Link>{' '}
          — <span lang={enLang}>{firstOpen.question}</span>
        </p>
      ) : (
        <p className="mt-1">{t('dashboard.nextStepBody')}</p>
      )}
    </div>
  );

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('app.tagline')}
        title={gloss(
          t('dashboard.schoolTitle', { school: school.name }),
          translate('en', 'dashboard.schoolTitle', { school: school.name }),
        )}
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

      {!canWrite && (
        // Said by what the server allows this person here (issue 19a): provider staff manage, contractors maintain.
        <Alert tone="info">
          {t(
            actions.includes('manage')
              ? 'dashboard.readOnlyManage'
              : actions.includes('maintain')
                ? 'dashboard.readOnlyMaintain'
                : 'dashboard.readOnly',
          )}
        </Alert>
      )}

      <div className="grid gap-6 md:grid-cols-3 md:items-start">
        <div className="space-y-6 md:col-span-2">
          <Card aria-labelledby="progress-heading">
            {data ? (
              <ProgressOverview progress={data.progress}>
                {nextStep}
                {links}
              </ProgressOverview>
            ) : (
              <div className="space-y-4">
                <h2 id="progress-heading" className="text-lg font-semibold">
                  {t('progress.overview.heading')}
                </h2>
                {progressQuery.isError ? (
                  <Alert tone="error" role="alert" title={t('progress.loadFailed')}>
                    <p>{progressQuery.error.message}</p>
                    <Button variant="secondary" onClick={() => void progressQuery.refetch()}>
                      {t('common.retry')}
                    </Button>
                  </Alert>
                ) : (
                  <Spinner label={t('common.loading')} />
                )}
                {links}
              </div>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <Card aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-lg font-semibold">
              {t('dashboard.schoolDetails')}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-medium text-slate-700 dark:text-slate-300">
                  {t('dashboard.waterSource')}
                </dt>
                <dd>{waterSourceName(t, school.waterSource) ?? t('common.none')}</dd>
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
          {data && (
            <Card>
              <RecentBadges
                recent={data.badges.recent}
                count={data.badges.count}
                badgesPath={`/schools/${school.id}/badges`}
              />
            </Card>
          )}
        </div>
      </div>

      {/* The plan's outline comes first; the checks, grouped by part, after it. */}
      <SectionBars
        schoolId={school.id}
        sections={data?.progress.sections ?? null}
        parts={data?.progress.parts ?? []}
      />

      {data && belowFold && (
        <Card>
          <ComplianceList compliance={data.compliance} schoolId={school.id} />
        </Card>
      )}

      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        {data && belowFold && (
          <Card>
            <MilestoneTrack achieved={data.progress.milestonesAchieved} />
          </Card>
        )}
        <Card>
          <SectionFinder schoolId={school.id} />
        </Card>
      </div>
    </div>
  );
}
