import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useI18n } from '../../../i18n';
import { PageTitle } from '../ui';

/** An unknown help topic: the not-found message, with the way back to the help overview. */
export default function HelpNotFound() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className="max-w-3xl space-y-4">
      <PageTitle title={t('notFound.title')} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('notFound.body')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('notFound.requested')}:{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{pathname}</code>
      </p>
      <p>Choose a topic from the list, or go back to the start of the help pages.</p>
      <ButtonLink to="/help">{t('public.help.backToHelp')}</ButtonLink>
    </div>
  );
}
