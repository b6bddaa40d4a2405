import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { Redirect } from '../../lib/redirect';

/** For a signed-in user with no school: the schools they can reach, or how to get access. */
export default function SchoolSelectionPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useQuery({
    queryKey: ['schools', 'mine'],
    queryFn: () => call(client.GET('/api/schools', { params: { query: { limit: 100 } } })),
  });
  if (user?.schoolId) return <Redirect to={`/schools/${user.schoolSlug ?? user.schoolId}`} />;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('selection.title')} />
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.data?.schools.length ? (
        <ul className="space-y-3">
          {query.data.schools.map((s) => (
            <li key={s.id}>
              <Card className="flex items-center justify-between gap-4">
                <span className="font-medium">{s.name}</span>
                <ButtonLink to={`/schools/${s.slug}`} size="sm">
                  {t('common.open')}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className="space-y-4">
          <Alert tone="info">{t('selection.body')}</Alert>
          <p>
            {t('selection.contact')} <a href="/help/contact">{t('nav.help')}</a>
          </p>
        </div>
      )}
    </div>
  );
}
