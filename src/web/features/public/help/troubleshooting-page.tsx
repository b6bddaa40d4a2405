import { Link } from 'react-router';
import { Alert, PageHeader } from '../../../components/ui/misc';
import { useI18n } from '../../../i18n';
import { SupportContact } from '../contact';
import { OnThisPage, PageTitle, Prose, ul } from '../ui';

export default function TroubleshootingPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={`${t('public.help.troubleshooting')} – ${t('public.help.title')}`} />
      <PageHeader
        eyebrow={t('public.help.title')}
        title="Troubleshooting"
        lead="What to try when you cannot log in, an email has not arrived, you have forgotten your password, or you need access to another school."
      />
      <OnThisPage
        label={t('public.onThisPage')}
        items={[
          { id: 'login', label: 'I cannot log in' },
          { id: 'verification', label: 'The verification email has not arrived' },
          { id: 'password', label: 'I have forgotten my password' },
          { id: 'other-school', label: 'I need access to another school' },
          { id: 'page-error', label: 'A page shows an error' },
          { id: 'still-stuck', label: 'Still stuck?' },
        ]}
      />
      <Prose className="mt-8">
        <h2 id="login">I cannot log in</h2>
        <ul className={ul}>
          <li>
            Check the email address. Use the one you registered with, or the one your invitation was sent to.
            Capital letters in the address do not matter.
          </li>
          <li>
            Passwords do matter: check that Caps Lock is off, and that your device has not changed a letter
            for you.
          </li>
          <li>
            If your email address is not verified yet, you cannot log in. Logging in sends you a new
            verification link: open it, then log in again.
          </li>
          <li>
            If you were invited but never set a password, use the link in your invitation email. If it no
            longer works, use <Link to="/forgot-password">Forgot your password?</Link> to choose one.
          </li>
        </ul>
        <Alert tone="warning" title="“Too many failed login attempts”">
          After several wrong passwords, WaiKura pauses logging in to that account for 15 minutes to stop
          anyone guessing it. Wait 15 minutes, or <Link to="/forgot-password">choose a new password</Link>{' '}
          now.
        </Alert>

        <h2 id="verification">The verification email has not arrived</h2>
        <ul className={ul}>
          <li>Give it a few minutes. Then look in your junk, spam or quarantine folder.</li>
          <li>
            School email systems sometimes hold messages from senders they do not know. Ask whoever looks
            after your school’s email to release it and to allow email from WaiKura.
          </li>
          <li>
            The link works for 24 hours. If it has expired, or never arrived, <Link to="/login">log in</Link>:
            a new link is sent each time an unverified account tries to log in.
          </li>
          <li>
            If you think you typed your email address wrongly when you registered, contact us (below) rather
            than registering again.
          </li>
        </ul>

        <h2 id="password">I have forgotten my password</h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Go to <Link to="/forgot-password">Forgot your password?</Link> and enter your email address.
          </li>
          <li>
            Open the email and choose a new password of at least 12 characters. A short sentence is easy to
            remember and hard to guess.
          </li>
          <li>Log in with the new password.</li>
        </ol>
        <p>
          The link works once and expires after one hour. For your safety, we show the same message whether or
          not an account uses that address. Choosing a new password logs you out on your other devices.
        </p>

        <h2 id="other-school">I need access to another school</h2>
        <p>What to do depends on who you are.</p>
        <ul className={ul}>
          <li>
            <strong>Principals and school admins:</strong> your account is linked to one school, and you can
            only open that school’s plan. If you have moved schools, or your account is linked to the wrong
            school or to none, ask WaiKura staff to link it to the right one.
          </li>
          <li>
            <strong>Contractors:</strong> WaiKura staff assign you to each school you work for. Every school
            you are assigned to appears on your dashboard; when an assignment ends, that school disappears.
          </li>
          <li>
            <strong>Board members and auditors:</strong> ask the school to arrange viewer access through
            WaiKura staff. It lets you read the plan until an agreed date.
          </li>
        </ul>
        <p>
          If a page says “You do not have access to this school.”, you are logged in with an account that is
          not linked to that school. Check which account you are using: a personal and a school email address
          are two different accounts.
        </p>

        <h2 id="page-error">A page shows an error</h2>
        <p>
          Reload the page. Anything you saved is kept. The error is recorded automatically so we can fix it.
          If it keeps happening, tell us which page and what you were doing.
        </p>

        <h2 id="still-stuck">Still stuck?</h2>
        <p>
          <SupportContact />
        </p>
      </Prose>
    </>
  );
}
