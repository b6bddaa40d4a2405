import { HardHat, School } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { PageTitle } from './ui';

/**
 * `/dual-home` (plan specification 2.3): the home that asks one question first, which kind of visitor you
 * are, and sends each to the start that fits. Issue 20b.
 */
export default function DualHomePage() {
  const { t, miLang } = useI18n();
  const ways = [
    {
      id: 'school',
      Icon: School,
      title: t('publicStart.dual.school.title'),
      body: t('publicStart.dual.school.body'),
      action: t('publicStart.dual.school.action'),
      to: '/getstarted',
    },
    {
      id: 'provider',
      Icon: HardHat,
      title: t('publicStart.dual.provider.title'),
      body: t('publicStart.dual.provider.body'),
      action: t('publicStart.dual.provider.action'),
      to: '/getstarted#contractors',
    },
  ];
  return (
    <>
      <PageTitle title={t('publicStart.dual.title')} />
      <PageHeader eyebrow={t('publicStart.dual.eyebrow')} title={t('publicStart.dual.title')} />
      {/* Messages inside the public pages' English container: marked as te reo when they are (decision 042). */}
      <ul lang={miLang} className="grid gap-6 md:grid-cols-2">
        {ways.map(({ id, Icon, title, body, action, to }) => (
          <li
            key={id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <Icon aria-hidden="true" className="size-9 text-brand-800 dark:text-brand-300" />
            <h2 id={`way-${id}`} className="mt-4 text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="mt-3 flex-1 leading-7 text-slate-700 dark:text-slate-300">{body}</p>
            <div className="mt-6">
              <ButtonLink to={to} aria-describedby={`way-${id}`}>
                {action}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <p lang={miLang} className="mt-10">
        {t('publicStart.dual.signedIn')} <Link to="/login">{t('nav.login')}</Link>
      </p>
    </>
  );
}
