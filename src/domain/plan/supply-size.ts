/**
 * The size of the school's supply, from 1.1, and what changes with it (issue 14, decision 021).
 *
 * The regulator sizes a supply by the people it NORMALLY serves, not the busiest day: "a population is
 * the number of people normally supplied with water" (DWQAR_Guidance_for_Small_Supplies (draft), p. 5). So the
 * class comes from 1.1's `current_students_staff`; `peak_population` only decides whether the Varying
 * Population rules apply (a small supply that rises above 100 people; DWQAR pp. 6, 23–24).
 *
 * Every statement carries its source (document and PDF page) or is labelled as WaiKura's own advice;
 * `SUPPLY_STATEMENTS` lists them as data for the statements test and docs/regulatory-sources.md.
 */

export type SupplySize = 'below_small' | 'small' | 'medium' | 'large';

export interface SizeClass {
  size: SupplySize;
  /** The people normally supplied, as the class bounds them: [min, max] (max null: no upper bound). */
  range: readonly [number, number | null];
  label: string;
  /** What the class is, with its source. */
  meaning: string;
  source: string;
}

export const SIZE_CLASSES: readonly SizeClass[] = [
  {
    size: 'below_small',
    range: [1, 25],
    label: '25 people or fewer',
    meaning:
      'Below the small-supply band: the regulator’s small-supply guidance and template cover supplies of 26 to 100 people. WaiKura’s own advice is to follow the small-supply rules anyway, and to ask Taumata Arowai which rules apply to you.',
    source:
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 5 (small supplies serve 26 to 100 people) and p. 6 (self-supplied buildings serve more than 25 people); the advice for 25 or fewer is WaiKura’s own',
  },
  {
    size: 'small',
    range: [26, 100],
    label: 'Small supply (26–100 people)',
    meaning: 'A small drinking water supply: the level 1 Rules modules and the small-supply template apply.',
    source:
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 5 (26 to 100 people normally supplied: a small supply, level 1 Rules modules); DWSP_Template_Small_26-100, p. 1',
  },
  {
    size: 'medium',
    range: [101, 500],
    label: 'Medium supply (101–500 people)',
    meaning:
      'A medium drinking water supply: the level 2 Rules and the medium-supply guidance apply. WaiKura does not hold the level 2 Rules; keep a copy of the parts that apply to you, as the guidance asks.',
    source:
      'DWSP_Template_Medium_101-500, p. 1 and p. 4 (supplies of 101–500 people) and p. 5 (instruction 1: have the Rules that apply to your supply on hand)',
  },
  {
    size: 'large',
    range: [501, null],
    label: 'More than 500 people',
    meaning:
      'Larger than the supplies the regulator’s templates WaiKura holds are written for, and larger than the roof water Acceptable Solution allows. WaiKura’s own advice: ask Taumata Arowai which rules and template apply.',
    source:
      'DWSP_Template_Medium_101-500, p. 1 (the medium guidance covers 101–500 people); Acceptable_Solution_Roof_Water (working draft), p. 5 (the population served must be less than 500 people); the advice is WaiKura’s own',
  },
];

const SMALL_MAX = 100;

export interface SupplyClassification {
  /** Null while 1.1 has no usable number of people normally on site. */
  size: SupplySize | null;
  sizeClass: SizeClass | null;
  normal: number | null;
  peak: number | null;
  /** A supply normally of 100 or fewer whose peak goes above 100: the Varying Population rules apply. */
  varyingPopulation: boolean;
}

const whole = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && Number.isInteger(v) && v >= 1 ? v : null;

/** The class of a supply normally serving `people`. */
export function sizeOf(people: number): SizeClass {
  const found = SIZE_CLASSES.find(
    (c) => people >= c.range[0] && (c.range[1] === null || people <= c.range[1]),
  );
  // Fewer than 1 person is not a supply; classify with the smallest class rather than throw.
  return found ?? (SIZE_CLASSES[0] as SizeClass);
}

/** The supply's size from 1.1's answers (normal day; the peak for Varying Population). */
export function classifySupply(background: Record<string, unknown> | undefined): SupplyClassification {
  const normal = whole(background?.current_students_staff);
  const peak = whole(background?.peak_population);
  if (normal === null) return { size: null, sizeClass: null, normal, peak, varyingPopulation: false };
  const sizeClass = sizeOf(normal);
  return {
    size: sizeClass.size,
    sizeClass,
    normal,
    peak,
    varyingPopulation: normal <= SMALL_MAX && peak !== null && peak > SMALL_MAX,
  };
}

