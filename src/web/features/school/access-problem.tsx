import { homePathFor } from '../../../domain/navigation';
import { ButtonLink } from '../../components/ui/button';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';

/** What a person sees when the server refuses or cannot find a school, or cannot be reached. */
/** `message` says why, when the page knows better than the error (a page for another role). */
export function AccessProblem({ error, message: why }: { error: unknown; message?: string }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const message = why ?? (error instanceof ApiError ? error.message : t('common.somethingWrong'));
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">
        {error instanceof ApiError && error.status === 404
          ? t('notFound.title')
          : error instanceof ApiError && error.code === 'network'
            ? t('offline.page.title')
            : t('error.forbidden')}
      </h1>
      <Alert tone="warning">{message}</Alert>
      {user && <ButtonLink to={homePathFor(user)}>{t('nav.dashboard')}</ButtonLink>}
    </div>
  );
}
