/**
 * The documents-only answer: the best passages for a question, each quoted (its sentences that carry
 * the question's words), with document and PDF page, and a one-line "the documents say" summary built
 * from the best quote. Used with no AI provider, and whenever the provider fails or is rate-limited.
 */
import type { Passage } from './knowledge';
import { type Hit, type KnowledgeIndex, processTerm, queryTerms } from './search';

export interface Citation {
  /** The document's name. */
  document: string;
  /** The reference document's key, or `help`. */
  source: string;
  /** PDF page; null for a WaiKura help page. */
  page: number | null;
  /** The help page's address. */
  url?: string;
  /** The passage's own words. */
  quote: string;
  /** The retrieved passage's id (the AI path checks a model's citations against these). */
  passageId: string;
}

export interface RetrievalAnswer {
  answer: string;
  mode: 'retrieval';
  citations: Citation[];
}

/** How many passages a documents-only answer quotes. */
export const RETRIEVAL_PASSAGES = 5;
const QUOTE_MAX = 420;

/** Ends that are not the end of a sentence: "E. coli", "e.g.", "i.e.", "p. 8", "No. 3". */
const NOT_AN_END = /(\b[A-Za-z]|e\.g|i\.e|etc|approx|No|no|pp?|Fig|fig|vs|St)\.$/;

/** Splits a passage into sentences (a bullet counts as a break too), keeping "E. coli" whole. */
export function sentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?])\s+(?=[A-Z0-9•“"(])|\s*•\s*/);
  const out: string[] = [];
  for (const piece of pieces) {
    const p = piece.trim();
    if (!p) continue;
    const last = out[out.length - 1];
    if (last !== undefined && NOT_AN_END.test(last)) out[out.length - 1] = `${last} ${p}`;
    else out.push(p);
  }
  return out.filter((s) => s.length > 2);
}

/**
 * The passage's sentences that carry most of the question's words, in their order, up to about 420
 * characters: two neighbouring sentences when the best one is short.
 */
export function quoteFor(passage: Passage, query: string): string {
  const { terms, added } = queryTerms(query);
  const weights = new Map<string, number>([
    ...added.map((t) => [t, 0.5] as const),
    ...terms.map((t) => [t, 1] as const),
  ]);
  const list = sentences(passage.text);
  if (list.length === 0) return passage.text.slice(0, QUOTE_MAX);
  const scoreOf = (s: string) => {
    const seen = new Set<string>();
    for (const token of s.split(/[\s\-–—/(),.;:!?"“”‘’'[\]]+/)) {
      const t = processTerm(token.replace(/^e\.?coli$/i, 'coli'));
      if (t && weights.has(t)) seen.add(t);
    }
    let score = 0;
    for (const t of seen) score += weights.get(t)!;
    return score;
  };
  const scores = list.map(scoreOf);
  // The two best sentences (the earlier on a tie), in their order; a neighbour when the best is short.
  const order = list.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const best = order[0]!;
  const picked = new Set([best]);
  const second = order[1];
  if (second !== undefined && scores[second]! > 0 && list[best]!.length + list[second]!.length < QUOTE_MAX)
    picked.add(second);
  else if (
    list[best]!.length < 160 &&
    list[best + 1] &&
    list[best]!.length + list[best + 1]!.length < QUOTE_MAX
  )
    picked.add(best + 1);
  const indices = [...picked].sort((a, b) => a - b);
  let quote = indices
    .map((i, k) => (k > 0 && i !== indices[k - 1]! + 1 ? `… ${list[i]}` : list[i]))
    .join(' ');
  if (quote.length > QUOTE_MAX) quote = windowAround(quote, weights);
  return quote;
}

/**
 * About 300 characters of a long run of text (a table read as one "sentence") around the first of the
 * question's words in it, cut at word boundaries and marked with ellipses.
 */
function windowAround(text: string, weights: ReadonlyMap<string, number>): string {
  const words = text.split(' ');
  const termOf = words.map((w) => processTerm(w.replace(/^e\.?coli$/i, 'coli')));
  // The matching word that opens the 40 words holding most of the question's different words.
  let first = -1;
  let bestScore = 0;
  for (let i = 0; i < words.length; i++) {
    if (!termOf[i] || !weights.has(termOf[i]!)) continue;
    const seen = new Set<string>();
    for (let j = i; j < Math.min(words.length, i + 40); j++) {
      const t = termOf[j];
      if (t && weights.has(t)) seen.add(t);
    }
    let score = 0;
    for (const t of seen) score += weights.get(t)!;
    if (score > bestScore) {
      bestScore = score;
      first = i;
    }
  }
  if (first < 0) first = 0;
  let start = first;
  let length = words[first]!.length;
  // A little before the word, then as much after it as fits.
  while (start > 0 && first - start < 12 && length + words[start - 1]!.length < 120)
    length += words[--start]!.length + 1;
  let end = first + 1;
  while (end < words.length && length + words[end]!.length + 1 < 300) length += words[end++]!.length + 1;
  return `${start > 0 ? '…' : ''}${words.slice(start, end).join(' ')}${end < words.length ? '…' : ''}`;
}

/** Where a citation points, as words: "Document, p. 8" or "WaiKura help: Glossary". */
export function citationLabel(c: Pick<Citation, 'document' | 'page'>): string {
  return c.page === null ? c.document : `${c.document}, p. ${c.page}`;
}

/** The passages worth quoting: the best, and those scoring at least a third of it. */
export function retrieve(
  index: KnowledgeIndex,
  query: string,
  opts: { limit?: number; boostSources?: readonly string[] } = {},
): Hit[] {
  const hits = index.search(query, { limit: 12, boostSources: opts.boostSources });
  if (hits.length === 0) return [];
  const top = hits[0]!.score;
  // The regulator's texts first: at most one of WaiKura's help pages among the passages.
  let help = 0;
  return hits
    .filter((h) => h.score >= top / 3 && (h.passage.source !== 'help' || help++ < 1))
    .slice(0, opts.limit ?? RETRIEVAL_PASSAGES);
}

export function toCitation(hit: Hit, query: string): Citation {
  const { passage } = hit;
  return {
    document: passage.document,
    source: passage.source,
    page: passage.page,
    ...(passage.url ? { url: passage.url } : {}),
    quote: quoteFor(passage, query),
    passageId: passage.id,
  };
}

export const DOCUMENTS_ONLY_NOTE =
  'Documents-only mode: no AI model wrote this answer. These are the passages of the regulator’s documents and WaiKura’s help that best match your question.';

export const NOTHING_FOUND =
  'I could not find this in the regulator’s documents or WaiKura’s help. Try other words (for example “E. coli” or “storage tank”), or ask Taumata Arowai on 04 889 8350.';

/** Answers a question from retrieval alone. */
export function answerFromDocuments(
  index: KnowledgeIndex,
  query: string,
  opts: { boostSources?: readonly string[]; reason?: string } = {},
): RetrievalAnswer {
  const hits = retrieve(index, query, { boostSources: opts.boostSources });
  const citations = hits.map((h) => toCitation(h, query));
  const prefix = opts.reason ? `${opts.reason} ` : '';
  if (citations.length === 0) {
    return {
      answer: `${prefix}${DOCUMENTS_ONLY_NOTE}\n\n${NOTHING_FOUND}`,
      mode: 'retrieval',
      citations: [],
    };
  }
  const best = citations[0]!;
  const summary = `The documents say: “${best.quote}” (${citationLabel(best)}).`;
  return { answer: `${prefix}${DOCUMENTS_ONLY_NOTE}\n\n${summary}`, mode: 'retrieval', citations };
}
