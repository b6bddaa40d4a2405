import { Link } from 'react-router';
import { PLAN_PARTS, sectionRoute } from '../../../domain/plan/catalogue';
import { Card, StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { PartProgressRow, SectionProgressRow } from './api';
import { ColourBar } from './colour-bar';

/**
 * Every part and each of its 28 sections: number, title linking to the section, a bar with its
 * percentage in figures, and its status in words.
 */
export function SectionBars({
  schoolId,
  sections,
  parts,
}: {
  schoolId: string;
  /** Null while the progress is loading (or could not be read): the outline is shown without bars. */
  sections: readonly SectionProgressRow[] | null;
  parts: readonly PartProgressRow[];
}) {
  const { t, partTitle, sectionTitle, miLang, enLang, gloss } = useI18n();
  const bySection = new Map((sections ?? []).map((s) => [s.sectionId, s]));
  const byPart = new Map(parts.map((p) => [p.partId, p]));
  return (
    <section aria-labelledby="outline-heading" className="space-y-4">
      <h2 id="outline-heading" className="text-2xl font-bold">
        {t('dashboard.planOutline')}
      </h2>
      <ol className="grid list-none gap-4 p-0 md:grid-cols-2">
        {PLAN_PARTS.map((part) => {
          const partPercent = byPart.get(part.id)?.percent;
          return (
            <li key={part.id}>
              <Card as="article" className="h-full" aria-labelledby={`part-${part.id}`}>
                <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">
                  {partPercent === undefined
                    ? t('dashboard.part', { number: part.number })
                    : t('progress.sections.partPercent', { number: part.number, percent: partPercent })}
                </p>
                <h3 id={`part-${part.id}`} lang={miLang} className="text-lg font-semibold">
                  {gloss(partTitle(part), part.title)}
                </h3>
                <p lang={enLang} className="text-sm text-slate-700 dark:text-slate-300">
                  {part.question}
                </p>
                <ul className="mt-3 list-none divide-y divide-slate-200 p-0 dark:divide-slate-700">
                  {part.sections.map((section) => {
                    const row = bySection.get(section.id);
                    const status = row?.status ?? 'not_started';
                    const percent = row?.percent ?? 0;
                    const title = sectionTitle(section);
                    return (
                      <li key={section.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                        <span className="min-w-0 flex-1">
                          <span className="mr-2 font-mono text-sm text-slate-600 dark:text-slate-400">
                            {section.number}
                          </span>
                          <Link
                            to={sectionRoute(schoolId, section)}
                            lang={miLang}
                            title={enLang ? undefined : section.question}
                            className="font-medium underline"
                          >
                            {title}
                          </Link>
                        </span>
                        {sections && (
                          <span className="flex items-center gap-2">
                            <span className="w-16">
                              <ColourBar
                                percent={percent}
                                label={t('progress.sections.barLabel', {
                                  number: section.number,
                                  title,
                                  percent,
                                })}
                              />
                            </span>
                            <span
                              aria-hidden="true"
                              className="w-10 shrink-0 text-right text-sm tabular-nums"
                            >
                              {t('progress.sections.percent', { percent })}
                            </span>
                            <StatusTag status={status} label={t(`status.${status}`)} />
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
