/**
 * The assistant's knowledge: the regulator's texts copied into `knowledge/` (see its README for where
 * they come from) and the product's public help pages (`knowledge/help-pages.json`, written by
 * `scripts/gen-assistant-help.ts` from the rendered pages). Each is cut into passages along its own
 * headings, each passage keeping the PDF page it is on (the `=== PAGE N ===` markers of the texts, which
 * are the PDF's page numbers, not the number printed on the page).
 *
 * Read once per process (`loadKnowledge`), never per request.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFERENCE_DOCUMENTS, type ReferenceDocument } from '../../../domain/plan/regulatory-statements';

export const KNOWLEDGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'knowledge');

/** The documents' names as a school reads them; drafts say so (docs/regulatory-sources.md). */
export const DOCUMENT_TITLES: Record<ReferenceDocument, string> = {
  DWQAR_Guidance_for_Small_Supplies:
    'Drinking Water Quality Assurance Rules – interpretation guide for small supplies (draft)',
  'DWSP_Template_Small_26-100': 'Drinking Water Safety Planning template for small supplies (26–100 people)',
  'DWSP_Template_Medium_101-500':
    'Drinking Water Safety Planning guidance for medium supplies (101–500 people)',
  Acceptable_Solution_Roof_Water: 'Acceptable Solution for Roof Water Supplies (working draft, January 2022)',
  Acceptable_Solution_Rural_Agricultural:
    'Acceptable Solution for Rural Agricultural Water Supplies (working draft, January 2022)',
  'Acceptable_Solution_Mixed-Use_Rural_2025': 'Mixed-use Rural Drinking Water Acceptable Solution 2025',
  Quick_Guide_to_Uploading_DWSP: 'Quick guide to uploading your Drinking Water Safety Plan (Hinekōrako)',
};

export interface Passage {
  /** Stable within a build: `<source>#<page>.<n>`. */
  id: string;
  /** A reference document's key, or `help` for WaiKura's own help pages. */
  source: ReferenceDocument | 'help';
  /** The document's name as shown with a citation. */
  document: string;
  /** PDF page (reference documents); null for a help page. */
  page: number | null;
  /** The address of a help page. */
  url?: string;
  /** The heading the passage sits under (the document's own). */
  heading: string;
  text: string;
}

/** Lines that are page furniture, not content. */
const FURNITURE = [
  /^\s*(Not Government Policy\s+)?Page \d+( of \d+)?\s*$/i,
  /^\s*UNCLASSIFIED\s*$/i,
  /^\s*Unclassified\s*$/,
  /^\s*Hinekōrako Reference Guide\s*$/,
  /^\s*\d{1,2}\s*$/, // a printed page number alone
  /\.{5,}/, // a contents line with dot leaders
];

/** A line that opens a new part: a numbered heading, a question, "Question 3:", a rule id, an appendix. */
function isHeading(line: string, next: string | undefined): boolean {
  const l = line.trim();
  if (l.length < 3 || l.length > 110) return false;
  if (/^(Question \d+|Appendix \d+|Schedule \d+|Step \d+)\b/i.test(l)) return true;
  if (/^\d+(\.\d+)*\.?\s+[A-Z`‘'][^.]*$/.test(l) && l.length < 90) return true;
  if (/^(Rule )?[GSTDV][P1]?\d*\.\d+\b/.test(l) && l.length < 90) return true;
  // A question on its own line, starting with a capital: the guides' headings are questions.
  if (/^(What|How|When|Where|Who|Why|Is|Are|Do|Does|Can|If|I )\b.*\?\s*$/.test(l)) return true;
  // A question heading broken over two lines.
  if (
    /^(What|How|When|Where|Who|Why|Is|Are|Do|Does|Can)\b/.test(l) &&
    next &&
    /^[a-z].{0,40}\?\s*$/.test(next.trim())
  )
    return true;
  return false;
}

const TARGET_CHARS = 700;

/** Cuts one reference text into passages: pages by their markers, then along headings, about 700 characters each. */
export function chunkDocument(source: ReferenceDocument, raw: string): Passage[] {
  const document = DOCUMENT_TITLES[source];
  const passages: Passage[] = [];
  const pages = raw.split(/^=== PAGE (\d+) ===$/m);
  // split with a capture group: [before, n1, text1, n2, text2, ...]
  let heading = document;
  for (let i = 1; i < pages.length; i += 2) {
    const page = Number(pages[i]);
    let lines = (pages[i + 1] ?? '')
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter((l) => l && !FURNITURE.some((re) => re.test(l)));
    // A contents page: its lines ending in a page number are the contents, not content.
    const contents = lines.some((l) => /^Contents\b/.test(l));
    if (contents) lines = lines.filter((l) => !/\s\d{1,3}$/.test(l));
    let n = 0;
    let buffer: string[] = [];
    let bufferHeading = heading;
    const flush = () => {
      const text = buffer.join(' ').replace(/\s+/g, ' ').trim();
      buffer = [];
      if (text.length < 20) return;
      passages.push({ id: `${source}#${page}.${n++}`, source, document, page, heading: bufferHeading, text });
    };
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j]!;
      if (isHeading(line, lines[j + 1])) {
        flush();
        // A heading broken over two lines is joined.
        const next = lines[j + 1];
        const joined = next && /^[a-z].{0,40}\?\s*$/.test(next) && !line.endsWith('?');
        heading = joined ? `${line} ${next}` : line;
        if (joined) j++;
        bufferHeading = heading;
        buffer.push(heading);
        continue;
      }
      buffer.push(line);
      if (buffer.join(' ').length >= TARGET_CHARS && /[.:;?]$/.test(line)) {
        flush();
        bufferHeading = heading;
      }
    }
    flush();
  }
  return passages;
}

export interface HelpSection {
  url: string;
  page: string;
  heading: string;
  text: string;
}

/** WaiKura's help pages as passages (no PDF page; the address instead), long sections cut at sentences. */
export function helpPassages(sections: readonly HelpSection[]): Passage[] {
  const passages: Passage[] = [];
  sections.forEach((s, i) => {
    const sentences = s.text.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [s.text];
    let buffer = '';
    let n = 0;
    const flush = () => {
      const text = buffer.trim();
      buffer = '';
      if (text.length < 20) return;
      passages.push({
        id: `help#${i}.${n++}`,
        source: 'help',
        document: `WaiKura help: ${s.page}`,
        page: null,
        url: s.url,
        heading: s.heading,
        text,
      });
    };
    for (const sentence of sentences) {
      buffer += sentence;
      if (buffer.length >= TARGET_CHARS) flush();
    }
    flush();
  });
  return passages;
}

let cached: Passage[] | null = null;

/** Every passage of the knowledge, read from disk the first time. */
export function loadKnowledge(): Passage[] {
  if (cached) return cached;
  const all: Passage[] = [];
  for (const source of Object.keys(REFERENCE_DOCUMENTS) as ReferenceDocument[]) {
    all.push(...chunkDocument(source, readFileSync(join(KNOWLEDGE_DIR, `${source}.txt`), 'utf8')));
  }
  const help = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, 'help-pages.json'), 'utf8')) as HelpSection[];
  all.push(...helpPassages(help));
  cached = all;
  return all;
}
