/**
 * Every regulatory statement of the water-test log and the incident workflow names a document WaiKura
 * holds and a PDF page that exists in it, a draft says it is one, or the statement says it is WaiKura's own.
 */
import { describe, expect, test } from 'vitest';
import { REFERENCE_DOCUMENTS } from '../plan/regulatory-statements';
import { GUIDE_STATEMENTS } from './guide';
import { NOTIFY_ADVICE, NOTIFY_ADVICE_SOURCE } from './incident-clock';
import { incidentSteps } from './incident-steps';
import { MONITORING_STATEMENTS } from './monitoring';
import { NOTICE_KINDS, noticeText } from './notices';
import { PARAMETER_STATEMENTS } from './parameters';

const sources = [
  ...PARAMETER_STATEMENTS.map((s) => s.source),
  ...MONITORING_STATEMENTS.map((s) => s.source),
  NOTIFY_ADVICE_SOURCE,
  ...GUIDE_STATEMENTS.map((g) => g.source),
  ...NOTICE_KINDS.map((k) => noticeText(k, 'X School').source),
  ...(['water_quality', 'supply_interruption', 'other'] as const).flatMap((k) =>
    incidentSteps(undefined, k).flatMap((s) => (s.source ? [s.source] : [])),
  ),
];

/** Every "Document, p. N" or "Document (draft), pp. N–M" in a source line. */
function citations(line: string): { doc: string; pages: number[]; draftNamed: boolean }[] {
  const out: { doc: string; pages: number[]; draftNamed: boolean }[] = [];
  const re = /([A-Z][\w-]+_[\w-]+)( \((?:working )?draft\))?, (pp?\. [\d–\-, and]+(?: and p\. \d+)*)/g;
  for (const m of line.matchAll(re)) {
    const pages = [...m[3]!.matchAll(/\d+/g)].map((d) => Number(d[0]));
    out.push({ doc: m[1]!, pages, draftNamed: Boolean(m[2]) });
  }
  return out;
}

describe('water testing and incidents: statements and their sources', () => {
  test('each source cites a held document and pages it has, naming drafts as drafts', () => {
    for (const line of sources) {
      const cites = citations(line);
      expect(cites.length, line).toBeGreaterThan(0);
      for (const c of cites) {
        const doc = REFERENCE_DOCUMENTS[c.doc as keyof typeof REFERENCE_DOCUMENTS];
        expect(doc, `${c.doc} in "${line}"`).toBeDefined();
        for (const p of c.pages) expect(p, `${c.doc} p. ${p}`).toBeLessThanOrEqual(doc.pages);
        expect(c.draftNamed, `${c.doc} is a draft: say so in "${line}"`).toBe(doc.draft);
      }
    }
  });

  test('the 24-hour advice says it is WaiKura’s own', () => {
    expect(NOTIFY_ADVICE).toMatch(/^WaiKura’s own advice/);
    expect(NOTIFY_ADVICE_SOURCE).toContain('the 24 hours are WaiKura’s own');
  });

  test('the check can fail: an unknown document or a page past the end is caught', () => {
    expect(citations('Made_Up_Document, p. 3')[0]!.doc).toBe('Made_Up_Document');
    expect(citations('DWQAR_Guidance_for_Small_Supplies (draft), p. 99')[0]!.pages).toEqual([99]);
  });
});
