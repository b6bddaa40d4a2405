/**
 * 2.6: beside the storage result, where its figure comes from (the specification's words "MOE storage
 * requirements" stay; the regulator's texts state only the roof water Acceptable Solution's 96 hours),
 * and, when the school's own target is below that floor, that the floor was used.
 */
import { DEMAND_FIGURE_NOTE, type DemandInput, type DemandResult } from '../../../domain/plan/demand';
import { useI18n } from '../../i18n';

export function DemandFloorNote({ input, result }: { input: DemandInput; result: DemandResult }) {
  const { t } = useI18n();
  if (!result.ok) return null;
  return (
    <div className="space-y-1 text-sm">
      {result.floorApplied && (
        <p className="font-medium">
          {t('plan.demand.floorApplied', { target: input.days ?? 0, days: result.daysUsed })}
        </p>
      )}
      <p className="text-slate-700 dark:text-slate-300">{DEMAND_FIGURE_NOTE}</p>
    </div>
  );
}
