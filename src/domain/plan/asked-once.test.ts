import { describe, expect, test } from 'vitest';
import { ASKED_ONCE, withAskedOnce } from './asked-once';
import { sectionFields } from './fields';
import { formFor } from './forms';
import { SAMPLE_CONTENT_1_2 } from './forms/samples-1-2';
import { SAMPLE_CONTENT_3_4 } from './forms/samples-3-4';
import { SAMPLE_CONTENT_5_8 } from './forms/samples-5-8';

const SAMPLE: Record<string, Record<string, unknown>> = {
  ...SAMPLE_CONTENT_1_2,
  ...SAMPLE_CONTENT_3_4,
  ...SAMPLE_CONTENT_5_8,
};
const field = (sectionId: string, name: string) =>
  sectionFields(formFor(sectionId)).find((f) => f.name === name);

describe('facts asked once', () => {
  test('the repeated facts: roof area, overhanging plants, enough water on the busiest days', () => {
    expect(ASKED_ONCE.map((a) => `${a.sectionId}.${a.field} ← ${a.from.sectionId}.${a.from.field}`)).toEqual([
      'catchment-description.roof_catchment_area ← source.roof_area',
      'catchment-description.overhanging_vegetation ← source.roof_overhanging_vegetation',
      'water-quantity.supply_meets_peak ← daily-demand.peak_supply_sufficient',
    ]);
  });

  test('each points to an existing field of the same kind', () => {
    for (const a of ASKED_ONCE) {
      const here = field(a.sectionId, a.field)!;
      const first = field(a.from.sectionId, a.from.field);
      expect(first, `${a.from.sectionId}.${a.from.field}`).toBeDefined();
      expect(first!.kind, a.field).toBe(here.kind);
    }
  });

  test('the first answer wins; an unanswered first keeps the answer given here', () => {
    const answers = (id: string) => ({ source: { roof_area: 1250 } })[id];
    expect(withAskedOnce('catchment-description', { roof_catchment_area: 1200 }, answers)).toMatchObject({
      roof_catchment_area: 1250,
    });
    expect(
      withAskedOnce('catchment-description', { roof_catchment_area: 1200 }, () => undefined),
    ).toMatchObject({
      roof_catchment_area: 1200,
    });
  });

  test('the sample plan agrees with itself on every repeated fact', () => {
    for (const a of ASKED_ONCE)
      expect(SAMPLE[a.sectionId]?.[a.field], `${a.sectionId}.${a.field}`).toEqual(
        SAMPLE[a.from.sectionId]?.[a.from.field],
      );
    // 2.1 says no lead flashings; 3.1 does not tick them.
    expect(String(SAMPLE.source?.roof_material)).toMatch(/no lead flashings/);
    expect(SAMPLE['catchment-description']?.roof_materials).not.toContain('lead_flashings');
  });
});

describe('the sample plan names each person the same way everywhere', () => {
  test('the principal is Hana Whitaker and the caretaker Graeme Paterson in every section', () => {
    const text = JSON.stringify(SAMPLE);
    const principal = SAMPLE.background?.contact_person_name;
    const caretaker = (SAMPLE['key-contacts']!.additional_contacts as { name: string; role: string }[]).find(
      (c) => c.role.startsWith('Caretaker'),
    )?.name;
    expect([principal, caretaker]).toEqual(['Hana Whitaker', 'Graeme Paterson']);
    const named = [
      ...text.matchAll(/(Principal|Caretaker|principal|caretaker) \(([A-Z][a-zā]+ [A-Z][a-zā]+)\)/g),
    ].map((m) => `${m[1]!.toLowerCase()}: ${m[2]}`);
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect([`principal: ${principal}`, `caretaker: ${caretaker}`], n).toContain(n);
  });
});
