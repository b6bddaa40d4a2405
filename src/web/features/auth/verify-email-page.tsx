import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Alert, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { AuthCard } from './auth-card';

export default function VerifyEmailPage() {
  const { t } = useI18n();
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token') ?? '';
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => call(client.GET('/api/auth/verify-email', { params: { query: { token } } })),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title={t('auth.verify.title')}>
      {token && query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isSuccess ? (
        <>
          <Alert tone="success" role="status">
            {t('auth.verify.ok')}
          </Alert>
          <ButtonLink to="/login">{t('auth.login.submit')}</ButtonLink>
        </>
      ) : (
        <>
          <Alert tone="warning" role="alert">
            {t('auth.verify.failed')}
          </Alert>
          <ButtonLink to="/login">{t('auth.login.submit')}</ButtonLink>
        </>
      )}
    </AuthCard>
  );
}
