/**
 * The demand and storage calculator (section 2.6, plan specification 9.7): daily demand from the people
 * on site and the litres each uses, the storage needed for the days the supply must last, and whether
 * the school's stored water covers it.
 *
 * The days used are the school's own target (2.6) or the specification's default, but never fewer than
 * the roof water Acceptable Solution's floor when a roof may feed the supply: untreated storage of at
 * least 96 hours of average demand (Acceptable_Solution_Roof_Water (working draft), p. 6, section 6.2). Typing a smaller
 * target cannot make the check pass (decision 021).
 *
 * Rounding: litres are whole numbers (Math.round, computed from the unrounded figures); a shortfall is
 * rounded up, so adding it always makes the storage enough; days of supply has one decimal, rounded
 * down, so a supply that falls short never shows the required number of days.
 */

export const DEMAND_CONSTANTS = {
  specPerPersonLitres: {
    value: 150,
    source:
      'WaiKura plan specification 9.7 (embedded regulatory knowledge): storage 150 L per person per day.',
  },
  schoolPerPerson: {
    min: 20,
    max: 25,
    source:
      "WaiKura's own planning figure for a school day: 20–25 L per person per day. Neither the plan specification nor the regulator's texts WaiKura holds state a per-person figure for schools, and it is not a Ministry figure.",
  },
  roofWaterDays: {
    value: 20,
    source:
      "WaiKura plan specification 9.7: roof water storage for at least 20 days (WaiKura's own figure, not stated in the regulator's texts). A school may set its own target in 2.6, never below the Acceptable Solution's 96 hours.",
  },
  roofWaterFloorHours: {
    value: 96,
    source:
      'Acceptable_Solution_Roof_Water (working draft), p. 6 (6.2): untreated water storage next to the building holding at least 96 hours (4 days) of average demand. WaiKura uses it as the floor of the storage check for any supply a roof may feed.',
  },
  boreTankMinimumDays: {
    value: 1,
    source:
      "WaiKura plan specification 9.7: tank storage of at least 1 day for bore supplies (WaiKura's own figure, not stated in the regulator's texts).",
  },
} as const satisfies {
  specPerPersonLitres: { value: 150; source: string };
  schoolPerPerson: { min: 20; max: 25; source: string };
  roofWaterDays: { value: 20; source: string };
  roofWaterFloorHours: { value: 96; source: string };
  boreTankMinimumDays: { value: 1; source: string };
};

/** The Acceptable Solution's floor in days: 96 hours = 4 days. */
export const ROOF_WATER_FLOOR_DAYS = DEMAND_CONSTANTS.roofWaterFloorHours.value / 24;

/**
 * Where the storage message's figure comes from. The message keeps the specification's words ("MOE
 * storage requirements"); this line is shown beside it wherever it appears (2.6 page, export).
 */
export const DEMAND_FIGURE_NOTE =
  "The days of storage are WaiKura's figure (plan specification 9.7) or your own target; the regulator's texts state no such figure for schools. What they do state is the roof water Acceptable Solution's 96 hours of average demand (Acceptable_Solution_Roof_Water (working draft), p. 6), which WaiKura uses as the floor.";

export const DEMAND_FAILURE_MESSAGE = 'Water demand calculation does not meet MOE storage requirements';

/** Source values that mean roof water (2.1's checklist value, the school record's value). */
const ROOF_SOURCES = new Set(['roof_rainwater', 'roof']);
/** "More than one source" may include a roof: the longer storage applies. */
const MAYBE_ROOF_SOURCES = new Set(['mixed']);

/**
 * Days of storage the supply needs: 20 when any source is roof water (or the sources are unknown or
 * "mixed"), else 1 (bore, spring, stream, carted or another source).
 */
export function daysRequiredFor(sourceTypes: readonly string[]): number {
  return mayBeRoof(sourceTypes)
    ? DEMAND_CONSTANTS.roofWaterDays.value
    : DEMAND_CONSTANTS.boreTankMinimumDays.value;
}

/** A roof may feed the supply: a roof or "mixed" source is ticked, or no source is known yet. */
function mayBeRoof(sourceTypes: readonly string[]): boolean {
  const known = sourceTypes.filter((s) => typeof s === 'string' && s.trim() !== '');
  return known.length === 0 || known.some((s) => ROOF_SOURCES.has(s) || MAYBE_ROOF_SOURCES.has(s));
}

/** The fewest days the check accepts: the Acceptable Solution's 4 days when a roof may feed the supply, else none. */
export function floorDaysFor(sourceTypes: readonly string[]): number {
  return mayBeRoof(sourceTypes) ? ROOF_WATER_FLOOR_DAYS : 0;
}

export interface DemandInput {
  /** People on site (students, staff and visitors). */
  population: number | null;
  /** Litres each person uses per day. */
  perPersonLitres: number | null;
  /** Litres of water the school can store. */
  storageLitres: number | null;
  /** Days the stored water must last (the school's target or the default). */
  days: number | null;
  /** The fewest days accepted whatever the target (the Acceptable Solution's floor); 0 or absent: none. */
  floorDays?: number;
}

