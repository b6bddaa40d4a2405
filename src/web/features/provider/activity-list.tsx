import { Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatDateTime, useActivity } from './api';

export function ActivityList({ schoolId }: { schoolId?: string }) {
  const { t } = useI18n();
  const query = useActivity(schoolId);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  const entries = query.data?.entries ?? [];
  if (!entries.length) return <p>{t('common.none')}</p>;
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-700">
      {entries.map((e) => (
        <li key={e.id} className="py-2 text-sm">
          {/* Worded by the server, in English for now (its te reo is helper 20g's). */}
          <p data-server-text="">{e.description}</p>
          <p className="text-slate-600 dark:text-slate-400">
            <time dateTime={e.timestamp}>{formatDateTime(e.timestamp)}</time>
            {e.ipAddress && ` · ${e.ipAddress}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
