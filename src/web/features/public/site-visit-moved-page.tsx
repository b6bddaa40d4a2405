import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';

/**
 * `/waikura/site-visit` (plan specification 2.3): the old address of site visits in the provider area. It says
 * that they have moved and opens the mobile site in a new tab, as the specification has it. Issue 20b.
 */
export default function SiteVisitMovedPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('publicStart.siteVisit.title')} lead={t('publicStart.siteVisit.body')} />
      <p>
        <a
          href="/site-visit-mobile"
          target="_blank"
          rel="noopener"
          className={buttonClass('primary', 'md', 'no-underline')}
        >
          {t('publicStart.siteVisit.open')}
        </a>
      </p>
    </>
  );
}
