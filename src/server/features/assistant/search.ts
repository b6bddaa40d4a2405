/**
 * Retrieval over the assistant's knowledge: MiniSearch (BM25+) over the passages, built once per process.
 * Terms are lower-cased, macrons and other accents folded ("Hinekōrako" = "hinekorako", "Māori" = "maori"),
 * lightly stemmed ("testing", "tests", "tested" = "test"), and a school's words are widened to the
 * documents' ("tank" finds "storage", "bug" finds "E. coli"), the widened terms weighing half.
 */
import MiniSearch from 'minisearch';
import { loadKnowledge, type Passage } from './knowledge';

/** Folds case and accents: macrons of te reo Māori included. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const STOP = new Set(
  `a about an and any are as at be been being but by can could did do does doing for from had has have
  having he her here hers how i if in into is it its me my need needs of on or our ours she should so
  some such than that the their them then there these they this those to too us was we were what when
  where which while who whom why will with would you your yours am please tell know want get got
  much many really just also must may out up get does got like`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light English stemmer: the same for the index and the query, so forms of a word meet. */
export function stem(term: string): string {
  let t = term;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 4 && t.endsWith('sses')) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith('s') && !/(ss|us|is)$/.test(t)) t = t.slice(0, -1);
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('ed')) t = t.slice(0, -2);
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

/** The index's and the query's treatment of one token; null drops it. */
export function processTerm(token: string): string | null {
  const t = fold(token).replace(/[^a-z0-9]/g, '');
  if (!t || STOP.has(t)) return null;
  return stem(t);
}

