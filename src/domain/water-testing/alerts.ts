/**
 * The words of the alert a result over its limit sends (issue 16), and the one mark that lets it through
 * quiet hours and past the weekly digest: a water-safety alert is urgent and in the water-testing
 * category. Preferences still decide the channels (a channel or category turned off stays off).
 */
import { TAUMATA_AROWAI_24_7 } from './incident-clock';
import { type Parameter, SUPPLY_COMPONENT_LABELS, type SupplyComponent } from './parameters';

export const SAFETY_ALERT = { category: 'water_testing', priority: 'urgent' } as const;

/** Whether a scheduled notification is a water-safety alert: sent at once, never held for quiet hours. */
export const isSafetyAlert = (payload: { category?: string | null; priority?: string | null }): boolean =>
  payload.category === SAFETY_ALERT.category && payload.priority === SAFETY_ALERT.priority;

export function alertText(input: {
  schoolName: string;
  parameter: Parameter;
  value: string;
  component: SupplyComponent;
  sampleId: string;
  sampledOn: string;
}): { title: string; message: string } {
  const where = SUPPLY_COMPONENT_LABELS[input.component].toLowerCase();
  const boil = input.parameter.id === 'e_coli';
  return {
    title: `Unsafe water test at ${input.schoolName}: ${input.parameter.label} ${input.value} ${input.parameter.unit}`,
    message: [
      `${input.sampleId ? `Sample ${input.sampleId}` : 'The sample'} of ${input.sampledOn} (${where}) is over the limit.`,
      boil
        ? 'Tell everyone not to drink the water unless it is boiled, now.'
        : 'Check the treatment and decide whether people may drink the water.',
      `Notify Taumata Arowai in Hinekōrako, or on the 24/7 line ${TAUMATA_AROWAI_24_7} if people could become seriously ill.`,
      'Open the incident in WaiKura for your plan’s steps.',
    ].join(' '),
  };
}
