import { useSearchParams } from 'react-router';
import { Card, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { AddSchoolForm } from './add-school-form';
import { SchoolList } from './school-list';

export default function SelectSchoolPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('nav.adminLabel')}
        title={t('provider.selectTitle')}
        lead={t('provider.intro')}
      />
      <div className="grid gap-8 lg:grid-cols-5">
        <section aria-labelledby="select-heading" className="space-y-4 lg:col-span-3">
          <h2 id="select-heading" className="text-xl font-semibold">
            {t('nav.schools')}
          </h2>
          <SchoolList headingId="select-heading" />
        </section>
        <Card className="lg:col-span-2" aria-labelledby="add-school-heading">
          <h2 id="add-school-heading" className="text-xl font-semibold">
            {t('provider.addSchool')}
          </h2>
          <p className="mb-4 mt-1 text-slate-700 dark:text-slate-300">{t('provider.addSchoolIntro')}</p>
          <AddSchoolForm autoFocus={params.get('add') === '1'} />
        </Card>
      </div>
    </div>
  );
}
