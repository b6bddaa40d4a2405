/**
 * The notices an incident puts up (issue 16): boil water, do not drink, and a supply interruption, each in
 * English and te reo Māori. The te reo is kept short and plain, and every Māori line stands beside its
 * English; the lines want a fluent speaker's check, as all the interface's te reo does (decision 042,
 * docs/te-reo-glossary.md).
 *
 * - Boil water after E. coli in treated water (DWQAR_Guidance_for_Small_Supplies (draft), p. 16, T1.1).
 * - Do not drink, with another supply, for a chemical over its MAV or cyanotoxins (DWQAR p. 17, T1.2;
 *   pp. 14–15 for cyanotoxins).
 * - Interruption: the supply is off; an interruption over 8 hours is a common reason to notify
 *   (DWSP_Template_Medium_101-500, p. 14).
 */
export const NOTICE_KINDS = ['boil', 'do_not_drink', 'interruption'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeText {
  title: { en: string; mi: string };
  lines: { en: string; mi: string }[];
  source: string;
}

/** The notice's contacts heading in te reo Māori (the English is the interface's `notice.contacts`). */
export const CONTACTS_HEADING_MI = 'Ko wai hei whakapā atu';

const SAFE_AGAIN_MI = 'Ka whakamōhio atu mātou ina haumaru anō te wai.';

export function noticeText(kind: NoticeKind, school: string): NoticeText {
  switch (kind) {
    case 'boil':
      return {
        title: { en: 'Boil water before drinking', mi: 'Kōhuatia te wai i mua i te inu' },
        lines: [
          {
            en: `The tap water at ${school} may not be safe to drink.`,
            mi: `Kāore pea te wai o ngā kōrere i ${school} i te haumaru hei inu.`,
          },
          {
            en: 'Boil it before you drink it, brush your teeth with it, or use it for food. Let it cool first.',
            mi: 'Kōhuatia i mua i te inu, i te paraihe niho, i te taka kai rānei. Waiho kia mātao i mua i te whakamahi.',
          },
          { en: 'We will tell you when the water is safe again.', mi: SAFE_AGAIN_MI },
        ],
        source: 'DWQAR_Guidance_for_Small_Supplies (draft), p. 16 (T1.1: advise consumers to boil the water)',
      };
    case 'do_not_drink':
      return {
        title: { en: 'Do not drink the water', mi: 'Kaua e inu i te wai' },
        lines: [
          {
            en: `Do not drink the tap water at ${school}, even after boiling it.`,
            mi: `Kaua e inu i te wai o ngā kōrere i ${school}, ahakoa kua kōhuatia.`,
          },
          {
            en: 'Use the bottled or delivered water provided for drinking, brushing teeth and food.',
            mi: 'Whakamahia te wai kua whakaratoa (he wai pounamu, he wai i kawea mai rānei) hei inu, hei paraihe niho, hei taka kai.',
          },
          { en: 'We will tell you when the water is safe again.', mi: SAFE_AGAIN_MI },
        ],
        source:
          'DWQAR_Guidance_for_Small_Supplies (draft), p. 17 (T1.2: a do not drink notice and an alternative supply for a chemical over the MAV) and p. 15 (cyanotoxins)',
      };
    case 'interruption':
      return {
        title: { en: 'No water from the taps', mi: 'Kāore he wai i ngā kōrere' },
        lines: [
          {
            en: `The water supply at ${school} is not working at the moment.`,
            mi: `Kāore te wai i ${school} e rere ana i tēnei wā.`,
          },
          {
            en: 'Use the bottled or delivered water provided. Do not drink from the taps when the water comes back until we say it is safe.',
            mi: 'Whakamahia te wai kua whakaratoa. Ka hoki mai te wai, kaua e inu i ngā kōrere kia kī rā anō mātou kua haumaru.',
          },
        ],
        source:
          'DWSP_Template_Medium_101-500, p. 14 (a supply interruption over 8 hours is a common reason to notify)',
      };
  }
}

/** The notice an incident starts with. */
export const defaultNotice = (incidentKind: string): NoticeKind =>
  incidentKind === 'supply_interruption' ? 'interruption' : 'boil';
