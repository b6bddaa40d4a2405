import { ClipboardCheck, Droplets, HardHat, School, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { PLAN_OUTLINE_PARTS as PLAN_PARTS, SECTION_COUNT } from './plan-outline';
import { PageTitle, Prose, Source, ul } from './ui';

const AUDIENCES = [
  {
    Icon: School,
    title: 'Principals',
    body: 'See at a glance what is done, what is missing and what needs signing off, without learning water engineering.',
  },
  {
    Icon: Users,
    title: 'Office managers',
    body: 'Answer one plain question at a time, keep test results and records in one place, and pick up where you left off.',
  },
  {
    Icon: HardHat,
    title: 'Contractors',
    body: 'Record filter changes, UV lamp replacements and tank inspections on your phone, straight into the school’s records.',
  },
] as const;

export default function HomePage() {
  const { t, partTitle, miLang } = useI18n();
  const { user } = useAuth();
  return (
    <>
      <PageTitle title="Drinking Water Safety Plans for schools" />
      <section
        aria-labelledby="home-title"
        className="rounded-xl bg-brand-50 px-5 py-10 sm:px-10 dark:bg-slate-900"
      >
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300">
          <Droplets aria-hidden="true" className="size-5" />
          For New Zealand schools that supply their own water
        </p>
        <h1 id="home-title" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          Safe water at school, and a safety plan you can keep up to date
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700 dark:text-slate-300">
          About 450 New Zealand schools (WaiKura’s working estimate) get their drinking water from roof tanks,
          bores, springs or streams. Each of them needs a Drinking Water Safety Plan, unless it meets an
          Acceptable Solution instead. WaiKura walks your school through that plan one plain question at a
          time, keeps it current, and gets it ready to send to Taumata Arowai, the drinking water regulator.
        </p>
        <div lang={miLang} className="mt-6 flex flex-wrap gap-3">
          {user ? (
            <ButtonLink to="/dashboard">{t('nav.dashboard')}</ButtonLink>
          ) : (
            <>
              <ButtonLink to="/register">{t('auth.login.createAccount')}</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                {t('auth.login.submit')}
              </ButtonLink>
            </>
          )}
          <ButtonLink to="/schools" variant="ghost">
            {t('publicStart.home.schools')}
          </ButtonLink>
        </div>
      </section>

      {/* Issue 20b: the guided start and the two ways in. */}
      <section
        aria-labelledby="start-title"
        className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="max-w-2xl flex-1">
          <h2 id="start-title" className="text-lg font-semibold">
            {t('publicStart.home.title')}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('publicStart.home.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/getstarted" variant="secondary">
            {t('publicStart.nav.getStarted')}
          </ButtonLink>
          <ButtonLink to="/dual-home" variant="ghost">
            {t('publicStart.home.chooseWay')}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="who-title" className="mt-14">
        <h2 id="who-title" className="text-2xl font-bold tracking-tight">
          Who WaiKura is for
        </h2>
        <p className="mt-3 max-w-3xl leading-7">
          The people who look after a school’s water are rarely water engineers. WaiKura is written for them.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {AUDIENCES.map(({ Icon, title, body }) => (
            <li
              key={title}
              className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-800 dark:text-brand-300" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-7 text-slate-700 dark:text-slate-300">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <Prose className="mt-14">
        <h2 id="law">What the law asks of your school</h2>
        <p>
          If your school gives students, staff and visitors drinking water from its own supply, the school is
          a drinking water supplier under the Water Services Act 2021. The owner of every drinking water
          supply must develop and follow a Drinking Water Safety Plan for it (sections 30 and 31 of the Act),
          and must also manage the risks to its source water (section 43).
        </p>
        <Source doc="medium" pages={4} />
        <p>
          The plan answers a handful of questions: what makes up your supply, what it looks like, what can go
          wrong and how you control it, how you will respond to an incident, and when you will review the
          plan. The supply’s owner, or someone representing them, approves it.
        </p>
        <Source doc="small" pages="2–12" />
        <p>
          WaiKura’s summary of the law’s transition dates, which the regulator’s documents WaiKura holds do
          not state: suppliers that were not registered before 15 November 2021 had until November 2025 to
          register with Taumata Arowai, and have until November 2028 to provide a safety plan or meet an
          Acceptable Solution. Check the dates that apply to your school on the Taumata Arowai website, and
          read <Link to="/schools">what your school needs to do</Link>.
        </p>
      </Prose>

      <section aria-labelledby="parts-title" className="mt-14">
        <h2 id="parts-title" className="text-2xl font-bold tracking-tight">
          How your plan comes together
        </h2>
        <p className="mt-3 max-w-3xl leading-7">
          Your plan has {PLAN_PARTS.length} parts and {SECTION_COUNT} sections. Each section asks one plain
          question; the regulator’s name for it is shown underneath. You can work through them in any order.
        </p>
        <ol className="mt-6 grid gap-4 md:grid-cols-2">
          {PLAN_PARTS.map((part) => (
            <li
              key={part.id}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-800 text-lg font-bold text-white dark:bg-brand-300 dark:text-slate-950"
              >
                {part.number}
              </span>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Part {part.number}: </span>
                  {part.question}
                </h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  <span lang={miLang}>{partTitle(part)}</span> ·{' '}
                  {part.sectionCount === 1 ? '1 section' : `${part.sectionCount} sections`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <Prose className="mt-14">
        <h2 id="helps">How WaiKura helps</h2>
        <ul className={ul}>
          <li>
            <strong>Plain questions, with the regulator’s words alongside.</strong> “What can go wrong with
            your water?” comes first; “Risk assessment” is the smaller label.
          </li>
          <li>
            <strong>Examples from real schools.</strong> Roof tanks on the hall, a bore in the back paddock, a
            UV unit in the caretaker’s shed.
          </li>
          <li>
            <strong>You always know what is left.</strong> Every part shows its progress and the next thing to
            do.
          </li>
          <li>
            <strong>Your contractor keeps the records straight.</strong> Maintenance they record becomes part
            of your plan’s evidence.
          </li>
          <li>
            <strong>Facts you can check.</strong> Guidance cites the Taumata Arowai document and page it comes
            from.
          </li>
        </ul>
        <p>
          Learn about <Link to="/source-water">the hazards of roof water, bores, springs and streams</Link>,
          or how <Link to="/acceptable-solutions">Acceptable Solutions</Link> differ from a full plan.
        </p>
      </Prose>

      {/* Issue 20: the sample plan (decision 040). */}
      <section
        aria-labelledby="sample-title"
        lang={miLang}
        className="mt-14 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="sample-title" className="text-xl font-bold">
          {t('samplePlan.homeTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('samplePlan.homeBody')}</p>
        <p className="mt-3">
          <Link to="/ta-demo">{t('samplePlan.homeLink')}</Link>
        </p>
      </section>

      <section
        aria-labelledby="start-title"
        className="mt-14 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex gap-3">
          <ClipboardCheck aria-hidden="true" className="size-8 shrink-0 text-brand-800 dark:text-brand-300" />
          <div>
            <h2 id="start-title" className="text-xl font-bold">
              Ready to start your school’s plan?
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              Creating an account takes a few minutes. Your team can join you once the school is set up.
            </p>
          </div>
        </div>
        <div lang={miLang} className="flex flex-wrap gap-3">
          {user ? (
            <ButtonLink to="/dashboard">{t('nav.dashboard')}</ButtonLink>
          ) : (
            <>
              <ButtonLink to="/register">{t('nav.register')}</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                {t('nav.login')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
    </>
  );
}
