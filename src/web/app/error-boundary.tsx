import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Alert } from '../components/ui/misc';
import { useI18n } from '../i18n';
import { logError } from '../lib/error-logger';

export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  useEffect(() => logError(error, 'route'), [error]);
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <Alert tone="error">{t('error.body')}</Alert>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </div>
  );
}
