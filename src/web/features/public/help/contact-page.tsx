import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, PageHeader } from '../../../components/ui/misc';
import { useI18n } from '../../../i18n';
import { SupportContact } from '../contact';
import { PageTitle, Prose, Source, TA_WEBSITE, ul } from '../ui';

export default function ContactPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={`${t('public.help.contact')} – ${t('public.help.title')}`} />
      <PageHeader
        eyebrow={t('public.help.title')}
        title="Contact"
        lead="Who to contact about WaiKura, and how to reach Taumata Arowai, the drinking water regulator."
      />
      <Alert tone="error" title="If your water may be making people ill">
        <p>
          If someone is seriously ill, call 111. If there is an imminent risk of serious illness or death from
          your drinking water, call Taumata Arowai on{' '}
          <a href="tel:+6448898350" className="font-semibold underline">
            04 889 8350
          </a>
          , 24 hours a day, 7 days a week. WaiKura is not an emergency service and cannot notify the regulator
          for you.
        </p>
        <Source doc="medium" pages={14} className="mt-2" />
      </Alert>

      <Prose className="mt-8">
        <h2 id="waikura">WaiKura support</h2>
        <p>For questions about your account, your school’s access or how WaiKura works.</p>
        <p>
          <SupportContact />
        </p>
        <ul className={ul}>
          <li>
            Most sign-in and email problems are solved on the{' '}
            <Link to="/help/troubleshooting">troubleshooting</Link> page.
          </li>
          <li>
            To add or remove people at your school, or assign a contractor, the principal asks WaiKura staff,
            who send the invitations.
          </li>
          <li>
            To see or correct personal information we hold about you, see the{' '}
            <Link to="/privacy-policy#rights">privacy policy</Link>.
          </li>
        </ul>

        <h2 id="taumata-arowai">Taumata Arowai, the regulator</h2>
        <ul className={ul}>
          <li>
            <strong>Urgent matters:</strong> call{' '}
            <a href="tel:+6448898350">
              <Phone aria-hidden="true" className="mr-1 inline size-4" />
              04 889 8350
            </a>{' '}
            at any time, day or night.
          </li>
          <li>
            <strong>Notifications</strong>, for example a test over a Maximum Acceptable Value or a supply
            interruption of more than 8 hours: use the notification function in Hinekōrako, the regulator’s
            portal.
          </li>
        </ul>
        <Source doc="medium" pages={14} />
        <ul className={ul}>
          <li>
            <strong>Sending your plan:</strong> upload it in Hinekōrako, or email{' '}
            <a href="mailto:info@taumataarowai.govt.nz">info@taumataarowai.govt.nz</a>.
          </li>
          <li>
            <strong>Post:</strong> Taumata Arowai, Level 2, 10 Brandon Street, PO Box 628, Wellington 6140.
          </li>
          <li>
            <strong>Your local Taumata Arowai team:</strong> see the{' '}
            <a href={`${TA_WEBSITE}`}>Taumata Arowai website</a> for their contact details.
          </li>
        </ul>
        <Source doc="small" pages={12} />
      </Prose>
    </>
  );
}