/** One statement the plan makes that depends on the supply's size. */
export interface SizeRule {
  id: 'reporting' | 'monitoring' | 'chemical-monitoring' | 'chlorination' | 'varying-population';
  title: string;
  text: string;
  source: string;
}

const REPORTING_SMALL: SizeRule = {
  id: 'reporting',
  title: 'Reporting to Taumata Arowai',
  text: 'Report your compliance with the monitoring rules once a year, within 40 working days after the end of the calendar year (near the end of February). The report covers rules S1.1, S1.2, S1.3, T1.1, T1.2 and D1.1 and gives each sample’s supply component ID, sample ID, date and result with its unit.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 7 (G1: the six rules; sample details) and p. 8 (G1(d): once a year, within 40 working days) and pp. 25–26 (reporting rule IDs)',
};
const REPORTING_MEDIUM: SizeRule = {
  id: 'reporting',
  title: 'Reporting to Taumata Arowai',
  text: 'Medium supplies report to Taumata Arowai every quarter from 2025. Each sample in a report needs its supply component ID, sample ID, date and result with its unit.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 8 (G1(e): medium supplies reporting quarterly from 2025) and p. 7 (sample details)',
};
const MONITORING_SMALL: SizeRule = {
  id: 'monitoring',
  title: 'E. coli sampling',
  text: 'Sample the water and have it tested for E. coli at least every three months, by a laboratory accredited by IANZ.',
  source:
    'DWSP_Template_Small_26-100, p. 8 (sampling every three months, mandatory); Acceptable_Solution_Roof_Water (working draft), p. 11 (RF5: one E. coli sample from a tap after treatment every three months); DWQAR_Guidance_for_Small_Supplies (draft), p. 8 (G8: IANZ-accredited laboratory) and p. 25 (S1.1: every quarter)',
};
const MONITORING_MEDIUM: SizeRule = {
  id: 'monitoring',
  title: 'E. coli sampling',
  text: 'Your monitoring follows the level 2 Rules, which ask for more than the small-supply rules; WaiKura does not hold them, so check the frequencies in the Rules or with Taumata Arowai. Until then, do not sample less often than every three months.',
  source:
    'DWSP_Template_Medium_101-500, p. 5 (instruction 1: know which Rules apply and how compliance is shown) and p. 8 (Q5.1: minimum source water analysis is in the Rules); the three-month floor is WaiKura’s own advice, from DWSP_Template_Small_26-100, p. 8',
};
const CHEMICAL: SizeRule = {
  id: 'chemical-monitoring',
  title: 'Chemicals',
  text: 'A chemical that is a risk to the supply, or found at more than half its Maximum Acceptable Value (MAV), is tested in the source water at least once a year, and in treated water at least every three months, until three results in a row are below half the MAV. A source water result over the MAV is tested at least yearly until three results in a row are below the MAV; after that, once every three years.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 11 (S1.3: yearly until three consecutive results below 50% of the MAV), p. 12 (over the MAV: yearly until three below the MAV, then every three years) and p. 18 (T1.2: every three months until three consecutive results below 50% of the MAV)',
};
const CHLORINATION_SMALL: SizeRule = {
  id: 'chlorination',
  title: 'Chlorination',
  text: 'The level 1 Rules do not require chlorination; UV with filtration is the usual treatment. Chlorine is still a useful response to contamination, with advice from a trained professional.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 21 (D1.1: chlorine is not required in level 1 rules but is a useful response option)',
};
const CHLORINATION_MEDIUM: SizeRule = {
  id: 'chlorination',
  title: 'Chlorination',
  text: 'Under the level 2 Rules only a single self-supplied building is exempt from the chlorination treatment requirements. A school whose water reaches more than one building should expect to need chlorination (free available chlorine at least 0.5 mg/L after dosing, pH between 6.5 and 8); check with Taumata Arowai.',
  source:
    'DWSP_Template_Medium_101-500, p. 9 (Q5.3: FAC at least 0.5 mg/L, pH 6.5–8; note 2: under the level 2 rules a single self-supplied building is exempt from chlorination) and p. 10 (residual disinfection for reticulated supplies)',
};
const VARYING_POPULATION: SizeRule = {
  id: 'varying-population',
  title: 'Varying Population rules',
  text: 'Your busiest days take the supply above 100 people, so the Varying Population rules apply while it is above 100: extra microbiological monitoring, starting a week before a rise you can predict (a gala, sports day, a civil defence use of the hall), or as soon as an unexpected rise happens. Put these days in your monitoring plan.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 6 (above 100 people: additional monitoring under the Varying Population module) and pp. 23–24 (Varying Population rules; monitoring a week before a predictable rise)',
};