export type DemandInputName = keyof DemandInput;

export interface DemandResult {
  /** The inputs are complete and valid; the figures below mean something only then (else 0). */
  ok: boolean;
  dailyDemandLitres: number;
  requiredStorageLitres: number;
  storageLitres: number;
  /** The days the check used: the target, raised to the floor when it was below it. */
  daysUsed: number;
  /** The target was below the floor, so the floor was used. */
  floorApplied: boolean;
  daysOfSupply: number;
  compliant: boolean;
  shortfallLitres: number;
  /** DEMAND_FAILURE_MESSAGE when the storage falls short, else null. */
  message: string | null;
  /** Inputs not given, in input order. */
  missing: DemandInputName[];
  /** Inputs given but not usable, in input order, with what is wrong in plain words. */
  invalid: { name: DemandInputName; message: string }[];
}

const INPUT_RULES: readonly { name: DemandInputName; check: (v: number) => string | null }[] = [
  {
    name: 'population',
    check: (v) =>
      Number.isInteger(v) && v >= 1 ? null : 'Enter the number of people as a whole number of 1 or more.',
  },
  {
    name: 'perPersonLitres',
    check: (v) => (v > 0 ? null : 'Enter the litres per person per day as more than 0.'),
  },
  { name: 'storageLitres', check: (v) => (v >= 0 ? null : 'Enter the storage in litres as 0 or more.') },
  { name: 'days', check: (v) => (v > 0 ? null : 'Enter the days of storage needed as more than 0.') },
];

const EMPTY = {
  ok: false,
  dailyDemandLitres: 0,
  requiredStorageLitres: 0,
  storageLitres: 0,
  daysUsed: 0,
  floorApplied: false,
  daysOfSupply: 0,
  compliant: false,
  shortfallLitres: 0,
  message: null,
} as const;

/** Daily demand, storage needed and whether the storage is enough (rules at the top of this file). */
export function calculateDemand(input: DemandInput): DemandResult {
  const missing: DemandInputName[] = [];
  const invalid: { name: DemandInputName; message: string }[] = [];
  for (const rule of INPUT_RULES) {
    const v = input[rule.name];
    if (v === null || v === undefined) missing.push(rule.name);
    else if (typeof v !== 'number' || !Number.isFinite(v))
      invalid.push({ name: rule.name, message: 'Enter a number.' });
    else {
      const problem = rule.check(v);
      if (problem) invalid.push({ name: rule.name, message: problem });
    }
  }
  if (missing.length > 0 || invalid.length > 0) return { ...EMPTY, missing, invalid };

  const population = input.population as number;
  const perPerson = input.perPersonLitres as number;
  const storage = input.storageLitres as number;
  const floor = typeof input.floorDays === 'number' && Number.isFinite(input.floorDays) ? input.floorDays : 0;
  const floorApplied = (input.days as number) < floor;
  const days = floorApplied ? floor : (input.days as number);
  const daily = population * perPerson;
  const required = daily * days;
  // A tiny tolerance so that storage equal to the requirement is enough despite binary fractions.
  const compliant = storage >= required - 1e-9;
  return {
    ok: true,
    dailyDemandLitres: Math.round(daily),
    requiredStorageLitres: Math.round(required),
    storageLitres: Math.round(storage),
    daysUsed: days,
    floorApplied,
    daysOfSupply: Math.floor((storage / daily) * 10 + 1e-9) / 10,
    compliant,
    shortfallLitres: compliant ? 0 : Math.ceil(required - storage - 1e-9),
    message: compliant ? null : DEMAND_FAILURE_MESSAGE,
    missing,
    invalid,
  };
}

type Answers = Record<string, unknown> | undefined;
/** An answer that is a finite number, or null. */
export const finiteOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * The calculator's inputs from the plan's answers: people and litres per person from 2.5, storage from
 * 2.3, and days from 2.6 (or, when not given, the specification's days for the sources ticked in 2.1),
 * with the Acceptable Solution's floor for the sources ticked.
 * One function, read by the 2.6 page, compliance and the export.
 */
export function demandInputFromPlan(plan: {
  source?: Answers;
  storage?: Answers;
  dailyDemand?: Answers;
  demandStorage?: Answers;
}): DemandInput {
  const sources = Array.isArray(plan.source?.source_type) ? (plan.source.source_type as string[]) : [];
  return {
    population: finiteOrNull(plan.dailyDemand?.demand_population),
    perPersonLitres: finiteOrNull(plan.dailyDemand?.per_person_demand),
    storageLitres: finiteOrNull(plan.storage?.storage_capacity),
    days: finiteOrNull(plan.demandStorage?.storage_days_required) ?? daysRequiredFor(sources),
    floorDays: floorDaysFor(sources),
  };
}
