/**
 * What is due and what is missing from the compliance report, worded in the reader's language from the
 * server's data (`reason`, `gaps`). The server also sends them in English (`title`, `why`, `missing`, for
 * the PDF and CSV); `due-words.test.ts` checks the English here says exactly the same.
 */

import type { ReportGap } from '../../../domain/water-testing/annual-report';
import type { DueItem } from '../../../domain/water-testing/monitoring';
import { PARAMETERS } from '../../../domain/water-testing/parameters';
import type { translate } from '../../i18n';

type T = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => string;

type Due = Pick<DueItem, 'reason'>;
type Gap = ReportGap;

const parameterName = (id: string) => PARAMETERS.find((p) => p.id === id)?.label ?? id;

/** What is due, worded from the server's data in the reader's language. */
export function dueTitle(t: T, d: Due): string {
  const r = d.reason;
  if (r.kind === 'e_coli') return t('water.due.item.eColi');
  if (r.kind === 'varying_population') return t('water.due.item.varying', { date: r.date });
  return t(r.where === 'treated' ? 'water.due.item.chemicalTreated' : 'water.due.item.chemicalSource', {
    parameter: parameterName(r.parameter),
  });
}

export function dueWhy(t: T, d: Due): string {
  const r = d.reason;
  if (r.kind === 'e_coli') return t(`water.due.why.${r.state}`);
  return t(r.kind === 'varying_population' ? 'water.due.why.varying' : 'water.due.why.chemical');
}

/** A gap in the compliance report, in the reader's language. */
export function gapText(t: T, g: Gap): string {
  if ('quarter' in g) return t(`water.report.gap.${g.kind}`, { quarter: g.quarter, year: g.year });
  if ('samples' in g)
    return t('water.report.gap.noComponentId', { count: g.count, samples: g.samples.join(', ') });
  return t('water.report.gap.noSampleId', { count: g.count });
}
