import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { SupportContact } from './contact';
import { OnThisPage, PageTitle, Prose, ul } from './ui';

const SECTIONS = [
  { id: 'about', label: 'About these terms' },
  { id: 'service', label: 'What WaiKura provides' },
  { id: 'responsibility', label: 'Your school stays responsible for its water' },
  { id: 'accounts', label: 'Accounts and access' },
  { id: 'use', label: 'Using WaiKura properly' },
  { id: 'content', label: 'Your school’s content' },
  { id: 'guidance', label: 'Guidance and the WaiKura AI assistant' },
  { id: 'availability', label: 'Availability and changes' },
  { id: 'ending', label: 'Ending your use of WaiKura' },
  { id: 'liability', label: 'Liability' },
  { id: 'law', label: 'New Zealand law' },
  { id: 'contact', label: 'Questions about these terms' },
];

export default function TermsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={t('nav.terms')} />
      <PageHeader
        eyebrow={t('nav.terms')}
        title="Terms of service"
        lead="The rules for using WaiKura, in plain words. By creating an account or using WaiKura, you agree to them."
      />
      <OnThisPage label={t('public.onThisPage')} items={SECTIONS} />
      <Prose className="mt-8">
        <h2 id="about">About these terms</h2>
        <p>
          These terms are an agreement between WaiKura and each person who uses WaiKura, and the school they
          use it for. “You” means you as a user and, where it makes sense, your school. If your school has a
          separate written agreement with WaiKura, that agreement applies where it differs from these terms.
        </p>

        <h2 id="service">What WaiKura provides</h2>
        <p>
          WaiKura is an online service that helps New Zealand schools that supply their own drinking water to
          prepare, keep and review a Drinking Water Safety Plan, record maintenance and test results, and give
          the right people access to them.
        </p>

        <h2 id="responsibility">Your school stays responsible for its water</h2>
        <ul className={ul}>
          <li>
            Your school is the drinking water supplier. Using WaiKura does not move any duty under the Water
            Services Act 2021 to WaiKura.
          </li>
          <li>
            Your school is responsible for what its plan says, for registering its supply, for sending its
            plan to Taumata Arowai, for testing, for notifying the regulator when required, and for acting in
            an emergency.
          </li>
          <li>WaiKura is not Taumata Arowai and does not approve or certify plans.</li>
        </ul>

        <h2 id="accounts">Accounts and access</h2>
        <ul className={ul}>
          <li>
            Each account is for one person. Do not share your password or let anyone else use your account.
          </li>
          <li>
            Keep your email address up to date: we use it to send verification and password reset links, and
            important notices.
          </li>
          <li>
            WaiKura staff give access to a school’s plan when the school asks, and remove it when the school
            asks. Contractors can only see the schools they are assigned to, and viewers only until their
            access ends.
          </li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>

        <h2 id="use">Using WaiKura properly</h2>
        <p>You must not:</p>
        <ul className={ul}>
          <li>try to see or change information of a school you do not have access to;</li>
          <li>test, probe or overload WaiKura’s systems, or get around its security;</li>
          <li>upload anything unlawful, harmful or that you have no right to share, such as malware;</li>
          <li>use WaiKura to send unsolicited messages.</li>
        </ul>
        <p>We may suspend an account that breaks these rules, and will tell the school when we do.</p>

        <h2 id="content">Your school’s content</h2>
        <p>
          Your school owns the plan and everything it or its contractors put into WaiKura. You give WaiKura
          permission to store, copy and display that content only so we can provide the service to your
          school. We do not sell it. How we handle personal information is explained in our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>

        <h2 id="guidance">Guidance and the WaiKura AI assistant</h2>
        <p>
          WaiKura’s guidance is based on documents of Taumata Arowai, the drinking water regulator, and names
          the document and page it comes from; where it is WaiKura’s own advice, it says so. Some of those
          documents are drafts. Guidance is general information, not legal or engineering advice for your
          supply.
        </p>
        <p>
          Where WaiKura AI is available, its answers are suggestions generated by software. They can be wrong.
          Check them against the regulator’s documents, and ask a qualified person before acting on anything
          that affects the safety of your water.
        </p>

        <h2 id="availability">Availability and changes</h2>
        <p>
          We work to keep WaiKura available and your information safe, but we cannot promise it will never be
          interrupted. Keep a printed or saved copy of your current plan and your incident contacts where the
          people who need them can reach them without WaiKura.
        </p>
        <p>
          We improve WaiKura over time. If we change these terms in a way that affects you, we will tell
          account holders by email before the change takes effect.
        </p>

        <h2 id="ending">Ending your use of WaiKura</h2>
        <p>
          Your school can stop using WaiKura at any time. Before it does, the principal can print or save the
          school’s plan and records. What happens to the information afterwards is set out in the{' '}
          <Link to="/privacy-policy#retention">privacy policy</Link>.
        </p>

        <h2 id="liability">Liability</h2>
        <p>
          WaiKura is not responsible for the quality or safety of your school’s water, or for decisions made
          using information in WaiKura. Nothing in these terms limits any right you have under New Zealand law
          that cannot be excluded by agreement.
        </p>

        <h2 id="law">New Zealand law</h2>
        <p>
          These terms are governed by New Zealand law, and New Zealand courts can decide any dispute about
          them.
        </p>

        <h2 id="contact">Questions about these terms</h2>
        <p>
          <SupportContact />
        </p>
      </Prose>
    </>
  );
}
