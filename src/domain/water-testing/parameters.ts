/**
 * The water-test log's parameters, their limits and the rule that says whether a result is safe
 * (issue 16). Every limit carries the document and PDF page it rests on (the page markers of the
 * reference texts, never the printed number), or says it is WaiKura's own.
 *
 * Two kinds of limit:
 * - `mav`: a breach of the Drinking Water Standards (a Maximum Acceptable Value, or any E. coli or total
 *   coliforms in water after treatment). Over it, water after treatment is or may be unsafe: an incident
 *   opens and the school's people are alerted at once.
 * - `operational`: a sign that something in the supply has changed (turbidity, pH, chlorine). Shown on
 *   the chart and in the log as "check", with no incident.
 *
 * The regulator's texts WaiKura holds do not give the chemicals' MAVs: they point to the Authority's
 * "Parameters and determinands" file (DWQAR_Guidance_for_Small_Supplies (draft), p. 7). So a chemical
 * result carries the MAV printed on the laboratory's report, entered with it; WaiKura never guesses one.
 */

export const DWQAR = 'DWQAR_Guidance_for_Small_Supplies (draft)';
export const MEDIUM = 'DWSP_Template_Medium_101-500';
export const SMALL = 'DWSP_Template_Small_26-100';

/** The parts of a supply a sample can come from (DWQAR p. 7: source, treatment plant, distribution zone). */
export const SUPPLY_COMPONENTS = ['source', 'treatment_plant', 'distribution_zone'] as const;
export type SupplyComponent = (typeof SUPPLY_COMPONENTS)[number];

export const SUPPLY_COMPONENT_LABELS: Record<SupplyComponent, string> = {
  source: 'Source (before treatment)',
  treatment_plant: 'Treatment plant (water leaving the treatment)',
  distribution_zone: 'Distribution zone (pipes and taps after treatment)',
};

export const PARAMETER_IDS = [
  'e_coli',
  'total_coliforms',
  'turbidity',
  'ph',
  'free_available_chlorine',
  'nitrate',
  'arsenic',
  'lead',
  'copper',
  'cadmium',
  'boron',
  'manganese',
] as const;
export type ParameterId = (typeof PARAMETER_IDS)[number];

export type LimitKind = 'mav' | 'operational';

export interface Limit {
  kind: LimitKind;
  /** A result above this is over the limit (null: no upper limit). */
  max: number | null;
  /** A result below this is under the limit (null: no lower limit). */
  min: number | null;
  /** The limit in words, as shown beside the chart. */
  text: string;
  source: string;
}

export interface Parameter {
  id: ParameterId;
  label: string;
  unit: string;
  /** Other ways laboratories write the unit, accepted in an import (compared without spaces, lower case). */
  unitAliases: readonly string[];
  group: 'microbiological' | 'physical' | 'chemical';
  /** Null for the chemicals: their MAV comes from the laboratory's report (see above). */
  limit: Limit | null;
}

const MICROBE_SOURCE = `${DWQAR}, p. 10 (a result of 1 per 100 mL or more is positive) and p. 16 (T1.1: E. coli in water leaving treatment breaches the Standards: boil water advice, notify the Authority)`;

