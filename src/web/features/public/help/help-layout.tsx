import { NavLink, Outlet } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../i18n';
import { HELP_TOPICS } from './topics';

/** The help area: a list of topics beside (on small screens, above) the chosen topic. */
export default function HelpLayout() {
  const { t, miLang } = useI18n();
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={t('public.help.topics')} lang={miLang} className="lg:sticky lg:top-4 lg:self-start">
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
          {t('public.help.topics')}
        </p>
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.slug}>
              <NavLink
                to={`/help/${topic.slug}`}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md border px-3 py-2 font-medium no-underline lg:border-0 lg:border-l-4',
                    isActive
                      ? 'border-brand-800 bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4 dark:border-brand-300 dark:bg-slate-800 dark:text-brand-100'
                      : 'border-slate-300 text-slate-800 hover:bg-slate-100 lg:border-transparent dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 lg:dark:border-transparent',
                  )
                }
              >
                {t(topic.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
