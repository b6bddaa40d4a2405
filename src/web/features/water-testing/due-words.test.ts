/** The web's words for what is due and what is missing say in English exactly what the domain says. */
import { expect, test } from 'vitest';
import { annualReport } from '../../../domain/water-testing/annual-report';
import { dueNext } from '../../../domain/water-testing/monitoring';
import { addMessages, translate } from '../../i18n';
import { enAppParts } from '../../i18n/en-app';
import { dueTitle, dueWhy, gapText } from './due-words';

addMessages(...enAppParts);
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('en', key, vars);

test('due items: title and why as the domain words them', () => {
  const cases = [
    dueNext({ samples: [], today: '2026-11-26', size: 'small', predictedRises: ['2026-12-10'] }),
    dueNext({
      samples: [
        {
          sampleId: 'A',
          parameter: 'e_coli',
          component: 'tap',
          sampledOn: '2026-05-01',
          result: { qualifier: '<', value: 1 },
          mav: null,
        },
        {
          sampleId: 'B',
          parameter: 'nitrate',
          component: 'tap',
          sampledOn: '2026-10-01',
          result: { qualifier: '=', value: 40 },
          mav: 50,
        },
      ] as never,
      today: '2026-11-26',
      size: 'medium',
      predictedRises: [],
    }),
  ].flat();
  expect(cases.map((d) => d.reason.kind)).toEqual(
    expect.arrayContaining(['e_coli', 'varying_population', 'chemical']),
  );
  for (const d of cases) {
    expect(dueTitle(t, d)).toBe(d.title.replace(/^nitrate/, 'Nitrate'));
    expect(dueWhy(t, d)).toBe(d.why);
  }
});

test('report gaps: as the domain words them', () => {
  const report = annualReport({ samples: [], year: 2026, roofSource: true } as never);
  expect(report.gaps.length).toBeGreaterThan(0);
  expect(report.gaps.map((g) => gapText(t, g))).toEqual(report.missing);
});
