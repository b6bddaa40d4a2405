/**
 * The section finder (platform specification 2: "The section finder can match a section by number, id
 * or title"). A query is compared, case-insensitively, with each section's number, id, title and
 * description; each section gets the best (lowest) tier it reaches, and sections are listed by tier,
 * then by how many query words they match, then in plan order. At most 10.
 *
 * Tiers, best first:
 * 0. exact number: "3.2", also "3-2", "3 2", "section 3.2";
 * 1. exact id: "catchment-activities" (spaces or underscores read as hyphens);
 * 2. exact title: "impact of catchment activities";
 * 3. the title or the id starts with the query, or the number starts with it ("3" or "3." → part 3);
 * 4. every query word starts a word of the title or the id ("catch act", "catch");
 * 5. the title or the id contains the query ("ctivit");
 * 6. every query word is found in the description or the plain-language question
 *    ("how is your water tested" finds 5.2 by its question);
 * 7. some query words start a word of the title or the id (more words first).
 * Words of one letter and the small words "of", "the", "and", "to", "in", "a" do not match on their own.
 */
import { PLAN_SECTIONS, type PlanSection } from './catalogue';

export const MAX_FINDER_RESULTS = 10;

const SMALL_WORDS = new Set(['of', 'the', 'and', 'to', 'in', 'a', 'an', 'for', 'or']);

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const wordsOf = (s: string) =>
  norm(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function numberOf(query: string): string | null {
  const m = /^(?:section\s*)?(\d+)\s*[.\-\s]\s*(\d+)$/.exec(query);
  return m ? `${m[1]}.${m[2]}` : null;
}

function partPrefix(query: string): string | null {
  const m = /^(?:section\s*|part\s*)?(\d+)\s*[.-]?$/.exec(query);
  return m ? `${m[1]}.` : null;
}

interface Hit {
  section: PlanSection;
  order: number;
  tier: number;
  words: number;
}

function rank(section: PlanSection, order: number, query: string): Hit | null {
  const title = norm(section.title);
  const id = section.id;
  const slug = query.replace(/[\s_]+/g, '-');
  const hit = (tier: number, words = 0): Hit => ({ section, order, tier, words });

  if (numberOf(query) === section.number) return hit(0);
  if (slug === id) return hit(1);
  if (query === title) return hit(2);
  const part = partPrefix(query);
  if (title.startsWith(query) || id.startsWith(slug) || (part && section.number.startsWith(part)))
    return hit(3);

  const qWords = wordsOf(query).filter((w) => w.length > 1 && !SMALL_WORDS.has(w));
  const targetWords = [...wordsOf(section.title), ...id.split('-')];
  const starting = qWords.filter((w) => targetWords.some((t) => t.startsWith(w)));
  if (qWords.length > 0 && starting.length === qWords.length) return hit(4, starting.length);
  if (query.length > 1 && (title.includes(query) || id.includes(slug))) return hit(5);
  const about = norm(`${section.description} ${section.question}`);
  if (qWords.length > 0 && qWords.every((w) => about.includes(w))) return hit(6, qWords.length);
  if (starting.length > 0) return hit(7, starting.length);
  return null;
}

/** Sections matching a query, best first, at most 10; an empty query finds nothing. */
export function findSections(query: string): PlanSection[] {
  const q = norm(query);
  if (q === '') return [];
  return PLAN_SECTIONS.map((s, i) => rank(s, i, q))
    .filter((h): h is Hit => h !== null)
    .sort((x, y) => x.tier - y.tier || y.words - x.words || x.order - y.order)
    .slice(0, MAX_FINDER_RESULTS)
    .map((h) => h.section);
}
