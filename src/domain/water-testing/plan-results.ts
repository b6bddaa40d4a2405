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
