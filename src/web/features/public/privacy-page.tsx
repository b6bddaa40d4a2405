import { Link } from 'react-router';
import { CHAT_HISTORY_HOURS, RETENTION_DAYS } from '../../../domain/retention';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { SupportContact } from './contact';
import { OnThisPage, PageTitle, Prose, Table, ul } from './ui';

const SECTIONS = [
  { id: 'summary', label: 'In short' },
  { id: 'collect', label: 'What we collect and why' },
  { id: 'others', label: 'Information about other people' },
  { id: 'who-sees', label: 'Who can see it' },
  { id: 'providers', label: 'Service providers and overseas storage' },
  { id: 'browser', label: 'Cookies and your browser' },
  { id: 'security', label: 'How we protect it' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'rights', label: 'Seeing and correcting your information' },
  { id: 'breaches', label: 'If something goes wrong' },
  { id: 'contact', label: 'Contact and complaints' },
];

export default function PrivacyPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={t('nav.privacy')} />
      <PageHeader
        eyebrow={t('nav.privacy')}
        title="Privacy policy"
        lead="What personal information WaiKura collects, why, who can see it, how long we keep it, and your rights under the Privacy Act 2020."
      />
      <OnThisPage label={t('public.onThisPage')} items={SECTIONS} />
      <Prose className="mt-8">
        <h2 id="summary">In short</h2>
        <ul className={ul}>
          <li>
            We collect what we need to run your school’s safety plan and keep accounts secure, and nothing for
            advertising.
          </li>
          <li>
            Only people your school has been given access for can see its plan. Every request is checked on
            our server.
          </li>
          <li>
            We record sign-ins and changes, with the IP address and browser used, to protect accounts and show
            who changed what.
          </li>
          <li>You can ask to see and correct the personal information we hold about you.</li>
        </ul>
        <p>
          We handle personal information under the Privacy Act 2020 and its information privacy principles: we
          collect it for a clear purpose, keep it safe, let you see and correct it, keep it only as long as we
          need it, and use and share it only for the purpose we collected it for.
        </p>

        <h2 id="collect">What we collect and why</h2>
        <Table caption="Personal information WaiKura holds">
          <thead>
            <tr>
              <th scope="col">Information</th>
              <th scope="col">What it includes</th>
              <th scope="col">Why we need it</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Account details</th>
              <td>
                Your name, email address, role, the school your account belongs to, whether your email is
                verified, and your password in a scrambled (hashed) form we cannot read.
              </td>
              <td>
                To let you sign in, show your name next to your work, and send you verification and password
                reset links.
              </td>
            </tr>
            <tr>
              <th scope="row">School plan data</th>
              <td>
                Your school’s details, the plan’s answers, names and phone numbers of key and emergency
                contacts, photos, test results and maintenance records.
              </td>
              <td>To build, keep and print your school’s Drinking Water Safety Plan.</td>
            </tr>
            <tr>
              <th scope="row">Activity log</th>
              <td>
                Sign-ins, failed sign-in attempts and sign-outs, changes to plans and to who has access, with
                the time, the IP address and the browser’s description of itself.
              </td>
              <td>
                For security: to spot and investigate misuse of an account, and to show your school and
                WaiKura staff who changed what.
              </td>
            </tr>
            <tr>
              <th scope="row">Sign-in sessions</th>
              <td>The IP address and browser of each signed-in session.</td>
              <td>To keep you signed in for up to 7 days and to end sessions when your password changes.</td>
            </tr>
            <tr>
              <th scope="row">Failed sign-in attempts</th>
              <td>The email address or IP address that was tried, and when.</td>
              <td>To block password guessing. After too many failures, sign-in is paused for 15 minutes.</td>
            </tr>
            <tr>
              <th scope="row">Error reports</th>
              <td>
                When a page fails: the error, the page address, your browser, your IP address and your
                account, if signed in.
              </td>
              <td>To find and fix faults.</td>
            </tr>
            <tr>
              <th scope="row">Questions to WaiKura AI</th>
              <td>
                If you use the assistant: your questions, its answers, and the parts of your school’s plan
                needed to answer.
              </td>
              <td>To answer your question about your school’s plan.</td>
            </tr>
          </tbody>
        </Table>

        <h2 id="others">Information about other people</h2>
        <p>
          Your plan names people: key contacts, the emergency contact, contractors, the person who approves
          the plan. Before you add someone’s details, make sure they know they will be in the plan and why.
          Use work contact details where you can.
        </p>

        <h2 id="who-sees">Who can see it</h2>
        <p>
          Access is decided on our server, for every request, from your role and your school. Nobody sees a
          school’s information unless one of these rules allows it.
        </p>
        <Table caption="Who can see and change a school’s information">
          <thead>
            <tr>
              <th scope="col">Who</th>
              <th scope="col">What they can do</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Your school’s principal and school admins</th>
              <td>See and change your own school’s plan. Not other schools’.</td>
            </tr>
            <tr>
              <th scope="row">Contractors assigned to your school</th>
              <td>See the plan and record maintenance, only while their assignment is active.</td>
            </tr>
            <tr>
              <th scope="row">Viewers</th>
              <td>
                See the plan, only until the end date of their access. Your school can ask for access to be
                revoked at any time.
              </td>
            </tr>
            <tr>
              <th scope="row">WaiKura staff</th>
              <td>
                See the plan, manage who has access, and read your school’s activity log, to set up and
                support your school. They do not change your answers.
              </td>
            </tr>
            <tr>
              <th scope="row">Taumata Arowai and other agencies</th>
              <td>
                Nothing from WaiKura. Your school sends its own plan to the regulator. We only disclose
                information when the law requires us to.
              </td>
            </tr>
          </tbody>
        </Table>

        <h2 id="providers">Service providers and overseas storage</h2>
        <p>
          We use other companies to run parts of WaiKura: hosting and database storage, email delivery, text
          message delivery for alerts where it is used, and an AI service if you use WaiKura AI. They may only
          use the information to provide their service to us. Some of them may store or process information
          outside New Zealand; when that happens we only use providers that protect it in ways comparable to
          the Privacy Act 2020.
        </p>
        <p>We do not sell personal information, and we do not use it for advertising.</p>

        <h2 id="browser">Cookies and your browser</h2>
        <ul className={ul}>
          <li>
            One cookie keeps you signed in. It is needed for WaiKura to work and is not used to track you. A
            second holds only the language you read WaiKura in, so the server prepares your pages for it.
          </li>
          <li>
            Your browser remembers your theme (light or dark) and language. A short list of recent page errors
            is kept on your device to help us fix faults.
          </li>
          <li>We do not use advertising cookies or trackers.</li>
        </ul>

        <h2 id="security">How we protect it</h2>
        <ul className={ul}>
          <li>
            Every request for a school’s information is checked against the access rules above before anything
            is read or written.
          </li>
          <li>Passwords are stored hashed; password reset links work once and expire after one hour.</li>
          <li>Repeated failed sign-ins are slowed down to stop password guessing.</li>
          <li>Changing your password signs you out of your other sessions.</li>
        </ul>

        <h2 id="retention">How long we keep it</h2>
        <p>We keep personal information only as long as we need it for the purposes above.</p>
        <Table caption="How long WaiKura keeps information">
          <thead>
            <tr>
              <th scope="col">Information</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Account details</th>
              <td>While your account is open, then deleted within 90 days of it being closed.</td>
            </tr>
            <tr>
              <th scope="row">School plan data</th>
              <td>
                While your school uses WaiKura. If your school leaves, we keep it for 90 days so the school
                can take a copy, then delete it.
              </td>
            </tr>
            <tr>
              <th scope="row">Activity log</th>
              <td>{RETENTION_DAYS.activityLog / 365} years, then deleted automatically.</td>
            </tr>
            <tr>
              <th scope="row">Sign-in sessions</th>
              <td>
                Until you sign out or the session ends, at most 7 days; expired sessions are deleted daily.
              </td>
            </tr>
            <tr>
              <th scope="row">Failed sign-in attempts and error reports</th>
              <td>
                Failed sign-ins are counted, not listed: a count is deleted {RETENTION_DAYS.rateLimits} days
                after the last attempt. Error reports are deleted after {RETENTION_DAYS.clientErrors} days.
              </td>
            </tr>
            <tr>
              <th scope="row">Page speed figures</th>
              <td>
                How long a page took to show and to answer, with the page's address pattern and nothing about
                who you are; {RETENTION_DAYS.webVitals} days, then deleted automatically.
              </td>
            </tr>
            <tr>
              <th scope="row">Questions to WaiKura AI</th>
              <td>
                Your questions and its answers, so you can read back the conversation: {CHAT_HISTORY_HOURS}{' '}
                hours, then deleted automatically.
              </td>
            </tr>
          </tbody>
        </Table>
        <p>Deleted information can remain in our backups for a short time until they are replaced.</p>

        <h2 id="rights">Seeing and correcting your information</h2>
        <p>
          You can ask for a copy of the personal information we hold about you, and ask us to correct it. You
          can change your name and password yourself on your <Link to="/profile">profile page</Link>. For
          anything else, contact us (below). We will answer within 20 working days, as the Privacy Act 2020
          requires.
        </p>

        <h2 id="breaches">If something goes wrong</h2>
        <p>
          If a privacy breach is likely to cause someone serious harm, we will tell the people affected and
          the Privacy Commissioner as soon as we can, as the Privacy Act 2020 requires.
        </p>

        <h2 id="contact">Contact and complaints</h2>
        <p>
          <SupportContact privacy />
        </p>
        <p>
          If you are not happy with how we handle a privacy concern, you can complain to the Office of the
          Privacy Commissioner at <a href="https://www.privacy.org.nz">privacy.org.nz</a>.
        </p>
      </Prose>
    </>
  );
}