/** What the plan tells a school of this size; both sizes of every rule are tested. */
export function sizeRules(c: SupplyClassification): SizeRule[] {
  if (c.size === null) return [];
  const medium = c.size === 'medium' || c.size === 'large';
  const rules = [
    medium ? REPORTING_MEDIUM : REPORTING_SMALL,
    medium ? MONITORING_MEDIUM : MONITORING_SMALL,
    CHEMICAL,
    medium ? CHLORINATION_MEDIUM : CHLORINATION_SMALL,
  ];
  if (c.varyingPopulation) rules.push(VARYING_POPULATION);
  return rules;
}

/** What changes when a small supply grows past 100 people normally supplied. */
export const CROSSING_100: SizeRule = {
  id: 'reporting',
  title: 'If your school grows past 100 people on a normal day',
  text: 'It becomes a medium supply: reporting becomes quarterly, the level 2 Rules set your monitoring, and chlorination may be required unless the water serves a single building. Use the medium-supply guidance when you next review the plan.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 8 (quarterly reporting for medium supplies); DWSP_Template_Medium_101-500, p. 1 and p. 9 (note 2)',
};

/** Every statement of this module, for the statements test and docs/regulatory-sources.md. */
export const SUPPLY_STATEMENTS: readonly { text: string; source: string }[] = [
  ...SIZE_CLASSES.map((c) => ({ text: c.meaning, source: c.source })),
  ...[
    REPORTING_SMALL,
    REPORTING_MEDIUM,
    MONITORING_SMALL,
    MONITORING_MEDIUM,
    CHEMICAL,
    CHLORINATION_SMALL,
    CHLORINATION_MEDIUM,
    VARYING_POPULATION,
    CROSSING_100,
  ].map((r) => ({ text: r.text, source: r.source })),
];

/**
 * The sections whose guidance depends on the supply's size, and the size rules each shows beside its
 * questions (issue 14): 2.2 treatment (chlorination), 5.2 monitoring and reporting (how often to sample,
 * chemicals, how often to report, Varying Population), 8.1 test results (what the report needs and how
 * often, Varying Population). The export prints the same rules before these sections' answers.
 */
export const SIZE_RULES_BY_SECTION: Readonly<Record<string, readonly SizeRule['id'][]>> = {
  treatment: ['chlorination'],
  'monitoring-reporting': ['monitoring', 'chemical-monitoring', 'reporting', 'varying-population'],
  'water-quality-monitoring': ['reporting', 'monitoring', 'varying-population'],
};

export interface SectionSizeGuidance {
  /** Null while 1.1 has no usable number of people normally on site: the section then says to answer it. */
  size: SizeClass | null;
  /** The rules for this supply's size, in the section's order. */
  rules: SizeRule[];
  /** For a supply of 100 or fewer: what changes if it grows past 100 people on a normal day. */
  crossing: SizeRule | null;
}

/**
 * What a size-dependent section tells this school, from 1.1's answers; null for a section whose
 * guidance does not depend on the size.
 */
export function sectionSizeGuidance(
  sectionId: string,
  background: Record<string, unknown> | undefined,
): SectionSizeGuidance | null {
  const ids = SIZE_RULES_BY_SECTION[sectionId];
  if (!ids) return null;
  const c = classifySupply(background);
  if (c.sizeClass === null) return { size: null, rules: [], crossing: null };
  const all = sizeRules(c);
  const rules = ids.flatMap((id) => all.filter((r) => r.id === id));
  const small = c.size === 'small' || c.size === 'below_small';
  return { size: c.sizeClass, rules, crossing: small ? CROSSING_100 : null };
}
