/**
 * Searching names as people type them: any letter case, and with or without macrons ("kowhai" finds
 * "Kōwhai Valley School", "Tōtara" finds a name typed "Totara"). LIKE's wildcards in the query are
 * taken literally. One helper for every list that searches schools.
 */
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

const MACRONS = 'āēīōūĀĒĪŌŪ';
const PLAIN = 'aeiouAEIOU';
const FOLD = new Map([...MACRONS].map((c, i) => [c, PLAIN[i]!]));

/** The text with its macron vowels as plain vowels (what the SQL side does with `translate`). */
export function foldMacrons(text: string): string {
  return [...text.normalize('NFC')].map((c) => FOLD.get(c) ?? c).join('');
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Any of the columns contains the query, ignoring case and macrons. */
export function containsText(columns: AnyColumn[], query: string): SQL {
  const needle = `%${escapeLike(foldMacrons(query.trim()))}%`;
  return or(...columns.map((c) => sql`translate(${c}, ${MACRONS}, ${PLAIN}) ilike ${needle}`))!;
}
