/** The embedded risk register (plan specification 9.8) and the suggestions it gives a school. */
import { describe, expect, test } from 'vitest';
import {
  componentsForSupply,
  findRegisterRisk,
  RISK_REGISTER,
  SUPPLY_COMPONENTS,
  type SupplyComponent,
  suggestionsFor,
} from './risk-register';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ALL_RISKS = RISK_REGISTER.flatMap((e) => e.risks.map((r) => ({ entry: e, risk: r })));
const risk = (id: string) => {
  const found = ALL_RISKS.find((x) => x.risk.id === id);
  if (!found) throw new Error(`no register risk ${id}`);
  return found;
};

describe('the risk register', () => {
  test('has the eight supply components of the specification, in the water’s order', () => {
    expect(SUPPLY_COMPONENTS.map((c) => c.value)).toEqual([
      'source_water',
      'pretreatment_sediment_filter',
      'cartridge_filtration',
      'uv',
      'residual_chlorination',
      'treatment_general',
      'storage',
      'distribution',
    ]);
    for (const c of SUPPLY_COMPONENTS) expect(c.label.trim().length, c.value).toBeGreaterThan(2);
    expect(RISK_REGISTER.map((e) => e.supplyComponent)).toEqual(SUPPLY_COMPONENTS.map((c) => c.value));
  });

  test('entry and risk ids are kebab-case and unique across the register', () => {
    const ids = [...RISK_REGISTER.map((e) => e.id), ...ALL_RISKS.map((x) => x.risk.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });

  test('every risk has every text filled in, levels from low/medium/high, and a cited source', () => {
    for (const e of RISK_REGISTER) {
      expect(e.title.trim().length, e.id).toBeGreaterThan(2);
      expect(e.risks.length, e.id).toBeGreaterThanOrEqual(1);
    }
    for (const { risk: r } of ALL_RISKS) {
      for (const text of [
        r.title,
        r.eventDescription,
        r.possibleCauses,
        r.existingIdentificationMeasures,
        r.existingPreventiveMeasures,
        r.improvementActions,
      ]) {
        expect(text.trim().length, r.id).toBeGreaterThan(10);
        expect(text, r.id).not.toMatch(/lorem|todo|coming soon|not shown/i);
      }
      expect(['low', 'medium', 'high'], r.id).toContain(r.likelihood);
      expect(['low', 'medium', 'high'], r.id).toContain(r.residualRisk);
      expect(r.source, r.id).toMatch(/(DWSP_Template|Acceptable_Solution|DWQAR_Guidance)[^,;]*, p\. \d+/);
    }
  });

  test('holds the risks the specification lists for each component', () => {
    const byComponent = (c: SupplyComponent) =>
      RISK_REGISTER.find((e) => e.supplyComponent === c)!.risks.map((r) => r.id);
    expect(byComponent('source_water')).toEqual([
      'source-water-microbial',
      'source-water-chemical',
      'source-water-physical',
    ]);
    expect(byComponent('pretreatment_sediment_filter').length).toBeGreaterThanOrEqual(2);
    expect(byComponent('pretreatment_sediment_filter').length).toBeLessThanOrEqual(3);
    expect(byComponent('cartridge_filtration')).toEqual([
      'cartridge-wrong-rating',
      'cartridge-not-replaced',
      'cartridge-housing-bypass',
    ]);
    expect(byComponent('uv')).toEqual(['uv-lamp-failure', 'uv-power-failure', 'uv-invalid-validation']);
    expect(byComponent('residual_chlorination')).toEqual(['chlorine-under-dosing', 'chlorine-over-dosing']);
    expect(byComponent('treatment_general')).toContain('treatment-bypass');
    expect(byComponent('storage')).toEqual([
      'storage-contamination',
      'storage-structural',
      'storage-capacity',
    ]);
    expect(byComponent('distribution')).toEqual([
      'distribution-backflow',
      'distribution-pipe-contamination',
      'distribution-dead-end-stagnation',
    ]);
  });

  test('the residual risks the specification states are high', () => {
    expect(risk('uv-invalid-validation').risk.residualRisk).toBe('high');
    expect(risk('treatment-bypass').risk.residualRisk).toBe('high');
    expect(risk('distribution-backflow').risk.residualRisk).toBe('high');
  });

  test('UV and filtration risks carry the regulator’s numbers', () => {
    expect(risk('uv-lamp-failure').risk.eventDescription).toMatch(/40 mJ\/cm²/);
    expect(risk('uv-lamp-failure').risk.existingPreventiveMeasures).toMatch(/12 months/);
    expect(risk('cartridge-wrong-rating').risk.eventDescription).toMatch(/5 micron/);
    expect(risk('cartridge-not-replaced').risk.existingPreventiveMeasures).toMatch(/six months/);
    expect(risk('storage-contamination').risk.existingPreventiveMeasures).toMatch(/1\.5 mm/);
  });

  test('findRegisterRisk finds a risk with its component, and nothing for an unknown id', () => {
    expect(findRegisterRisk('uv-power-failure')?.component).toBe('uv');
    expect(findRegisterRisk('uv-power-failure')?.risk.title).toBe(risk('uv-power-failure').risk.title);
    expect(findRegisterRisk('no-such-risk')).toBeUndefined();
  });
});

describe('componentsForSupply', () => {
  test('source water, storage and distribution always apply', () => {
    expect(componentsForSupply({})).toEqual(['source_water', 'storage', 'distribution']);
    expect(componentsForSupply({ sourceTypes: ['bore'], treatmentTypes: [] })).toEqual([
      'source_water',
      'storage',
      'distribution',
    ]);
    expect(componentsForSupply({ treatmentTypes: ['none'] })).toEqual([
      'source_water',
      'storage',
      'distribution',
    ]);
  });

  test('a roof-water school with sediment and cartridge filters and UV gets those components and general treatment', () => {
    expect(
      componentsForSupply({
        sourceTypes: ['roof_rainwater'],
        treatmentTypes: ['uv', 'cartridge_filter', 'sediment_filter'],
      }),
    ).toEqual([
      'source_water',
      'pretreatment_sediment_filter',
      'cartridge_filtration',
      'uv',
      'treatment_general',
      'storage',
      'distribution',
    ]);
  });

  test('chlorination brings residual chlorination; other treatment brings only the general risks', () => {
    expect(componentsForSupply({ treatmentTypes: ['chlorination'] })).toEqual([
      'source_water',
      'residual_chlorination',
      'treatment_general',
      'storage',
      'distribution',
    ]);
    expect(componentsForSupply({ treatmentTypes: ['other'] })).toEqual([
      'source_water',
      'treatment_general',
      'storage',
      'distribution',
    ]);
  });

  test('first-flush diverters add nothing beyond the source; a carbon filter has the cartridge risks', () => {
    expect(componentsForSupply({ treatmentTypes: ['first_flush'] })).toEqual([
      'source_water',
      'storage',
      'distribution',
    ]);
    expect(componentsForSupply({ treatmentTypes: ['first_flush', 'carbon_filter'] })).toEqual([
      'source_water',
      'cartridge_filtration',
      'treatment_general',
      'storage',
      'distribution',
    ]);
  });

  test('unknown values are ignored and nothing is repeated', () => {
    expect(componentsForSupply({ treatmentTypes: ['uv', 'uv', 'reverse_osmosis', 'none'] })).toEqual([
      'source_water',
      'uv',
      'treatment_general',
      'storage',
      'distribution',
    ]);
  });
});

describe('suggestionsFor', () => {
  test('gives every risk of the given components, in register order, with its component', () => {
    const s = suggestionsFor(['distribution', 'uv']);
    expect(s.map((x) => x.risk.id)).toEqual([
      'uv-lamp-failure',
      'uv-power-failure',
      'uv-invalid-validation',
      'distribution-backflow',
      'distribution-pipe-contamination',
      'distribution-dead-end-stagnation',
    ]);
    expect(s.map((x) => x.component)).toEqual([
      'uv',
      'uv',
      'uv',
      'distribution',
      'distribution',
      'distribution',
    ]);
  });

  test('nothing for no components, and the whole register for all of them', () => {
    expect(suggestionsFor([])).toEqual([]);
    expect(suggestionsFor(SUPPLY_COMPONENTS.map((c) => c.value)).map((x) => x.risk.id)).toEqual(
      ALL_RISKS.map((x) => x.risk.id),
    );
  });

  test('a roof-water school without chlorination is not offered chlorine risks', () => {
    const ids = suggestionsFor(
      componentsForSupply({
        sourceTypes: ['roof_rainwater'],
        treatmentTypes: ['sediment_filter', 'cartridge_filter', 'uv'],
      }),
    ).map((x) => x.risk.id);
    expect(ids).toContain('uv-invalid-validation');
    expect(ids).toContain('treatment-bypass');
    expect(ids).toContain('source-water-microbial');
    expect(ids.some((id) => id.startsWith('chlorine-'))).toBe(false);
  });
});
