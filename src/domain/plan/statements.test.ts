/**
 * Every statement the plan makes with a number, a deadline or "must" carries its source or says it is
 * WaiKura's own (issue 14). The statements are data (regulatory-statements.ts); this test finds every
 * such sentence in the forms and fails on one the data does not account for, on a citation the form
 * does not show, on a page that does not exist, and on a withdrawn statement anywhere in the product.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { RECURRENCE_PRESETS } from '../calendar';
import {
  backflowMessage,
  EXTRA_CHECKS,
  INVALID_BACKFLOW_DATA,
  INVALID_DEMAND_DATA,
  INVALID_RISK_DATA,
  invalidMessage,
  MESSAGE_SOURCES,
  missingMessage,
  REQUIREMENTS,
  riskTableMessage,
  URGENT_LINE_MESSAGE,
} from './compliance';
import { DEMAND_CONSTANTS, DEMAND_FAILURE_MESSAGE, DEMAND_FIGURE_NOTE } from './demand';
import type { SectionForm } from './fields';
import { PLAN_FORMS } from './forms';
import {
  type Cite,
  FORM_STATEMENTS,
  REFERENCE_DOCUMENTS,
  type ReferenceDocument,
  WITHDRAWN_STATEMENTS,
} from './regulatory-statements';
import { RISK_REGISTER } from './risk-register';
import { SUPPLY_STATEMENTS } from './supply-size';
import { NOTIFY_PROMPT, SOURCE_PROMPT } from './water-results';

/** The texts of a form that state things: its intro, group intros and hints (examples are sample answers). */
function statementTexts(form: SectionForm): string[] {
  const texts = [form.intro];
  for (const g of form.groups) {
    if (g.intro) texts.push(g.intro);
    for (const f of g.fields) {
      if (f.hint) texts.push(f.hint);
      if (f.kind === 'rows') for (const c of f.columns) if (c.hint) texts.push(c.hint);
      if (f.kind === 'select' || f.kind === 'radio' || f.kind === 'checklist')
        for (const o of f.options) if (o.hint) texts.push(o.hint);
    }
  }
  return texts;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“])/).filter((s) => s.trim() !== '');
/** A number, a deadline or an obligation. */
const isStatement = (s: string) => /\d|\bmust\b|\bwithin\b/i.test(s);
/** Only numbers that name parts of the plan ("section 4.2", "(4.1)", "in 1.1"). */
const onlyPlanReferences = (s: string) =>
  !/\bmust\b|\bwithin\b/i.test(s) &&
  s.replace(/\b(sections?|in|from|and|to|the)\s+\d\.\d\b|\(\d\.\d\)|\b\d\.\d(?=\s)/g, '').match(/\d/) ===
    null;

/** The pages a form's sources cite for a document, ranges expanded. */
function citedPages(form: SectionForm, doc: ReferenceDocument): Set<number> {
  const pages = new Set<number>();
  for (const line of form.sources ?? []) {
    if (!line.startsWith(doc)) continue;
    for (const m of line.matchAll(/pp?\. (\d+)(?:[–-](\d+))?/g)) {
      const from = Number(m[1]);
      const to = m[2] ? Number(m[2]) : from;
      for (let p = from; p <= to; p++) pages.add(p);
    }
  }
  return pages;
}

const ALL = PLAN_FORMS.flatMap(({ form }) =>
  statementTexts(form).flatMap((t) => sentences(t).map((sentence) => ({ form, sentence }))),
);

