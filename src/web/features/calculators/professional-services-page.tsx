import './messages';
import { Link } from 'react-router';
import { CALCULATOR_PATHS } from '../../../domain/calculators';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { PageTitle } from '../public';

/**
 * The suppliers' and contractors' page (platform specification 2.3's /suppliers/professional-services):
 * what WaiKura does for them, how they join, their dashboard, and the two calculators. Its sections are
 * where /suppliers/professional-implementation and /suppliers/professional-dashboard lead (decision 039).
 */
export default function ProfessionalServicesPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={t('calc.pro.title')} />
      <PageHeader eyebrow={t('calc.pro.eyebrow')} title={t('calc.pro.title')} lead={t('calc.pro.lead')} />
      <div className="max-w-3xl space-y-10 leading-7">
        <section aria-labelledby="what">
          <h2 id="what" className="scroll-mt-6 text-2xl font-bold tracking-tight">
            {t('calc.pro.what.heading')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            <li>{t('calc.pro.what.1')}</li>
            <li>{t('calc.pro.what.2')}</li>
            <li>{t('calc.pro.what.3')}</li>
          </ul>
        </section>
        <section aria-labelledby="getting-started">
          <h2 id="getting-started" className="scroll-mt-6 text-2xl font-bold tracking-tight">
            {t('calc.pro.start.heading')}
          </h2>
          <p className="mt-3">{t('calc.pro.start.body')}</p>
        </section>
        <section aria-labelledby="dashboard">
          <h2 id="dashboard" className="scroll-mt-6 text-2xl font-bold tracking-tight">
            {t('calc.pro.dashboard.heading')}
          </h2>
          <p className="mt-3">{t('calc.pro.dashboard.body')}</p>
          <p className="mt-2">
            <Link to="/contractor-dashboard" className="underline">
              {t('calc.pro.dashboard.link')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="calculators">
          <h2 id="calculators" className="scroll-mt-6 text-2xl font-bold tracking-tight">
            {t('calc.pro.calculators.heading')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            <li>
              <Link to={CALCULATOR_PATHS.supplier} className="underline">
                {t('calc.more.supplier')}
              </Link>
            </li>
            <li>
              <Link to={CALCULATOR_PATHS.supplierAdvanced} className="underline">
                {t('calc.more.supplierAdvanced')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
