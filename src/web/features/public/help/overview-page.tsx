import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/misc';
import { useI18n } from '../../../i18n';
import { PART_COUNT, PLAN_OUTLINE_PARTS as PLAN_PARTS, SECTION_COUNT } from '../plan-outline';
import { ol, PageTitle, Prose, ul } from '../ui';

export default function HelpOverviewPage() {
  const { t, partTitle } = useI18n();
  return (
    <>
      <PageTitle title={`${t('public.help.overview')} – ${t('public.help.title')}`} />
      <PageHeader
        eyebrow={t('public.help.title')}
        title="Getting started with WaiKura"
        lead="From creating your school’s account to sending the finished plan to Taumata Arowai, step by step."
      />
      <Prose>
        <h2 id="steps">The steps</h2>
        <ol className={ol}>
          <li>
            <strong>Create your school’s account.</strong> The principal usually does this on the{' '}
            <Link to="/register">create an account</Link> page, with the school’s name, their own name, their
            email address and a password of at least 12 characters.
          </li>
          <li>
            <strong>Verify your email address.</strong> We send you a link; open it within 24 hours. If it has
            expired, log in and a new link is sent to you.
          </li>
          <li>
            <strong>Log in.</strong> You arrive at your school’s dashboard: the plan, part by part, with what
            is done and what to do next.
          </li>
          <li>
            <strong>Answer the plan’s questions.</strong> There are {PART_COUNT} parts and {SECTION_COUNT}{' '}
            sections. Each asks one plain question, with a hint and an example. Work in any order.
          </li>
          <li>
            <strong>Bring in your team.</strong> WaiKura staff invite your office manager or other school
            admins, assign your contractor, and give read-only access to board members or auditors. Each
            person gets an email with a link to set their password.
          </li>
          <li>
            <strong>Keep the records coming.</strong> Your contractor records maintenance as it happens; you
            add test results when they arrive.
          </li>
          <li>
            <strong>Approve and send the plan.</strong> When every section is complete, the principal approves
            the plan. Print or save it, then upload it in Hinekōrako, the regulator’s portal (see{' '}
            <Link to="/faq#submit">how to upload a plan</Link>).
          </li>
          <li>
            <strong>Review it every year</strong>, and whenever your supply, your people or your water change.
          </li>
        </ol>

        <h2 id="parts">The parts of your plan</h2>
        <ol className={ol}>
          {PLAN_PARTS.map((part) => (
            <li key={part.id}>
              <strong>{part.question}</strong>{' '}
              <span className="text-slate-600 dark:text-slate-400">({partTitle(part)})</span>
            </li>
          ))}
        </ol>

        <h2 id="statuses">What the section statuses mean</h2>
        <ul className={ul}>
          <li>
            <strong>{t('status.not_started')}</strong>: nothing has been entered yet.
          </li>
          <li>
            <strong>{t('status.in_progress')}</strong>: some answers are in, but the section has not been
            marked complete.
          </li>
          <li>
            <strong>{t('status.completed')}</strong>: the section has been filled in and marked complete.
          </li>
        </ul>

        <h2 id="settings">Display and language</h2>
        <p>
          At the top of every page you can choose a light or dark theme, or follow your device’s setting, and
          switch between English and te reo Māori. On a phone, these are in the menu. WaiKura remembers your
          choice on that device.
        </p>

        <h2 id="more">More help</h2>
        <ul className={ul}>
          <li>
            <Link to="/help/faq">Questions about using WaiKura</Link>
          </li>
          <li>
            <Link to="/help/troubleshooting">Problems logging in or getting emails</Link>
          </li>
          <li>
            <Link to="/help/glossary">What the words in the plan mean</Link>
          </li>
          <li>
            <Link to="/help/documents">The regulator’s documents we use</Link>
          </li>
          <li>
            <Link to="/help/contact">How to contact WaiKura and Taumata Arowai</Link>
          </li>
        </ul>
      </Prose>
    </>
  );
}