describe('the plan’s forms', () => {
  test('every sentence with a number, a deadline or "must" is sourced, WaiKura’s own, or a plan reference', () => {
    const unaccounted = ALL.filter(({ form, sentence }) => {
      if (!isStatement(sentence)) return false;
      if (FORM_STATEMENTS.some((s) => s.section === form.sectionId && sentence.includes(s.match)))
        return false;
      if (/WaiKura/.test(sentence)) return false;
      return !onlyPlanReferences(sentence);
    }).map(({ form, sentence }) => `${form.sectionId}: ${sentence}`);
    expect(unaccounted).toEqual([]);
  });

  test('each listed statement is still in its form (the list stays true)', () => {
    const gone = FORM_STATEMENTS.filter(
      (s) => !ALL.some(({ form, sentence }) => form.sectionId === s.section && sentence.includes(s.match)),
    ).map((s) => `${s.section}: ${s.match}`);
    expect(gone).toEqual([]);
  });

  test('each citation is a real page of a document WaiKura holds, and the form shows it in its sources', () => {
    const problems: string[] = [];
    for (const s of FORM_STATEMENTS) {
      if (s.cites === 'instruction') continue;
      const form = PLAN_FORMS.find((f) => f.form.sectionId === s.section)!.form;
      for (const [doc, page] of s.cites as readonly Cite[]) {
        if (page < 1 || page > REFERENCE_DOCUMENTS[doc].pages)
          problems.push(`${s.match}: ${doc} has no p. ${page}`);
        if (!citedPages(form, doc).has(page))
          problems.push(`${s.section} sources lack ${doc}, p. ${page} (${s.match})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every source line names a document WaiKura holds with a page within it, or WaiKura’s own material', () => {
    const problems: string[] = [];
    for (const { form } of PLAN_FORMS)
      for (const line of form.sources ?? []) {
        if (/^(WaiKura|Plan specification|Platform specification)/.test(line)) continue;
        const doc = (Object.keys(REFERENCE_DOCUMENTS) as ReferenceDocument[]).find((d) => line.startsWith(d));
        if (!doc) {
          problems.push(`${form.sectionId}: ${line}`);
          continue;
        }
        for (const p of citedPages({ ...form, sources: [line] }, doc))
          if (p > REFERENCE_DOCUMENTS[doc].pages) problems.push(`${form.sectionId}: ${line} (no p. ${p})`);
      }
    expect(problems).toEqual([]);
  });

  test('drafts are named as drafts wherever they are cited', () => {
    const drafts = (Object.keys(REFERENCE_DOCUMENTS) as ReferenceDocument[]).filter(
      (d) => REFERENCE_DOCUMENTS[d].draft,
    );
    const lines = [
      ...PLAN_FORMS.flatMap(({ form }) => form.sources ?? []),
      ...SUPPLY_STATEMENTS.map((x) => x.source),
      ...RECURRENCE_PRESETS.flatMap((p) => p.sources),
      ...Object.values(DEMAND_CONSTANTS).map((c) => c.source),
      NOTIFY_PROMPT.source,
      SOURCE_PROMPT.source,
      ...RISK_REGISTER.flatMap((c) => c.risks.map((r) => r.source)),
    ];
    const unnamed = lines.filter((l) =>
      drafts.some((d) => new RegExp(`${d}(?! \\((working )?draft\\))`).test(l)),
    );
    expect(unnamed).toEqual([]);
  });

  test('the check can fail: an unsourced sentence with a number is caught', () => {
    const text = 'Tanks must be cleaned every 3 years.';
    expect(isStatement(text)).toBe(true);
    expect(onlyPlanReferences(text)).toBe(false);
    expect(onlyPlanReferences('Add the ones you commit to to the improvement schedule (4.2).')).toBe(true);
  });
});

describe('the other statements of the product', () => {
  test('supply-size rules, demand figures, calendar presets: each cites a page or is WaiKura’s own', () => {
    const cite = /(_[\w-]+(?: \((?:working )?draft\))?, pp?\. \d+)|WaiKura|[Ss]pecification \d\.\d/;
    for (const s of SUPPLY_STATEMENTS) expect(s.source, s.text).toMatch(cite);
    for (const c of Object.values(DEMAND_CONSTANTS)) expect(c.source).toMatch(cite);
    expect(DEMAND_FIGURE_NOTE).toMatch(cite);
    for (const p of RECURRENCE_PRESETS) for (const s of p.sources) expect(s, p.label).toMatch(cite);
    for (const p of [NOTIFY_PROMPT, SOURCE_PROMPT]) expect(p.source, p.title).toMatch(cite);
    // The messages whose words say "MOE" carry a note of where their figure or name comes from.
    for (const id of ['MOE-DWSP-2.09', 'MOE-DWSP-2.10', 'MOE-DWSP-4.01', 'MOE-DWSP-4.03'])
      expect(MESSAGE_SOURCES[id], id).toMatch(cite);
  });

  test('compliance messages carry WaiKura’s check ids, which docs/compliance.md says are WaiKura’s own', () => {
    for (const r of [...REQUIREMENTS, ...EXTRA_CHECKS]) expect(r.standardId).toMatch(/^MOE-DWSP-\d\.\d{2}$/);
    const doc = readFileSync(join(HERE, '../../../docs/compliance.md'), 'utf8');
    expect(doc).toMatch(/not a Ministry of Education\s+document/);
  });

  test('every compliance message with a number, a deadline or "must" has its figure sourced, or only asks for an answer', () => {
    const messages = complianceMessages();
    expect(Object.keys(EXTRA_MESSAGES).sort()).toEqual(EXTRA_CHECKS.map((c) => c.standardId).sort());
    const unsourced = messages.filter((m) => !messageAccounted(m)).map((m) => `${m.id}: ${m.text}`);
    expect(unsourced).toEqual([]);
  });

  test('the message check can fail: a figure in a check without a note is caught', () => {
    expect(messageAccounted({ id: 'MOE-DWSP-9.99', text: 'Storage below 20 days (MOE-DWSP-9.99)' })).toBe(
      false,
    );
    expect(messageAccounted({ id: 'MOE-DWSP-2.10', text: backflowMessage(50) })).toBe(true);
    expect(
      messageAccounted({
        id: 'MOE-DWSP-1.01',
        text: missingMessage('Tanks older than 10 years', 'MOE-DWSP-1.01'),
      }),
    ).toBe(false);
  });

  test('no withdrawn statement is anywhere in the forms, the domain, the web app or the export', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const w of WITHDRAWN_STATEMENTS)
        if (text.includes(w.text)) found.push(`${file}: "${w.text}" (${w.why})`);
    }
    expect(found).toEqual([]);
  });
});

const HERE = dirname(fileURLToPath(import.meta.url));

/** The product's source files (not tests, not this list itself). */
function sourceFiles(): string[] {
  const root = join(HERE, '../..');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        /\.(ts|tsx)$/.test(name) &&
        !/\.test\.tsx?$/.test(name) &&
        !path.endsWith('regulatory-statements.ts')
      )
        out.push(path);
    }
  };
  walk(root);
  return out;
}

/** The failure messages of the extra checks (plan specification 5.2), one or more examples each. */
const EXTRA_MESSAGES: Record<string, string[]> = {
  'MOE-DWSP-2.09': [DEMAND_FAILURE_MESSAGE, INVALID_DEMAND_DATA],
  'MOE-DWSP-2.10': [backflowMessage(50), INVALID_BACKFLOW_DATA],
  'MOE-DWSP-4.03': [riskTableMessage(1, 3), INVALID_RISK_DATA],
  'MOE-DWSP-6.06': [URGENT_LINE_MESSAGE],
};

/** Every message compliance can show: each requirement's missing and invalid messages, and the checks'. */
function complianceMessages(): { id: string; text: string }[] {
  return [
    ...REQUIREMENTS.flatMap((r) => [
      { id: r.standardId, text: missingMessage(r.label, r.standardId) },
      { id: r.standardId, text: invalidMessage(r.label, r.rule, r.standardId) },
    ]),
    ...Object.entries(EXTRA_MESSAGES).flatMap(([id, texts]) => texts.map((text) => ({ id, text }))),
  ];
}

/**
 * A message is accounted for when, without its (WaiKura) check id, it has no number, deadline or "must";
 * when the note shown beside it (MESSAGE_SOURCES) cites a page or says the figure is WaiKura's; or when
 * it only asks for an answer in the right form (spec 5.1's "Missing required field" and "Invalid value
 * for …: Must be …") and the answer's label states nothing.
 */
function messageAccounted({ id, text }: { id: string; text: string }): boolean {
  const bare = text.replace(`(${id})`, '');
  if (!isStatement(bare)) return true;
  const note = MESSAGE_SOURCES[id];
  if (note && /(_[\w-]+(?: \((?:working )?draft\))?, pp?\. \d+)|WaiKura/.test(note)) return true;
  const form =
    /^(Missing required field|Invalid value for): (.*?)(?::|$)/.exec(bare.trim()) ??
    /^(Missing required field|Invalid value for) (.*?)(?::|$)/.exec(bare.trim());
  return form !== null && !isStatement(form[2] ?? '');
}
