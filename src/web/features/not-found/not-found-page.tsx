import { ArrowLeft, ArrowRight, HelpCircle, Home, School } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { findSectionById } from '../../../domain/plan/catalogue';
import {
  NOT_FOUND_REDIRECT_DELAY_MS,
  recognisedNewPath,
  schoolIdFromPath,
  suggestSections,
} from '../../../domain/plan/not-found';
import { Button, ButtonLink } from '../../components/ui/button';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';

/**
 * The school id of a not-found path: /schools/{id}/… (not the public pages under /schools/), or the
 * /school/{id}/… form of the old notification links (plan specification 2.3).
 */
export function schoolIdInPath(pathname: string): string | null {
  const fromSchools = schoolIdFromPath(pathname);
  if (fromSchools !== null) return fromSchools;
  const match = /^\/school\/([^/]+)/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Plan specification 2.7: the requested path, the heading, the text, up to five plan sections whose
 * words match the path (with the school id filled in), the four buttons, and, for an old address that
 * has a newer one, "Redirecting..." and the move there after 1.5 s, replacing the history entry.
 */
export default function NotFoundPage() {
  const { t, sectionTitle } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const pathSchoolId = schoolIdInPath(location.pathname);
  // Without a school in the path, a signed-in user's own school fills the links in.
  const userSchoolId = user?.schoolId ?? null;
  const linkSchoolId = pathSchoolId ?? userSchoolId;

  const suggestions = useMemo(
    () => suggestSections(location.pathname, linkSchoolId),
    [location.pathname, linkSchoolId],
  );
  const newPath = useMemo(
    () => recognisedNewPath(location.pathname, location.hash, userSchoolId),
    [location.pathname, location.hash, userSchoolId],
  );

  useEffect(() => {
    if (!newPath) return;
    const timer = window.setTimeout(() => navigate(newPath, { replace: true }), NOT_FOUND_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [newPath, navigate]);

  return (
    <div className="mx-auto max-w-2xl space-y-8 py-8">
      <div className="space-y-6 text-center">
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
      </div>

      {newPath && (
        <div className="text-left">
          <Alert tone="info" role="status" title={t('planFinding.notFound.redirecting')}>
            <p className="break-words">{t('planFinding.notFound.moved', { path: newPath })}</p>
            <p className="mt-2">
              <Link to={newPath} replace className="font-medium underline">
                {t('planFinding.notFound.goNow')}
              </Link>
            </p>
          </Alert>
        </div>
      )}

      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('notFound.goBack')}
        </Button>
        {pathSchoolId ? (
          <ButtonLink to={`/schools/${encodeURIComponent(pathSchoolId)}`} variant="secondary">
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

      {suggestions.length > 0 && (
        <section aria-labelledby="not-found-suggestions" className="space-y-3">
          <h2 id="not-found-suggestions" className="text-xl font-semibold">
            {t('planFinding.notFound.suggestionsTitle')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">{t('planFinding.notFound.suggestionsIntro')}</p>
          <ol className="space-y-3" data-testid="section-suggestions">
            {suggestions.map((s) => {
              const section = findSectionById(s.id);
              const title = section ? sectionTitle(section) : s.title;
              return (
                <li
                  key={s.id}
                  className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  <Link
                    to={s.route}
                    className="group inline-flex items-start gap-2 text-lg font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    <span className="shrink-0 tabular-nums">{s.number}</span> <span>{title}</span>
                    <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  </Link>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{s.description}</p>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                    <span>{t('planFinding.notFound.address')}: </span>
                    <code className="break-all">{s.route}</code>
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