export const PARAMETERS: readonly Parameter[] = [
  {
    id: 'e_coli',
    label: 'E. coli',
    unit: 'per 100 mL',
    unitAliases: ['cfu/100ml', 'mpn/100ml', '/100ml', 'per100ml', 'org/100ml'],
    group: 'microbiological',
    limit: {
      kind: 'mav',
      max: 0,
      min: null,
      text: 'None: any E. coli in water after treatment means it is not safe to drink',
      source: MICROBE_SOURCE,
    },
  },
  {
    id: 'total_coliforms',
    label: 'Total coliforms',
    unit: 'per 100 mL',
    unitAliases: ['cfu/100ml', 'mpn/100ml', '/100ml', 'per100ml', 'org/100ml'],
    group: 'microbiological',
    limit: {
      kind: 'mav',
      max: 0,
      min: null,
      text: 'None after treatment: coliforms mean bacteria are getting through the treatment',
      source: `${DWQAR}, p. 10 (what total coliforms show) and p. 17 (T1.1: total coliforms in treated water: check the treatment, find the cause)`,
    },
  },
  {
    id: 'turbidity',
    label: 'Turbidity',
    unit: 'NTU',
    unitAliases: ['ntu'],
    group: 'physical',
    limit: {
      kind: 'operational',
      max: 1,
      min: null,
      text: 'Under 1 NTU after treatment; above it, something in the supply has changed (under 5 NTU for UV to work well)',
      source: `${DWQAR}, p. 17 (T1.1: crystal-clear water is under 1 NTU; over 1–5 NTU in treated water shows a change; under 5 NTU for UV)`,
    },
  },
  {
    id: 'ph',
    label: 'pH',
    unit: 'pH units',
    unitAliases: ['ph', 'phunits', 'phunit', ''],
    group: 'physical',
    limit: {
      kind: 'operational',
      max: 8,
      min: 6.5,
      text: 'Between 6.5 and 8 where chlorine is used',
      source: `${MEDIUM}, p. 9 (Q5.3: the pH of chlorinated water must be between 6.5 and 8)`,
    },
  },
  {
    id: 'free_available_chlorine',
    label: 'Free available chlorine (FAC)',
    unit: 'mg/L',
    unitAliases: ['mg/l', 'g/m3', 'ppm'],
    group: 'chemical',
    limit: {
      kind: 'operational',
      max: null,
      min: 0.5,
      text: 'At least 0.5 mg/L after chlorine is added',
      source: `${MEDIUM}, p. 9 (Q5.3: FAC at least 0.5 mg/L after dosing)`,
    },
  },
  ...(
    [
      ['nitrate', 'Nitrate'],
      ['arsenic', 'Arsenic'],
      ['lead', 'Lead'],
      ['copper', 'Copper'],
      ['cadmium', 'Cadmium'],
      ['boron', 'Boron'],
      ['manganese', 'Manganese'],
    ] as const
  ).map(
    ([id, label]): Parameter => ({
      id,
      label,
      unit: 'mg/L',
      unitAliases: ['mg/l', 'g/m3', 'ppm'],
      group: 'chemical',
      limit: null,
    }),
  ),
];

export const CHEMICAL_MAV_SOURCE = `${DWQAR}, p. 7 (MAVs are in the Authority's Parameters and determinands file), p. 9 (arsenic, boron, nitrate and manganese in surface and ground water; cadmium, copper and lead from roofs) and p. 17 (T1.2: a chemical over the MAV is reported to the Authority)`;

const BY_ID = new Map(PARAMETERS.map((p) => [p.id, p]));

export function parameterOf(id: string): Parameter | undefined {
  return BY_ID.get(id as ParameterId);
}

const normalUnit = (u: string) => u.toLowerCase().replace(/\s+/g, '').replace('µ', 'u');

/** The parameter's own unit when `unit` is one of its ways of writing it, else null. */
export function canonicalUnit(parameter: Parameter, unit: string): string | null {
  const u = normalUnit(unit);
  if (u === normalUnit(parameter.unit)) return parameter.unit;
  return parameter.unitAliases.includes(u) ? parameter.unit : null;
}

/** A laboratory result: "<1" is `{ qualifier: '<', value: 1 }` (DWQAR p. 8: results may carry < or >). */
export interface ResultValue {
  qualifier: '<' | '>' | null;
  value: number;
}

/** Reads "<1", "> 200", "0.3", "0,3" is refused (one decimal point only). */
export function parseResultValue(text: string): ResultValue | null {
  const m = /^\s*([<>])?\s*(\d+(?:\.\d+)?|\.\d+)\s*$/.exec(text);
  if (!m) return null;
  const value = Number(m[2]);
  if (!Number.isFinite(value)) return null;
  return { qualifier: (m[1] as '<' | '>' | undefined) ?? null, value };
}