const tokenize = (text: string) => text.split(/[\s\-–—/(),.;:!?"“”‘’'[\]]+/).filter(Boolean);

/** A school's words → the documents' words (before stemming). Both directions where it makes sense. */
const SYNONYMS: Record<string, string[]> = {
  tank: ['storage', 'tanks'],
  tanks: ['storage'],
  storage: ['tank'],
  bug: ['coli', 'bacteria', 'microbial', 'pathogens'],
  bugs: ['coli', 'bacteria', 'microbial', 'pathogens'],
  germs: ['coli', 'bacteria', 'pathogens', 'microbial'],
  bacteria: ['coli', 'microbial'],
  ecoli: ['coli'],
  poo: ['faecal', 'coli', 'contamination'],
  rain: ['rainwater', 'roof'],
  rainwater: ['roof', 'rain'],
  roof: ['rainwater'],
  gutter: ['gutters', 'roof'],
  bore: ['groundwater', 'well', 'bores'],
  well: ['bore'],
  groundwater: ['bore'],
  stream: ['surface', 'river'],
  creek: ['stream', 'surface'],
  river: ['surface', 'stream'],
  test: ['testing', 'sampling', 'sample', 'monitoring'],
  testing: ['sampling', 'sample', 'monitoring'],
  sample: ['sampling', 'testing'],
  check: ['monitoring', 'inspect', 'inspection'],
  often: ['frequency', 'every'],
  long: ['years', 'months', 'period'],
  due: ['within', 'deadline'],
  hold: ['capacity', 'volume', 'demand', 'hours'],
  big: ['capacity', 'volume', 'size'],
  deep: ['deeper', 'depth', 'metres'],
  half: ['50'],
  replace: ['replacing', 'replaced'],
  replacing: ['replace', 'replaced'],
  ring: ['phone', 'call', 'contact'],
  phone: ['call', 'contact'],
  button: ['select', 'click'],
  press: ['select', 'click'],
  frequency: ['often'],
  uv: ['ultraviolet', 'uv'],
  ultraviolet: ['uv'],
  chlorine: ['chlorination', 'fac', 'disinfection'],
  chlorinate: ['chlorination', 'chlorine'],
  disinfect: ['disinfection', 'uv', 'chlorine'],
  filter: ['filtration', 'cartridge', 'filters'],
  filters: ['filtration', 'cartridge'],
  cartridge: ['filter'],
  lab: ['laboratory', 'laboratories'],
  labs: ['laboratory', 'laboratories'],
  regulator: ['taumata', 'arowai', 'authority'],
  authority: ['taumata', 'arowai'],
  tell: ['notify', 'notification'],
  notify: ['notification', 'inform'],
  report: ['reporting', 'annual'],
  yearly: ['annual', 'annually'],
  annual: ['yearly', 'annually'],
  sick: ['illness', 'unsafe', 'contamination'],
  dirty: ['contamination', 'turbidity', 'contaminated'],
  cloudy: ['turbidity'],
  murky: ['turbidity'],
  pipe: ['pipes', 'distribution', 'reticulation'],
  pipes: ['distribution', 'reticulation'],
  kids: ['students', 'consumers', 'people'],
  children: ['students', 'consumers', 'people'],
  pupils: ['students', 'people'],
  students: ['people', 'population'],
  plan: ['dwsp'],
  dwsp: ['plan'],
  upload: ['hinekorako', 'portal', 'submit'],
  portal: ['hinekorako'],
  hinekorako: ['portal'],
  hazard: ['hazards', 'risk', 'risks'],
  hazards: ['risk', 'risks'],
  risk: ['hazard', 'hazards'],
  danger: ['hazard', 'risk'],
  backflow: ['backflow', 'prevention'],
  limit: ['mav', 'maximum'],
  limits: ['mav', 'maximum'],
  mav: ['maximum', 'acceptable', 'value'],
  emergency: ['incident', 'emergency'],
  incident: ['emergency', 'response'],
  boil: ['boil', 'notice'],
  review: ['reviewed', 'reviewing'],
  population: ['people', 'consumers'],
  people: ['population', 'consumers'],
  size: ['population', 'small', 'medium'],
  cleaning: ['clean', 'cleaned'],
  clean: ['cleaning', 'cleaned'],
  keep: ['kept', 'retained', 'maintained', 'records'],
  kept: ['keep', 'retained'],
  records: ['record', 'keep'],
  // Te reo Māori words a school may use (macrons are folded before this lookup).
  wai: ['water'],
  kura: ['school'],
  wharekura: ['school'],
  tamariki: ['students', 'children', 'people'],
  hapori: ['community'],
  puna: ['spring', 'source'],
  awa: ['river', 'stream'],
  ua: ['rain', 'rainwater'],
  taumata: ['regulator', 'authority'],
  arowai: ['regulator', 'authority'],
  mana: ['te', 'wai'],
  maori: ['maori', 'iwi', 'hapu'],
  iwi: ['hapu', 'maori'],
};

/** The query's terms (processed), and those added by synonyms (processed, minus the query's own). */
export function queryTerms(query: string): { terms: string[]; added: string[] } {
  const raw = tokenize(fold(query).replace(/\be\.?\s?coli\b/g, 'coli'));
  const terms = [...new Set(raw.map(processTerm).filter((t): t is string => !!t))];
  const added = new Set<string>();
  for (const word of raw) {
    const key = fold(word).replace(/[^a-z0-9]/g, '');
    for (const syn of SYNONYMS[key] ?? []) {
      const p = processTerm(syn);
      if (p && !terms.includes(p)) added.add(p);
    }
  }
  return { terms, added: [...added] };
}

export interface Hit {
  passage: Passage;
  score: number;
}

export interface KnowledgeIndex {
  search(query: string, opts?: { limit?: number; boostSources?: readonly string[] }): Hit[];
  passages: readonly Passage[];
  /** Milliseconds it took to build. */
  builtInMs: number;
}

/** Builds the index over the given passages (the knowledge by default). */
export function buildIndex(passages: readonly Passage[] = loadKnowledge()): KnowledgeIndex {
  const started = performance.now();
  const byId = new Map(passages.map((p) => [p.id, p]));
  const mini = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['heading', 'text', 'document'],
    tokenize,
    processTerm: (term) => processTerm(term.replace(/^e\.?coli$/i, 'coli')),
    searchOptions: {
      boost: { heading: 1.5, text: 1, document: 0.3 },
      combineWith: 'OR',
    },
  });
  mini.addAll(passages as Passage[]);
  const builtInMs = performance.now() - started;
  return {
    passages,
    builtInMs,
    search(query, opts = {}) {
      const { terms, added } = queryTerms(query);
      if (terms.length === 0 && added.length === 0) return [];
      const synonyms = new Set(added);
      const results = mini.search([...terms, ...added].join(' '), {
        // Already processed: split on spaces only, and keep each term as it is.
        tokenize: (s) => s.split(' ').filter(Boolean),
        processTerm: (t) => t,
        boostTerm: (term) => (synonyms.has(term) ? 0.5 : 1),
        fuzzy: (term) => (term.length > 6 ? 0.15 : false),
        prefix: (term) => term.length > 5,
        boostDocument: (id) => {
          const p = byId.get(String(id));
          return p && opts.boostSources?.includes(p.source) ? 1.3 : 1;
        },
      });
      // BM25 rewards a word said often; a passage that holds more of the question's different words is
      // usually the one that answers it, so the score is weighed by that share (a synonym counts half).
      const wanted = terms.length + added.length * 0.5;
      const ranked = results.map((r) => {
        let covered = 0;
        for (const t of r.queryTerms) covered += synonyms.has(t) ? 0.5 : 1;
        const share = wanted > 0 ? Math.min(1, covered / wanted) : 0;
        return { passage: byId.get(String(r.id))!, score: r.score * (0.25 + share) ** 2 };
      });
      ranked.sort((a, b) => b.score - a.score);
      return ranked.slice(0, opts.limit ?? 8);
    },
  };
}

let shared: KnowledgeIndex | null = null;

/** The process's one index, built on first use (the server builds it at start-up: `warmAssistant`). */
export function knowledgeIndex(): KnowledgeIndex {
  shared ??= buildIndex();
  return shared;
}
