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

/**
 * The same alert in te reo Māori (issue 20), for a recipient whose language is te reo: the school's name,
 * the sample and the result stay as they are. Wants a fluent speaker's review (docs/te-reo-glossary.md).
 */
export function alertTextMi(input: Parameters<typeof alertText>[0]): { title: string; message: string } {
  const where = SUPPLY_COMPONENT_LABELS[input.component].toLowerCase();
  const boil = input.parameter.id === 'e_coli';
  return {
    title: `He whakamātautau wai mōrearea i ${input.schoolName}: ${input.parameter.label} ${input.value} ${input.parameter.unit}`,
    message: [
      `Kei runga ake i te tepe ${input.sampleId ? `te tauira ${input.sampleId}` : 'te tauira'} o te ${input.sampledOn} (${where}).`,
      boil
        ? 'Kīia ki te katoa kia kaua e inu i te wai ki te kore e kōhuatia, ināianei tonu.'
        : 'Tirohia te whakapai wai, ka whakatau mēnā ka taea e te tangata te inu i te wai.',
      `Whakamōhiotia a Taumata Arowai i Hinekōrako, i te waea 24/7 rānei ${TAUMATA_AROWAI_24_7} mēnā ka tino māuiui pea te tangata.`,
      'Huakina te aituā i WaiKura mō ngā hīkoi o tō mahere.',
    ].join(' '),
  };
}