export const formatResultValue = (r: ResultValue) => `${r.qualifier ?? ''}${r.value}`;

/**
 * What a result means:
 * - `exceeds`: over the MAV (or any E. coli / total coliforms) in water after treatment — unsafe.
 * - `source_exceeds`: the same in source water, before treatment. Not a breach by itself (DWQAR p. 11,
 *   p. 12) but the treatment must deal with it: shown, no incident.
 * - `check`: outside an operational limit, or above half a chemical's MAV (DWQAR p. 11: test more often).
 * - `ok`: within every limit. `unknown`: a chemical without the MAV from its report.
 */
export type ResultStatus = 'exceeds' | 'source_exceeds' | 'check' | 'ok' | 'unknown';

export interface Judged {
  status: ResultStatus;
  /** The upper or lower limit used, with its kind. */
  limit: Limit | null;
}

/** The limit that applies: the parameter's own, or for a chemical the MAV from its laboratory report. */
export function limitFor(parameter: Parameter, reportMav: number | null | undefined): Limit | null {
  if (parameter.limit) return parameter.limit;
  if (reportMav === null || reportMav === undefined || !(reportMav > 0)) return null;
  return {
    kind: 'mav',
    max: reportMav,
    min: null,
    text: `MAV ${reportMav} ${parameter.unit} (from the laboratory's report)`,
    source: CHEMICAL_MAV_SOURCE,
  };
}

/** Whether the true value is certainly above `max`: "<x" never is; "x" and ">x" are when x > max. */
const above = (r: ResultValue, max: number) =>
  r.qualifier === '<' ? false : r.qualifier === '>' ? r.value >= max : r.value > max;
/** Whether the true value is certainly below `min`: ">x" never is; "<x" when x ≤ min; "x" when x < min. */
const below = (r: ResultValue, min: number) =>
  r.qualifier === '>' ? false : r.qualifier === '<' ? r.value <= min : r.value < min;

export function judgeResult(input: {
  parameter: Parameter;
  result: ResultValue;
  component: SupplyComponent;
  reportMav?: number | null;
}): Judged {
  const { parameter, result, component } = input;
  const limit = limitFor(parameter, input.reportMav);
  if (!limit) return { status: 'unknown', limit: null };
  const over = limit.max !== null && above(result, limit.max);
  const under = limit.min !== null && below(result, limit.min);
  if (limit.kind === 'mav') {
    if (over) return { status: component === 'source' ? 'source_exceeds' : 'exceeds', limit };
    // A chemical above half its MAV is a known risk to keep testing (DWQAR p. 11, S1.3; p. 18, T1.2).
    if (!parameter.limit && limit.max !== null && above(result, limit.max / 2))
      return { status: 'check', limit };
    return { status: 'ok', limit };
  }
  // Operational limits describe water after treatment; source water is outside them by nature.
  if (component === 'source') return { status: 'ok', limit };
  return { status: over || under ? 'check' : 'ok', limit };
}

/** Whether a status opens an incident and alerts the school's people. */
export const opensIncident = (status: ResultStatus) => status === 'exceeds';

export const STATUS_LABELS: Record<ResultStatus, string> = {
  exceeds: 'Unsafe: over the limit',
  source_exceeds: 'Over the limit in source water',
  check: 'Check: outside the usual range',
  ok: 'Within the limit',
  unknown: 'No limit known',
};

/** Every statement of this module, for the statements test and docs/regulatory-sources.md. */
export const PARAMETER_STATEMENTS: readonly { text: string; source: string }[] = [
  ...PARAMETERS.flatMap((p) => (p.limit ? [{ text: p.limit.text, source: p.limit.source }] : [])),
  {
    text: 'A chemical result carries the MAV printed on the laboratory report.',
    source: CHEMICAL_MAV_SOURCE,
  },
];
