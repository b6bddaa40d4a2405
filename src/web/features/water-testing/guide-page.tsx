/**
 * /schools/{id}/water-testing/guide: the laboratory and testing guide, and the limits (MAVs and
 * operational limits) each result is judged by, every point with its document and PDF page.
 */
import { Link, useParams } from 'react-router';
import { READING_GUIDE, SAMPLING_GUIDE } from '../../../domain/water-testing/guide';
import { CHEMICAL_MAV_SOURCE, PARAMETERS } from '../../../domain/water-testing/parameters';
import { Card, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';

/**
 * The guide's points and limits paraphrase the regulator's English documents, each with its source: they
 * stay English in te reo, marked so (decision 042), like the plan's questions.
 */
function Points({ points }: { points: typeof SAMPLING_GUIDE }) {
  const { t, enLang } = useI18n();
  return (
    <ol className="space-y-3">
      {points.map((p) => (
        <li key={p.title}>
          <Card>
            <h3 lang={enLang} className="font-semibold">
              {p.title}
            </h3>
            <p lang={enLang} className="mt-1">
              {p.text}
            </p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('water.limitSource')}: <span lang={enLang}>{p.source}</span>
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

export default function GuidePage() {
  const { schoolId = '' } = useParams();
  const { t, enLang } = useI18n();
  return (
    <div className="space-y-8">
      <p>
        <Link to={`/schools/${schoolId}/water-testing`} className="underline">
          {t('guide.back')}
        </Link>
      </p>
      <PageHeader title={t('guide.title')} lead={t('guide.lead')} />
      <section aria-labelledby="sampling-heading" className="space-y-3">
        <h2 id="sampling-heading" className="text-xl font-semibold">
          {t('guide.sampling')}
        </h2>
        <Points points={SAMPLING_GUIDE} />
      </section>
      <section aria-labelledby="limits-heading" className="space-y-3">
        <h2 id="limits-heading" className="text-xl font-semibold">
          {t('guide.limits')}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  {t('guide.col.parameter')}
                </th>
                <th scope="col" className="p-2">
                  {t('guide.col.unit')}
                </th>
                <th scope="col" className="p-2">
                  {t('guide.col.limit')}
                </th>
                <th scope="col" className="p-2">
                  {t('water.limitSource')}
                </th>
              </tr>
            </thead>
            <tbody>
              {PARAMETERS.map((p) => (
                <tr key={p.id} className="border-t border-slate-300 align-top dark:border-slate-700">
                  <th scope="row" className="p-2 font-medium">
                    {p.label}
                  </th>
                  <td className="p-2">{p.unit}</td>
                  <td className="p-2">
                    {p.limit ? (
                      <>
                        {p.limit.kind === 'mav' ? t('guide.kind.mav') : t('guide.kind.operational')}:{' '}
                        <span lang={enLang}>{p.limit.text}</span>
                      </>
                    ) : (
                      t('guide.fromReport')
                    )}
                  </td>
                  <td lang={enLang} className="p-2 text-xs">
                    {p.limit?.source ?? CHEMICAL_MAV_SOURCE}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="reading-heading" className="space-y-3">
        <h2 id="reading-heading" className="text-xl font-semibold">
          {t('guide.reading')}
        </h2>
        <Points points={READING_GUIDE} />
      </section>
    </div>
  );
}
