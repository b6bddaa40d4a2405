/**
 * Every public page's sentence with a number, a deadline or "must" carries its source or says it is
 * WaiKura's own (issue 14, decision 021). The pages are rendered to HTML as a browser would get them, so
 * the test reads what a visitor reads, not the JSX.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { REFERENCE_DOCUMENTS, type ReferenceDocument } from '../../../domain/plan/regulatory-statements';
import { I18nProvider } from '../../i18n';
import { PUBLIC_STATEMENTS } from './public-statements';
import { DOCS, type DocKey, Source } from './ui';

vi.mock('../../lib/auth', () => ({ useAuth: () => ({ user: null }) }));

const PAGES = import.meta.glob<{ default: ComponentType }>(['./*-page.tsx', './help/*-page.tsx'], {
  eager: true,
});

/** The reference file of each document the public pages cite (to check its pages exist). */
const FILE_OF: Record<DocKey, ReferenceDocument> = {
  roof: 'Acceptable_Solution_Roof_Water',
  rural: 'Acceptable_Solution_Rural_Agricultural',
  mixed: 'Acceptable_Solution_Mixed-Use_Rural_2025',
  small: 'DWSP_Template_Small_26-100',
  medium: 'DWSP_Template_Medium_101-500',
  dwqar: 'DWQAR_Guidance_for_Small_Supplies',
  upload: 'Quick_Guide_to_Uploading_DWSP',
};

function render(Page: ComponentType): Document {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider>
        <Page />
      </I18nProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const BLOCKS = 'p, li, td, th, dd, dt, summary, figcaption, blockquote, caption, h1, h2, h3, h4, h5, h6';
const HEADING = /^H[1-6]$/;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/).filter((s) => s.trim() !== '');
/** A number, a deadline or an obligation. */
const isStatement = (s: string) => /\d|\bmust\b|\bwithin\b/i.test(s);

/** The text of a block without the blocks inside it (a list item's own words, not its nested paragraph's). */
function ownText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const inner of copy.querySelectorAll(BLOCKS)) inner.remove();
  for (const src of copy.querySelectorAll('.wk-source')) src.remove();
  return clean(copy.textContent ?? '');
}

/** A `<Source>` line, or a group of them (a figure's sources). */
const isSource = (el: Element) => el.classList.contains('wk-source') || el.classList.contains('wk-sources');

/**
 * A block is sourced when a `<Source>` line follows it in its own run of content: as a child of the
 * block itself, or as a later sibling of the block or of one of its containers (list, table), before
 * the next heading. A Source inside another list item or paragraph belongs to that one, not to this.
 */
function besideSource(el: Element): boolean {
  if ([...el.children].some(isSource)) return true;
  let node: Element | null = el;
  for (let level = 0; node && level < 6; level++, node = node.parentElement) {
    for (let sib = node.nextElementSibling; sib; sib = sib.nextElementSibling) {
      if (HEADING.test(sib.tagName) || sib.querySelector('h1, h2, h3, h4, h5, h6')) return false;
      if (isSource(sib)) return true;
    }
  }
  return false;
}

interface Found {
  page: string;
  sentence: string;
  sourced: boolean;
}

function statementsOf(page: string, doc: Document): Found[] {
  const out: Found[] = [];
  for (const el of doc.body.querySelectorAll(BLOCKS)) {
    if (el.closest('.wk-source')) continue;
    const sourced = besideSource(el);
    for (const sentence of sentences(ownText(el)))
      if (isStatement(sentence)) out.push({ page, sentence, sourced });
  }
  return out;
}

const has = (sentence: string, match: string | RegExp) =>
  typeof match === 'string' ? sentence.includes(match) : match.test(sentence);
const listed = (f: Found) => PUBLIC_STATEMENTS.find((s) => s.page === f.page && has(f.sentence, s.match));
const unaccounted = (found: Found[]) =>
  found
    .filter((f) => !f.sourced && !/WaiKura/.test(f.sentence) && !listed(f))
    .map((f) => `${f.page}: ${f.sentence}`);

const RENDERED = Object.entries(PAGES).map(([page, mod]) => ({ page, doc: render(mod.default) }));
const ALL = RENDERED.flatMap(({ page, doc }) => statementsOf(page, doc));

/** The pages each `<Source>` line of a rendered page cites, by document. */
function sourceLines(doc: Document): { key: DocKey; pages: number[] }[] {
  return [...doc.querySelectorAll('.wk-source')].map((el) => {
    const text = clean(el.textContent ?? '');
    const key = (Object.keys(DOCS) as DocKey[]).find((k) => text.includes(DOCS[k]));
    if (!key) throw new Error(`A source line names no document: ${text}`);
    const pages: number[] = [];
    const tail = text.slice(text.indexOf(DOCS[key]) + DOCS[key].length);
    for (const m of tail.matchAll(/(\d+)(?:\s*[–-]\s*(\d+))?/g))
      for (let p = Number(m[1]); p <= Number(m[2] ?? m[1]); p++) pages.push(p);
    return { key, pages };
  });
}

describe('the public pages’ statements', () => {
  test('every page is read (the glob finds them all)', () => {
    expect(RENDERED.length).toBeGreaterThanOrEqual(13);
    expect(ALL.length).toBeGreaterThan(100);
  });

  test('every sentence with a number, a deadline or "must" is sourced, WaiKura’s own, or listed', () => {
    expect(unaccounted(ALL)).toEqual([]);
  });

  test('each listed statement is still on its page, and each cited page shows a Source for it', () => {
    const problems: string[] = [];
    for (const s of PUBLIC_STATEMENTS) {
      if (!ALL.some((f) => f.page === s.page && has(f.sentence, s.match)))
        problems.push(`gone: ${s.page}: ${s.match}`);
      if ('cites' in s.basis) {
        const lines = sourceLines(RENDERED.find((r) => r.page === s.page)!.doc);
        for (const [key, p] of s.basis.cites)
          if (!lines.some((l) => l.key === key && l.pages.includes(p)))
            problems.push(`${s.page} shows no Source for ${key}, p. ${p} (${s.match})`);
      } else if (s.basis.notRegulatory.trim() === '') problems.push(`${s.page}: ${s.match} has no reason`);
    }
    expect(problems).toEqual([]);
  });

  test('every Source line cites pages that exist in its document', () => {
    const problems: string[] = [];
    for (const { page, doc } of RENDERED)
      for (const { key, pages } of sourceLines(doc))
        for (const p of pages)
          if (p < 1 || p > REFERENCE_DOCUMENTS[FILE_OF[key]].pages)
            problems.push(`${page}: ${key} has no p. ${p}`);
    expect(problems).toEqual([]);
  });

  test('the check can fail: a sentence loses its Source, or its Source belongs to another item', () => {
    const page = (withSource: boolean) => () => (
      <div>
        <h2>Testing</h2>
        <p>Small supplies must test every three months.</p>
        {withSource && <Source doc="small" pages={8} />}
        <ul>
          <li>Report within 40 working days.</li>
          <li>
            Keep records.
            <Source doc="dwqar" pages={8} />
          </li>
        </ul>
      </div>
    );
    expect(unaccounted(statementsOf('fake', render(page(false))))).toEqual([
      'fake: Small supplies must test every three months.',
      'fake: Report within 40 working days.',
    ]);
    expect(unaccounted(statementsOf('fake', render(page(true))))).toEqual([
      'fake: Report within 40 working days.',
    ]);
  });
});
