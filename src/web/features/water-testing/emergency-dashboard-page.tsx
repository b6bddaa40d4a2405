/** /waikura/emergency: open incidents across every school, for provider staff (issue 16). */
import { Link } from 'react-router';
import { Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { AccessProblem } from '../school';
import { useEmergencyDashboard } from './api';
import { clockText } from './clock-words';

export default function EmergencyDashboardPage() {
  const { t } = useI18n();
  const query = useEmergencyDashboard();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  return (
    <div className="space-y-8">
      <PageHeader title={t('emergency.title')} lead={t('emergency.lead')} />
      <section aria-labelledby="open-heading" className="space-y-3">
        <h2 id="open-heading" className="text-xl font-semibold">
          {t('incidents.open')} ({query.data.incidents.length})
        </h2>
        {query.data.incidents.length === 0 ? (
          <p>{t('emergency.none')}</p>
        ) : (
          <ol className="space-y-3">
            {query.data.incidents.map((i) => (
              <li key={i.id}>
                <Card as="article">
                  <h3 className="font-semibold">
                    {i.schoolName}:{' '}
                    {/* The incident's title as it was written when it was opened (a record). */}
                    <Link
                      to={`/schools/${i.schoolId}/incidents/${i.id}`}
                      className="underline"
                      data-user-content=""
                    >
                      {i.title}
                    </Link>
                  </h3>
                  <p className="text-sm">
                    {clockText(t, i.clock.elapsedMs, false)} ·{' '}
                    <strong className={i.regulatorNotifiedAt ? '' : 'text-red-800 dark:text-red-300'}>
                      {i.regulatorNotifiedAt ? t('emergency.regulatorTold') : t('emergency.regulatorNotTold')}
                    </strong>
                  </p>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
