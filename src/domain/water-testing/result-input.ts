/**
 * One water-test result as a person or a laboratory file gives it, and the checks every way in shares
 * (the entry form, the API, the CSV import). Messages say what is wrong and how to put it right.
 */
import {
  canonicalUnit,
  PARAMETERS,
  type ParameterId,
  parameterOf,
  parseResultValue,
  type ResultValue,
  SUPPLY_COMPONENTS,
  type SupplyComponent,
} from './parameters';

export interface ResultInput {
  sampleId: string;
  component: string;
  componentId?: string | null;
  sampledOn: string;
  laboratory: string;
  parameter: string;
  /** As the report writes it: "0.3", "<1", ">200". */
  value: string;
  /** Empty: the parameter's own unit. */
  unit?: string | null;
  /** A chemical's MAV as printed on the report (mg/L). */
  mav?: number | string | null;
  notes?: string | null;
}

export interface CheckedResult {
  sampleId: string;
  component: SupplyComponent;
  componentId: string | null;
  sampledOn: string;
  laboratory: string;
  parameter: ParameterId;
  result: ResultValue;
  unit: string;
  mav: number | null;
  notes: string | null;
}

export type FieldErrors = Partial<Record<keyof ResultInput, string>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function realDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() + 1 === Number(m[2]) &&
    d.getUTCDate() === Number(m[3])
  );
}

const squash = (s: string) => s.toLowerCase().replace(/[\s._\-()]/g, '');

const PARAMETER_NAMES = new Map<string, ParameterId>([
  ...PARAMETERS.flatMap((p) => [[squash(p.id), p.id] as const, [squash(p.label), p.id] as const]),
  ['ecoli', 'e_coli'],
  ['escherichiacoli', 'e_coli'],
  ['coliforms', 'total_coliforms'],
  ['fac', 'free_available_chlorine'],
  ['freechlorine', 'free_available_chlorine'],
  ['nitratenitrogen', 'nitrate'],
]);

/** A parameter from its id or the names laboratories print ("E. coli", "FAC", "Total Coliforms"). */
export function parameterFromName(name: string): ParameterId | null {
  return PARAMETER_NAMES.get(squash(name)) ?? null;
}

const COMPONENT_NAMES = new Map<string, SupplyComponent>([
  ...SUPPLY_COMPONENTS.map((c) => [squash(c), c] as const),
  ['raw', 'source'],
  ['rawwater', 'source'],
  ['sourcewater', 'source'],
  ['sourceabstractionpoint', 'source'],
  ['treatment', 'treatment_plant'],
  ['treated', 'treatment_plant'],
  ['treatedwater', 'treatment_plant'],
  ['distribution', 'distribution_zone'],
  ['tap', 'distribution_zone'],
  ['reticulation', 'distribution_zone'],
]);

export function componentFromName(name: string): SupplyComponent | null {
  return COMPONENT_NAMES.get(squash(name)) ?? null;
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Checks one result; `today` (NZ date) refuses a sample date in the future. */
export function checkResult(
  input: ResultInput,
  today: string,
): { ok: true; value: CheckedResult } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const sampleId = trimmed(input.sampleId);
  if (!sampleId) errors.sampleId = 'Enter the sample ID from the bottle or the laboratory report.';
  else if (sampleId.length > 100) errors.sampleId = 'Use at most 100 characters for the sample ID.';

  const component = componentFromName(trimmed(input.component));
  if (!component)
    errors.component = 'Choose the part of the supply: source, treatment plant or distribution zone.';
  const componentId = trimmed(input.componentId) || null;
  if (componentId && componentId.length > 50)
    errors.componentId = 'Use at most 50 characters for the supply component ID.';

  const sampledOn = trimmed(input.sampledOn);
  if (!realDate(sampledOn)) errors.sampledOn = 'Enter the date the sample was taken, like 2026-11-20.';
  else if (sampledOn > today) errors.sampledOn = 'The sample date cannot be in the future.';

  const laboratory = trimmed(input.laboratory);
  if (!laboratory) errors.laboratory = 'Enter the laboratory that tested the sample.';
  else if (laboratory.length > 200) errors.laboratory = 'Use at most 200 characters for the laboratory.';

  const parameterId = parameterFromName(trimmed(input.parameter));
  const parameter = parameterId ? parameterOf(parameterId)! : null;
  if (!parameter) errors.parameter = 'Choose what was tested, such as E. coli or turbidity.';

  const result = parseResultValue(trimmed(input.value));
  if (!result)
    errors.value = 'Enter the result as a number, with < or > if the report has one, like <1 or 0.3.';

  let unit = '';
  if (parameter) {
    const given = trimmed(input.unit);
    const u = given ? canonicalUnit(parameter, given) : parameter.unit;
    if (u === null) errors.unit = `${parameter.label} is measured in ${parameter.unit}, not ${given}.`;
    else unit = u;
  }

  let mav: number | null = null;
  const rawMav = input.mav;
  if (rawMav !== undefined && rawMav !== null && String(rawMav).trim() !== '') {
    const n = typeof rawMav === 'number' ? rawMav : Number(String(rawMav).trim());
    if (!Number.isFinite(n) || n <= 0)
      errors.mav = 'Enter the MAV from the report as a number above 0, or leave it empty.';
    else if (parameter?.limit) errors.mav = `${parameter.label} has a fixed limit; leave the MAV empty.`;
    else mav = n;
  }

  const notes = trimmed(input.notes) || null;
  if (notes && notes.length > 2000) errors.notes = 'Use at most 2000 characters for the notes.';

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      sampleId,
      component: component!,
      componentId,
      sampledOn,
      laboratory,
      parameter: parameterId!,
      result: result!,
      unit,
      mav,
      notes,
    },
  };
}
