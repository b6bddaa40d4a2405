/**
 * 8.1: when a result entered means the school must act at once (issue 14). The incident workflow itself
 * is another issue's; here is the rule that starts it, its words and its sources.
 *
 * - E. coli of 1 per 100 mL or more is a positive result (DWQAR_Guidance_for_Small_Supplies (draft), p. 10).
 * - In water after treatment (treatment plant or distribution zone) it breaches the Standards: advise
 *   everyone to boil their drinking water, notify Taumata Arowai, and find the cause (DWQAR pp. 16, 21).
 * - In source water before treatment it is expected for roof water and is not a notification by itself
 *   (DWQAR p. 10); the treatment must remove it.
 * - When the part of the supply is not given, WaiKura treats the result as treated water: a missed
 *   notification is worse than an unneeded prompt (WaiKura's own rule).
 */
import { TAUMATA_AROWAI_URGENT_PHONE } from './forms/part-6';

export const E_COLI_POSITIVE_AT = 1;

export interface ResultPrompt {
  /** The row's id. */
  rowId: string;
  sampleDate: string;
  eColi: number;
  /** 'notify': start notification now; 'source': E. coli in source water, a prompt to check treatment. */
  kind: 'notify' | 'source';
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The rows of 8.1's results that need action, in the order entered. */
export function resultPrompts(rows: unknown): ResultPrompt[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((r): ResultPrompt[] => {
    if (r === null || typeof r !== 'object') return [];
    const row = r as Record<string, unknown>;
    const eColi = finite(row.e_coli);
    if (eColi === null || eColi < E_COLI_POSITIVE_AT) return [];
    return [
      {
        rowId: String(row.id ?? ''),
        sampleDate: typeof row.sample_date === 'string' ? row.sample_date : '',
        eColi,
        kind: row.supply_component === 'source' ? 'source' : 'notify',
      },
    ];
  });
}

export const NOTIFY_PROMPT = {
  title: 'E. coli in treated water: start the notification now',
  steps: [
    'Tell everyone at school not to drink the water unless it is boiled, straight away.',
    `Notify Taumata Arowai through the notification function in Hinekōrako; if people could become seriously ill, call the 24/7 line, ${TAUMATA_AROWAI_URGENT_PHONE}.`,
    'Follow your incident plan (6.1): find and fix the cause, and keep testing until the water is clear.',
  ],
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 10 (1 per 100 mL or more is positive) and p. 16 (T1.1: boil water advice, notify the Authority, find the cause); DWSP_Template_Medium_101-500, p. 14 (notify; 24/7 line)',
} as const;

export const SOURCE_PROMPT = {
  title: 'E. coli in the source water',
  text: 'E. coli before treatment is expected in roof water; it shows why treatment is needed. Check that the treatment is working, and that the water after it tests clear.',
  source:
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 10 (E. coli in source water) and p. 16 (T1.1: water leaving treatment)',
} as const;
