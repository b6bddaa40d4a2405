/**
 * 8.1's results in the water-test log (issue 16): each row of the plan's results table becomes one entry
 * per parameter it holds, judged by the same rule as a logged result. Read-only: they are changed in 8.1.
 * A row without a part of the supply is judged as water after treatment (water-results.ts: a missed
 * notification is worse than an unneeded prompt).
 */
import {
  judgeResult,
  type ParameterId,
  parameterOf,
  type ResultStatus,
  SUPPLY_COMPONENTS,
  type SupplyComponent,
} from './parameters';

export interface PlanResult {
  rowId: string;
  sampleId: string;
  sampledOn: string;
  component: SupplyComponent;
  componentId: string | null;
  laboratory: string;
  parameter: ParameterId;
  value: number;
  unit: string;
  status: ResultStatus;
}

const COLUMNS: readonly [string, ParameterId][] = [
  ['e_coli', 'e_coli'],
  ['total_coliforms', 'total_coliforms'],
  ['turbidity', 'turbidity'],
  ['ph', 'ph'],
  ['free_available_chlorine', 'free_available_chlorine'],
];

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function planResults(content: Record<string, unknown> | undefined): PlanResult[] {
  const rows = content?.water_test_results;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((r, i): PlanResult[] => {
    if (!r || typeof r !== 'object') return [];
    const row = r as Record<string, unknown>;
    const sampledOn = str(row.sample_date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(sampledOn)) return [];
    const component = (SUPPLY_COMPONENTS as readonly string[]).includes(str(row.supply_component))
      ? (row.supply_component as SupplyComponent)
      : 'treatment_plant';
    return COLUMNS.flatMap(([column, id]) => {
      const value = row[column];
      if (typeof value !== 'number' || !Number.isFinite(value)) return [];
      const parameter = parameterOf(id)!;
      return [
        {
          rowId: str(row.id) || String(i),
          sampleId: str(row.sample_id),
          sampledOn,
          component,
          componentId: str(row.supply_component_id) || null,
          laboratory: str(row.laboratory),
          parameter: id,
          value,
          unit: parameter.unit,
          status: judgeResult({ parameter, result: { qualifier: null, value }, component }).status,
        },
      ];
    });
  });
}

// ------------------------------------------------------------------------------ the log, written into 8.1

/** A result of the log as 8.1 takes it (decision 033). */
export interface LogResultForPlan {
  sampleId: string;
  sampledOn: string;
  component: SupplyComponent;
  componentId: string | null;
  laboratory: string;
  parameter: ParameterId;
  result: { qualifier: '<' | '>' | null; value: number };
  unit: string;
}

const PLAN_COLUMN = new Map(COLUMNS.map(([column, id]) => [id, column]));

/**
 * The number 8.1's column holds for a logged result, or null when 8.1 cannot hold it as it is. 8.1 asks
 * for 0 when a report says "<1" of E. coli or coliforms (its hint); any other "<x" or ">x" is not a
 * number 8.1 can hold without saying something the laboratory did not, so it goes to the row's notes.
 */
export function planValueOf(r: Pick<LogResultForPlan, 'parameter' | 'result'>): number | null {
  if (!PLAN_COLUMN.has(r.parameter)) return null;
  const { qualifier, value } = r.result;
  if (qualifier === null) return value;
  if (qualifier === '<' && value <= 1 && (r.parameter === 'e_coli' || r.parameter === 'total_coliforms'))
    return 0;
  return null;
}

/** Whether 8.1's entry is a logged result written into 8.1 (the log shows it once). */
export function sameAsLogged(
  entry: Pick<PlanResult, 'sampleId' | 'sampledOn' | 'parameter' | 'value'>,
  logged: readonly Pick<LogResultForPlan, 'sampleId' | 'sampledOn' | 'parameter' | 'result'>[],
): boolean {
  return logged.some(
    (r) =>
      r.sampleId === entry.sampleId &&
      r.sampledOn === entry.sampledOn &&
      r.parameter === entry.parameter &&
      planValueOf(r) === entry.value,
  );
}

/**
 * 8.1's answers with logged results written in: a result joins the row of its sample (same sample ID and
 * date), filling its test's empty cell; a sample with no row gets one. A cell that already holds another
 * value is left as the school typed it (the log keeps both; the log's page shows where they differ).
 * Answers null when nothing changes.
 */
export function mergeIntoPlan(
  content: Record<string, unknown> | undefined,
  results: readonly LogResultForPlan[],
  newId: () => string,
): Record<string, unknown> | null {
  const before = Array.isArray(content?.water_test_results) ? (content.water_test_results as unknown[]) : [];
  const rows = before.map((r) => (r && typeof r === 'object' ? { ...(r as Record<string, unknown>) } : r));
  let changed = false;
  for (const r of results) {
    const parameter = parameterOf(r.parameter);
    if (!parameter) continue;
    let row = rows.find(
      (x): x is Record<string, unknown> =>
        !!x &&
        typeof x === 'object' &&
        str((x as Record<string, unknown>).sample_id) === r.sampleId &&
        str((x as Record<string, unknown>).sample_date) === r.sampledOn,
    );
    if (!row) {
      row = {
        id: newId(),
        sample_date: r.sampledOn,
        sample_id: r.sampleId,
        supply_component: r.component,
        ...(r.componentId ? { supply_component_id: r.componentId } : {}),
        ...(r.laboratory ? { laboratory: r.laboratory } : {}),
      };
      rows.push(row);
      changed = true;
    }
    const column = PLAN_COLUMN.get(r.parameter);
    const value = planValueOf(r);
    if (column && value !== null) {
      if (row[column] === undefined || row[column] === null || row[column] === '') {
        row[column] = value;
        changed = true;
      }
      continue;
    }
    const note = `${parameter.label} ${r.result.qualifier ?? ''}${r.result.value} ${r.unit}`.trim();
    const notes = str(row.notes);
    if (!notes.includes(note)) {
      row.notes = notes ? `${notes}; ${note}` : note;
      changed = true;
    }
  }
  return changed ? { ...(content ?? {}), water_test_results: rows } : null;
}
