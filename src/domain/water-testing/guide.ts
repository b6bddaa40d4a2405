/**
 * The laboratory and testing guide (issue 16, part 7): how to take, label and send a sample, and what the
 * results mean, each point with its document and PDF page. The limits themselves are PARAMETERS'
 * (parameters.ts) and the frequencies monitoring.ts's, so nothing is typed twice.
 */
export interface GuidePoint {
  title: string;
  text: string;
  source: string;
}

const DWQAR = 'DWQAR_Guidance_for_Small_Supplies (draft)';

export const SAMPLING_GUIDE: readonly GuidePoint[] = [
  {
    title: 'Use an accredited laboratory',
    text: 'Send water samples to a laboratory accredited by IANZ for the test you order, such as E. coli and total coliforms.',
    source: `${DWQAR}, p. 8 (G8(a): IANZ-accredited laboratory)`,
  },
  {
    title: 'Follow the laboratory’s instructions',
    text: 'Use the bottles the laboratory gives you (sterile ones for bacteria, some with preservative) and sterilise and flush the sampling tap as it says.',
    source: `${DWQAR}, p. 8 (G8(b): follow the laboratory's instructions for collecting samples)`,
  },
  {
    title: 'Label every bottle',
    text: 'Write the supply component ID of the part sampled (source, treatment plant or distribution zone), the date and time, and your own sample ID, so the result can be traced.',
    source: `${DWQAR}, p. 9 (G6: label with the supply's unique ID, time and date; a unique sample ID)`,
  },
  {
    title: 'Keep it cool on the way',
    text: 'Do not let the samples heat up or freeze before they reach the laboratory.',
    source: `${DWQAR}, p. 9 (G7: transport so samples do not heat up or freeze)`,
  },
  {
    title: 'Check your own instruments',
    text: 'Turbidity and chlorine can be measured on site with a handheld or desktop meter, calibrated or verified as its maker says.',
    source: `${DWQAR}, p. 9 (G9: calibrate or verify analysers)`,
  },
  {
    title: 'Where to sample treated water',
    text: 'Take the treated water sample where it leaves the treatment, with no treatment step after the sampling point.',
    source: `${DWQAR}, p. 16 (T1.1, T1.2: where to sample treated water)`,
  },
];

export const READING_GUIDE: readonly GuidePoint[] = [
  {
    title: 'E. coli',
    text: 'E. coli comes from the faeces of people, animals or birds. Any E. coli in water after treatment means the water is not safe to drink: advise everyone to boil it, notify Taumata Arowai, and find the cause.',
    source: `${DWQAR}, p. 10 (what E. coli shows) and p. 16 (T1.1: boil water advice, notify, investigate)`,
  },
  {
    title: 'Total coliforms',
    text: 'Total coliforms without E. coli after treatment mean bacteria are getting through: check the treatment and look for the cause.',
    source: `${DWQAR}, p. 17 (T1.1: total coliforms in treated water)`,
  },
  {
    title: 'A chemical over its MAV',
    text: 'Report it to Taumata Arowai with what you will do; the answer may be a notice to consumers, or a do not drink notice and another supply.',
    source: `${DWQAR}, p. 17 (T1.2: a chemical over the MAV)`,
  },
];

export const GUIDE_STATEMENTS: readonly GuidePoint[] = [...SAMPLING_GUIDE, ...READING_GUIDE];
