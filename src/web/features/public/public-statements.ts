import type { DocKey } from './ui';

/**
 * The statements of the public pages that do not sit beside a `<Source>`, kept as data (issue 14,
 * decision 021). `public-statements.test.tsx` renders every public page, splits its text into sentences
 * and fails on a sentence with a number, a deadline or "must" that
 * - is not followed, in its own paragraph, list or table, by a `<Source>` line (before the next heading),
 * - does not say it is WaiKura's own (the word "WaiKura" in the sentence),
 * - and is not listed here, either with the document pages it rests on (the page must then show a
 *   `<Source>` for that document and page) or with the reason it is not a regulatory statement.
 */
export interface PublicStatement {
  /** The page's file, as the test names it ('./faq-page.tsx'). */
  page: string;
  /** A piece of the sentence, enough to find it, or a pattern for a sentence that is only a number. */
  match: string | RegExp;
  basis: { cites: readonly (readonly [DocKey, number])[] } | { notRegulatory: string };
}

const SERVICE = 'a fact about WaiKura’s own service (accounts, sign-in, sessions, retention), set by WaiKura';
const NAME = 'the year or date is part of a document’s name';
const PLAN =
  'the plan’s parts and sections, counted from WaiKura’s plan catalogue (domain/plan/catalogue.ts)';

export const PUBLIC_STATEMENTS: readonly PublicStatement[] = [
  {
    page: './acceptable-solutions-page.tsx',
    match: 'fewer than 500 people',
    basis: { cites: [['roof', 5]] },
  },
  {
    page: './acceptable-solutions-page.tsx',
    match: 'whether it uses the 2025 Acceptable Solution',
    basis: { notRegulatory: NAME },
  },
  {
    page: './acceptable-solutions-page.tsx',
    match: 'Mixed-use rural schemes (2025)',
    basis: { notRegulatory: NAME },
  },
  { page: './help/documents-page.tsx', match: 'January 2022 working draft', basis: { notRegulatory: NAME } },
  {
    page: './help/glossary-page.tsx',
    match: 'words you will meet in your plan',
    basis: { notRegulatory: 'the number of terms in WaiKura’s own glossary' },
  },
  {
    page: './source-water-page.tsx',
    match: 'records its hazards and controls in part 3 and part 4',
    basis: { notRegulatory: PLAN },
  },
  { page: './home-page.tsx', match: '8 parts and 28 sections', basis: { notRegulatory: PLAN } },
  { page: './home-page.tsx', match: 'Part ', basis: { notRegulatory: PLAN } },
  { page: './home-page.tsx', match: /^\d$/, basis: { notRegulatory: PLAN } },
  { page: './home-page.tsx', match: ' section', basis: { notRegulatory: PLAN } },
  { page: './schools-page.tsx', match: '8 parts and 28 sections', basis: { notRegulatory: PLAN } },
  { page: './help/overview-page.tsx', match: '8 parts and 28 sections', basis: { notRegulatory: PLAN } },
  {
    page: './help/overview-page.tsx',
    match: 'a password of at least 12 characters',
    basis: { notRegulatory: SERVICE },
  },
  { page: './help/overview-page.tsx', match: 'open it within 24 hours', basis: { notRegulatory: SERVICE } },
  {
    page: './help/troubleshooting-page.tsx',
    match: 'The link works for 24 hours',
    basis: { notRegulatory: SERVICE },
  },
  {
    page: './help/troubleshooting-page.tsx',
    match: 'at least 12 characters',
    basis: { notRegulatory: SERVICE },
  },
  {
    page: './help/help-faq-page.tsx',
    match: 'Up to 7 days on the same device',
    basis: { notRegulatory: SERVICE },
  },
  {
    page: './privacy-page.tsx',
    match: 'Privacy Act 2020',
    basis: { notRegulatory: 'the Privacy Act 2020 binds WaiKura as an agency; not a drinking water rule' },
  },
  { page: './privacy-page.tsx', match: 'up to 7 days', basis: { notRegulatory: SERVICE } },
  { page: './privacy-page.tsx', match: 'paused for 15 minutes', basis: { notRegulatory: SERVICE } },
  {
    page: './privacy-page.tsx',
    match: 'within 90 days of it being closed',
    basis: { notRegulatory: SERVICE },
  },
  { page: './privacy-page.tsx', match: 'we keep it for 90 days', basis: { notRegulatory: SERVICE } },
  {
    page: './privacy-page.tsx',
    match: '28 days, then deleted automatically',
    basis: { notRegulatory: SERVICE },
  },
  {
    page: './privacy-page.tsx',
    match: '2 years, then deleted automatically',
    basis: { notRegulatory: SERVICE },
  },
  { page: './privacy-page.tsx', match: 'at most 7 days', basis: { notRegulatory: SERVICE } },
  { page: './privacy-page.tsx', match: 'days after the last attempt', basis: { notRegulatory: SERVICE } },
  { page: './privacy-page.tsx', match: 'Error reports are deleted after', basis: { notRegulatory: SERVICE } },
  {
    page: './privacy-page.tsx',
    match: 'hours, then deleted automatically',
    basis: { notRegulatory: SERVICE },
  },
  {
    page: './terms-page.tsx',
    match: 'You must not:',
    basis: { notRegulatory: 'WaiKura’s own terms of use' },
  },
  // Issue 20b.
  {
    page: './te-mana-o-te-wai-page.tsx',
    match: 'Open section 2.9 of your plan',
    basis: { notRegulatory: PLAN },
  },
];
