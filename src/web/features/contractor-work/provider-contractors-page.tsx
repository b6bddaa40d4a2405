import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';

/** `/waikura/contractor-profiles`: the contractors listed as available, their specialisations and certificates. */
export default function ProviderContractorsPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') === 'all' ? 'all' : 'active';
  const query = useQuery({
    queryKey: ['provider', 'contractor-profiles', status],
    queryFn: () => call(client.GET('/api/contractor-profiles', { params: { query: { status } } })),
  });
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('work.provider.eyebrow')}
        title={t('work.contractors.title')}
        lead={t('work.contractors.lead')}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-brand-800"
          checked={status === 'all'}
          onChange={(e) => setSearch(e.target.checked ? { status: 'all' } : {}, { replace: true })}
        />
        {t('work.contractors.showAll')}
      </label>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <AccessProblem error={query.error} />
      ) : query.data.profiles.length === 0 ? (
        <Alert tone="info">{t('work.contractors.none')}</Alert>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('work.contractors.title')}</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pr-4">
                  {t('work.contractors.name')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('work.profile.specializations')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('work.profile.certifications')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('work.contractors.schools')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('work.contractors.listing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.profiles.map((p) => (
                <tr key={p.userId} className="border-b border-slate-200 align-top dark:border-slate-700">
                  <td className="py-2 pr-4">
                    <span className="font-medium">{p.name}</span>
                    <br />
                    <span className="text-sm">{p.email}</span>
                  </td>
                  <td className="py-2 pr-4">{p.specializations.join(', ') || '—'}</td>
                  <td className="py-2 pr-4">
                    {p.certifications.length === 0 ? (
                      '—'
                    ) : (
                      <ul className="list-none p-0">
                        {p.certifications.map((c) => (
                          <li key={c.id}>
                            {c.name}
                            {c.expiresOn &&
                              (c.expiresInDays !== null && c.expiresInDays < 0 ? (
                                <span className="font-medium text-red-800 dark:text-red-300">
                                  {' '}
                                  ({t('work.profile.expired', { date: formatDate(c.expiresOn) })})
                                </span>
                              ) : (
                                <span>
                                  {' '}
                                  ({t('work.contractors.until', { date: formatDate(c.expiresOn) })})
                                </span>
                              ))}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="py-2 pr-4">{p.activeAssignments}</td>
                  <td className="py-2 pr-4">
                    {p.profileStatus === 'active' ? t('work.profile.listed') : t('work.profile.notListed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
