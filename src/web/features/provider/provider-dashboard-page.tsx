import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ActivityList } from './activity-list';
import { ContractorsPanel } from './contractors-panel';
import { PortfolioTable } from './portfolio-table';

/** Issue 19: the provider's pages across schools. */
const PROVIDER_TOOLS = [
  { to: '/supplies', label: 'provider.tools.supplies' },
  { to: '/suppliers', label: 'provider.tools.suppliers' },
  { to: '/waikura/deliveries', label: 'provider.tools.deliveries' },
  { to: '/waikura/activity', label: 'provider.tools.activity' },
  { to: '/waikura/staff', label: 'provider.tools.staff' },
  { to: '/waikura/finance', label: 'provider.tools.finance' },
  { to: '/map', label: 'provider.tools.map' },
  { to: '/waikura/visit-reports', label: 'provider.tools.visitReports' },
  { to: '/waikura/contractor-profiles', label: 'provider.tools.contractorProfiles' },
  { to: '/page-review', label: 'provider.tools.pageIssues' },
  { to: '/waikura/messages', label: 'provider.tools.messages' },
] as const;

export default function ProviderDashboardPage() {
  const { t } = useI18n();
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('nav.adminLabel')}
        title={t('provider.title')}
        lead={t('provider.intro')}
        actions={
          <>
            <ButtonLink to="/waikura/select?add=1">
              <Plus aria-hidden="true" className="size-4" />
              {t('provider.addSchool')}
            </ButtonLink>
            <ButtonLink to="/waikura/web-vitals" variant="secondary">
              {t('provider.webVitals')}
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="schools-heading" className="space-y-4">
        <h2 id="schools-heading" className="text-2xl font-bold">
          {t('nav.schools')}
        </h2>
        <PortfolioTable />
      </section>
      <nav aria-labelledby="provider-tools" className="space-y-2">
        <h2 id="provider-tools" className="text-2xl font-bold">
          {t('provider.tools')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {PROVIDER_TOOLS.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="block rounded-md border border-slate-300 px-4 py-3 underline dark:border-slate-600"
              >
                {t(tool.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <ContractorsPanel />
        <Card aria-labelledby="activity-heading">
          <h2 id="activity-heading" className="text-xl font-semibold">
            {t('provider.recentActivity')}
          </h2>
          <ActivityList />
        </Card>
      </div>
    </div>
  );
}
