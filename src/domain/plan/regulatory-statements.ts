/**
 * Every regulatory statement in the plan's forms, kept as data (issue 14). A sentence of a form's intro,
 * group intro or hint that has a number, a deadline or "must" is a statement; `statements.test.ts`
 * finds them all and fails unless each one
 * - says it is WaiKura's own (the word "WaiKura" in the sentence), or
 * - only points to another part of the plan ("section 4.2"), or
 * - is listed here with the documents and PDF pages it rests on, each of which the form's own sources
 *   also cite (so the school sees where it comes from), or as an instruction about entering an answer.
 * The list is also the source of docs/regulatory-sources.md's table of statement kinds.
 *
 * Page numbers are the PDF's (the page markers of the reference texts), never the number printed on
 * the page: in the DWQAR guidance the printed number is one lower.
 */

/** The documents WaiKura cites, with their number of PDF pages (to refuse a page that does not exist). */
export const REFERENCE_DOCUMENTS = {
  DWQAR_Guidance_for_Small_Supplies: { pages: 27, draft: true },
  'DWSP_Template_Small_26-100': { pages: 12, draft: false },
  'DWSP_Template_Medium_101-500': { pages: 26, draft: false },
  Acceptable_Solution_Roof_Water: { pages: 13, draft: true },
  Acceptable_Solution_Rural_Agricultural: { pages: 17, draft: true },
  'Acceptable_Solution_Mixed-Use_Rural_2025': { pages: 11, draft: false },
  Quick_Guide_to_Uploading_DWSP: { pages: 3, draft: false },
} as const;
export type ReferenceDocument = keyof typeof REFERENCE_DOCUMENTS;

/** A citation: a document and one PDF page. */
export type Cite = readonly [ReferenceDocument, number];

export interface Statement {
  /** The catalogue section whose form holds the sentence. */
  section: string;
  /** A piece of the sentence, enough to find it (the sentence must contain it). */
  match: string;
  /** The pages it rests on; or `instruction` for a sentence about how to fill in the form. */
  cites: readonly Cite[] | 'instruction';
}

const DWQAR = 'DWQAR_Guidance_for_Small_Supplies';
const SMALL = 'DWSP_Template_Small_26-100';
const MEDIUM = 'DWSP_Template_Medium_101-500';
const ROOF = 'Acceptable_Solution_Roof_Water';

