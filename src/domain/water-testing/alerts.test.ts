import { describe, expect, it } from 'vitest';
import { alertText, alertTextMi } from './alerts';
import { TAUMATA_AROWAI_24_7 } from './incident-clock';
import { parameterOf } from './parameters';

/** Issue 20: the water-safety alert in te reo Māori says what the English says, with the same facts. */
describe('the water-safety alert in te reo Māori', () => {
  const input = {
    schoolName: 'Kōwhai Valley School',
    parameter: parameterOf('e_coli')!,
    value: '3',
    component: 'distribution_zone' as const,
    sampleId: 'S-42',
    sampledOn: '2026-11-20',
  };

  it('keeps the school, the result, the sample, its day and the regulator’s 24/7 line', () => {
    const en = alertText(input);
    const mi = alertTextMi(input);
    expect(mi.title).toBe(`He whakamātautau wai mōrearea i Kōwhai Valley School: ${en.title.split(': ')[1]}`);
    for (const fact of ['S-42', '2026-11-20', TAUMATA_AROWAI_24_7, 'Hinekōrako', 'Taumata Arowai'])
      expect(mi.message).toContain(fact);
    expect(mi.message).not.toContain('over the limit');
  });

  it('tells people to boil the water for E. coli, and to check the treatment otherwise', () => {
    expect(alertTextMi(input).message).toContain('kaua e inu i te wai ki te kore e kōhuatia');
    const turbidity = alertTextMi({ ...input, parameter: parameterOf('turbidity')!, value: '6' });
    expect(turbidity.message).toContain('Tirohia te whakapai wai');
    expect(turbidity.message).not.toContain('kōhuatia');
  });
});
