import { ArrowLeft, HelpCircle, Home, School } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../i18n';

/** Plan specification 2.7: the requested path, the heading, the text and the four buttons. */
export function schoolIdInPath(pathname: string): string | null {
  const match = /^\/(?:schools|school)\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export default function NotFoundPage() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const schoolId = schoolIdInPath(location.pathname);
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-8 text-center">
      <p className="text-6xl font-bold text-brand-800 dark:text-brand-300" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('notFound.body')}</p>
      <p>
        <span className="text-slate-700 dark:text-slate-300">{t('notFound.requested')}: </span>
        <code
          className="break-all rounded bg-slate-100 px-2 py-1 dark:bg-slate-800"
          data-testid="requested-path"
        >
          {location.pathname}
          {location.search}
        </code>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('notFound.goBack')}
        </Button>
        {schoolId ? (
          <ButtonLink to={`/schools/${encodeURIComponent(schoolId)}`} variant="secondary">
            <School aria-hidden="true" className="size-4" />
            {t('notFound.schoolDashboard')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/schools" variant="secondary">
            <School aria-hidden="true" className="size-4" />
            {t('notFound.browseSchools')}
          </ButtonLink>
        )}
        <ButtonLink to="/">
          <Home aria-hidden="true" className="size-4" />
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to="/help" variant="secondary">
          <HelpCircle aria-hidden="true" className="size-4" />
          {t('notFound.help')}
        </ButtonLink>
      </div>
    </div>
  );
}