export const FORM_STATEMENTS: readonly Statement[] = [
  { section: 'background', match: 'Most schools are a self-supplied building', cites: [[DWQAR, 6]] },
  {
    section: 'background',
    match: 'Up to 10 buildings on one site, more than 25 people',
    cites: [[DWQAR, 6]],
  },
  { section: 'background', match: 'The number of people on a normal day decides', cites: [[DWQAR, 5]] },
  { section: 'background', match: 'Your supply must cope with this many people', cites: [[SMALL, 3]] },
  { section: 'key-contacts', match: '24/7 line 04 889 8350', cites: [[MEDIUM, 14]] },
  {
    section: 'source',
    match: 'Water drawn from deeper than 30 m does not have to be filtered',
    cites: [[DWQAR, 19]],
  },
  { section: 'treatment', match: 'Filters come before a UV unit', cites: [[DWQAR, 17]] },
  {
    section: 'treatment',
    match: 'cartridges rated 5 micron nominal or finer',
    cites: [
      [SMALL, 6],
      [ROOF, 6],
    ],
  },
  {
    section: 'treatment',
    match: 'at least 40 mJ/cm²',
    cites: [
      [DWQAR, 19],
      [MEDIUM, 9],
    ],
  },
  { section: 'treatment', match: 'NSF/ANSI 55 Class A', cites: [[ROOF, 7]] },
  {
    section: 'treatment',
    match: 'Sodium hypochlorite must be less than 3 months old',
    cites: [[MEDIUM, 24]],
  },
  {
    section: 'storage',
    match: 'Good practice: lids and screens monthly',
    cites: [
      [MEDIUM, 12],
      [ROOF, 10],
    ],
  },
  { section: 'distribution', match: 'AS/NZS 4020', cites: [[MEDIUM, 25]] },
  { section: 'demand-storage', match: 'never uses fewer than 4 days', cites: [[ROOF, 6]] },
  {
    section: 'demand-storage',
    match: 'Top-ups must go into the tank before the treatment',
    cites: [[ROOF, 7]],
  },
  {
    section: 'resource-consent',
    match: 'the consent must allow enough water all year',
    cites: [[MEDIUM, 9]],
  },
  { section: 'resource-consent', match: 'Summarise the conditions you must keep to', cites: [[MEDIUM, 9]] },
  { section: 'te-mana-o-te-wai', match: 'Every water supplier must give effect to it', cites: [[MEDIUM, 4]] },
  {
    section: 'catchment-description',
    match: 'how large the first flush diverter must be',
    cites: [[ROOF, 6]],
  },
  { section: 'catchment-description', match: 'Bores and springs must not be affected', cites: [[SMALL, 5]] },
  {
    section: 'water-quantity',
    match: 'Carted water must come from a registered water carrier',
    cites: [[ROOF, 7]],
  },
  {
    section: 'cyanobacteria',
    match: 'If toxins could exceed the MAV you must stop using that source',
    cites: [[DWQAR, 15]],
  },
  {
    section: 'operations-maintenance',
    match: 'filter cartridges at least every six months',
    cites: [
      [ROOF, 10],
      [MEDIUM, 12],
    ],
  },
  {
    section: 'operations-maintenance',
    match: 'must be suitably trained or experienced (rule G10)',
    cites: [[DWQAR, 9]],
  },
  {
    section: 'monitoring-reporting',
    match: 'for E. coli less than 1 per 100 mL',
    cites: [
      [DWQAR, 10],
      [DWQAR, 17],
    ],
  },
  {
    section: 'monitoring-reporting',
    match: 'results over a Maximum Acceptable Value must be notified',
    cites: [[DWQAR, 5]],
  },
  {
    section: 'monitoring-reporting',
    match: 'accredited by IANZ for that test (rule G8)',
    cites: [[DWQAR, 8]],
  },
  { section: 'monitoring-reporting', match: 'within 24 hours, below 6 °C', cites: [[ROOF, 10]] },
  { section: 'monitoring-reporting', match: 'UV sensors drift and must be checked', cites: [[DWQAR, 9]] },
  {
    section: 'monitoring-reporting',
    match: 'report their sampling to Taumata Arowai once a year',
    cites: [[DWQAR, 8]],
  },
  {
    section: 'contingency-plans',
    match: 'everyone must be told to boil drinking water',
    cites: [[DWQAR, 16]],
  },
  {
    section: 'contingency-plans',
    match: 'You must notify Taumata Arowai when your water is or may be unsafe',
    cites: [[MEDIUM, 14]],
  },
  { section: 'contingency-plans', match: 'call Taumata Arowai’s 24/7 line', cites: [[MEDIUM, 14]] },
  {
    section: 'annual-process',
    match: 'the amended plan must be sent to Taumata Arowai',
    cites: [[MEDIUM, 15]],
  },
  { section: 'water-quality-monitoring', match: 'Enter 0 when the report says', cites: 'instruction' },
  { section: 'water-quality-monitoring', match: 'Enter 0 for "<1"', cites: 'instruction' },
  { section: 'water-quality-monitoring', match: 'Any E. coli (1 per 100 mL or more)', cites: [[DWQAR, 10]] },
  { section: 'water-quality-monitoring', match: 'Clear water is under 1 NTU', cites: [[DWQAR, 17]] },
  {
    section: 'water-quality-monitoring',
    match: 'chlorine works best between pH 6.5 and 8',
    cites: [[MEDIUM, 9]],
  },
  { section: 'water-quality-monitoring', match: 'A sentence or two', cites: 'instruction' },
  {
    section: 'water-quality-monitoring',
    match: 'at least 0.5 mg/L straight after dosing',
    cites: [[MEDIUM, 9]],
  },
  {
    section: 'maintenance-servicing',
    match: 'Filter cartridges are changed at least every six months',
    cites: [[ROOF, 10]],
  },
];

/**
 * Statements that contradicted the reference texts and must not come back (issue 14): each with the
 * reason. The statements test looks for them in every form, compliance message, calendar preset and
 * public page.
 */
export const WITHDRAWN_STATEMENTS: readonly { text: string; why: string }[] = [
  {
    text: 'need closer assessment and disinfection',
    why: 'Deep bores are exempt from filtration only; UV is still required (DWQAR p. 19, T1.3 and T1.5).',
  },
  { text: 'a UV unit is budgeted for next year', why: 'An untreated deep bore is not safe to drink from.' },
  {
    text: 'Report once a year',
    why: 'Medium supplies report quarterly from 2025 (DWQAR p. 8); said to every school it is wrong.',
  },
  {
    text: 'Monthly E. coli sample',
    why: 'The templates say every three months (small template p. 8; roof water Acceptable Solution RF5, p. 11).',
  },
  {
    text: 'comes from a published Taumata Arowai document',
    why: 'Some figures are WaiKura’s own; some documents are drafts.',
  },
  {
    text: 'always marked as a working draft',
    why: 'Plan hints cite the Acceptable Solution by page without the word.',
  },
  { text: 'Ministry of Education checks', why: 'The checks are WaiKura’s, not a Ministry list.' },
  {
    text: 'Ministry of Health and Ministry of Education guidance',
    why: 'No reference text states 20–25 L per person.',
  },
  { text: 'According to the Ministry of Education', why: 'No reference text WaiKura holds states it.' },
  { text: 'meets the Ministry of Education requirement', why: 'The storage check is WaiKura’s.' },
];
