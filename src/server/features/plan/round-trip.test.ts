/**
 * Every section, through the HTTP API, with contents a person produces while typing: partly filled
 * rows, empty and half-typed answers, long and non-Latin text, and answers that are not valid. Each
 * save either stores exactly what was sent (200, and a GET gives it back) or is refused with a 4xx that
 * names the answer; a content that differs from the stored one always makes a new version, and a
 * refused save changes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sameJson } from '../../../domain/canonical-json';
import { PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import {
  type ColumnField,
  type Field,
  NUMBER_MAX,
  sectionFields,
  TEXT_MAX,
  TEXTAREA_MAX,
} from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let principal: string;
let schoolId: string;

beforeAll(async () => {
  s = await startTestServer();
  principal = await s.loginAs('principal2');
  schoolId = s.schools.second.id;
});
afterAll(() => s?.close());

const url = (sectionId: string) => `/api/schools/${schoolId}/plan/sections/${sectionId}`;

/** Either only answers the section takes (`ok`), or any answer, valid or not. */
type Mode = 'ok' | 'any';
/** A constant drawn from the valid ones, or (mode `any`) from both lists. */
const pick = (mode: Mode, ok: readonly unknown[], bad: readonly unknown[]) =>
  fc.constantFrom(...(mode === 'ok' ? ok : [...ok, ...bad]));

/** Text as people type it: empty, short, Māori and other scripts, emoji, long, and now and then too long. */
function textArb(max: number, mode: Mode, min = 0): fc.Arbitrary<unknown> {
  const long = (t: unknown) =>
    mode === 'any' || typeof t !== 'string' || t.trim() === '' || t.trim().length >= min;
  return fc
    .oneof(
      { weight: 2, arbitrary: fc.constant('') },
      { weight: 4, arbitrary: fc.string({ maxLength: 30 }).filter((t) => !t.includes('\u0000')) },
      {
        weight: 3,
        arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).filter((t) => !t.includes('\u0000')),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'Kōwhai Valley School',
          'Ngā Tamariki o Tōtara',
          '水 タンク',
          '💧 tank 2',
          '  spaced  ',
        ),
      },
      {
        weight: 1,
        arbitrary: pick(
          mode,
          ['x'.repeat(max), 'ā'.repeat(max)],
          ['y'.repeat(max + 1), 'broken \uD800 half', 'nul \u0000 char', 42],
        ),
      },
    )
    .filter(long);
}

/** An answer of the field's kind: valid, half-typed, empty, or (mode `any`) of the wrong type. */
function valueArb(f: Field | ColumnField, mode: Mode): fc.Arbitrary<unknown> {
  switch (f.kind) {
    case 'text':
      return textArb(f.maxLength ?? TEXT_MAX, mode, f.minLength);
    case 'textarea':
      return textArb(f.maxLength ?? TEXTAREA_MAX, mode, f.minLength);
    case 'email':
      return fc.oneof(
        pick(mode, ['', 'office@kowhai.school.nz', ' tui@school.nz '], ['a', 'office@', 'office@kowhai']),
        fc.constantFrom('kaitiaki@kura.nz', 'Ōtautahi.office@school.nz'),
      );
    case 'phone':
      return pick(
        mode,
        ['', '07 871 2345', '+64 21 123 4567', '021-555-0199', '(07) 871 2345'],
        ['0', '07', 'call me'],
      );
    case 'url':
      return pick(mode, ['', 'https://www.taumataarowai.govt.nz/a?b=c'], ['h', 'https://', 'www.example.nz']);
    case 'date':
      return pick(mode, ['', '2026-03-15', '2024-02-29'], ['2', '2026-0', '15/03/2026', '2026-13-01']);
    case 'number':
      return fc.oneof(
        fc.constant(null),
        fc.integer({ min: Math.max(f.min ?? 0, 0), max: Math.min(f.max ?? 5000, 5000) }),
        f.integer
          ? fc.constant(f.max ?? NUMBER_MAX)
          : fc.double({ min: Math.max(f.min ?? 0, 0), max: Math.min(f.max ?? 1e6, 1e6), noNaN: true }),
        pick(mode, [f.min ?? 0], [-1, 0.5, NUMBER_MAX + 1, 1e20, '12', '1,5', '-']),
      );
    case 'select':
    case 'radio':
      return fc.oneof(
        fc.constant(null),
        pick(
          mode,
          f.options.map((o) => o.value),
          ['not-an-option'],
        ),
      );
    case 'checklist':
      return fc.oneof(
        fc.subarray(f.options.map((o) => o.value)),
        pick(mode, [[]], [[f.options[0]!.value, f.options[0]!.value]]),
      );
    case 'yesno':
      return pick(mode, [null, true, false], ['yes']);
    case 'rows':
      return fc.oneof(
        { weight: 5, arbitrary: rowsArb(f.columns, mode) },
        { weight: 1, arbitrary: pick(mode, [[]], [[{ id: 'same' }, { id: 'same' }]]) },
      );
    case 'files':
      return pick(mode, [[]], [[{ id: 'no-such-file', name: 'a.png', mime: 'image/png', size: 3 }]]);
  }
}

/** Rows as they are while being typed: any subset of the columns filled, in any state. */
function rowsArb(columns: readonly ColumnField[], mode: Mode): fc.Arbitrary<Record<string, unknown>[]> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const c of columns) shape[c.name] = valueArb(c, mode);
  return fc.uniqueArray(
    fc.tuple(fc.uuid(), fc.record(shape, { requiredKeys: [] })).map(([id, cells]) => ({ id, ...cells })),
    { maxLength: 3, selector: (r) => r.id },
  );
}

function contentArb(sectionId: string): fc.Arbitrary<Record<string, unknown>> {
  const record = (mode: Mode) => {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of sectionFields(formFor(sectionId))) shape[f.name] = valueArb(f, mode);
    return fc.record(shape, { requiredKeys: [] });
  };
  return fc.oneof(record('ok'), record('any'));
}

/** Top-level names of the content, and their row and cell paths: a refusal must name one of them. */
function pathsOf(content: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const [name, value] of Object.entries(content)) {
    out.add(name);
    if (Array.isArray(value))
      value.forEach((row, i) => {
        out.add(`${name}.${i}`);
        if (row && typeof row === 'object') for (const k of Object.keys(row)) out.add(`${name}.${i}.${k}`);
      });
  }
  return out;
}

const RUNS = Number(process.env.ROUND_TRIP_RUNS ?? 24);

describe('every section stores exactly what it accepts', () => {
  test.each(PLAN_SECTIONS.map((x) => [x.number, x.id]))('section %s (%s)', async (_n, sectionId) => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(contentArb(sectionId), async (content) => {
        const before = await s.request(url(sectionId), { cookie: principal });
        expect(before.status).toBe(200);
        const res = await s.request(url(sectionId), {
          method: 'PUT',
          cookie: principal,
          body: { version: before.body.version, content },
        });
        const after = await s.request(url(sectionId), { cookie: principal });
        if (res.status === 200) {
          accepted++;
          expect(sameJson(res.body.content, content)).toBe(true);
          expect(sameJson(after.body.content, content)).toBe(true);
          const differs = !sameJson(before.body.content, content);
          expect(after.body.version).toBe(before.body.version + (differs ? 1 : 0));
          return;
        }
        expect(res.status, res.text).toBeGreaterThanOrEqual(400);
        expect(res.status, res.text).toBeLessThan(500);
        // Text the server cannot take at all (a NUL character) is refused before any answer is read.
        if (res.body.error.code !== 'invalid_characters') {
          const named = Object.keys(res.body.error.fields ?? {});
          expect(named.length, res.text).toBeGreaterThan(0);
          const paths = pathsOf(content);
          for (const n of named) expect(paths.has(n), `${n} in ${res.text}`).toBe(true);
        }
        expect(after.body.version).toBe(before.body.version);
        expect(sameJson(after.body.content, before.body.content)).toBe(true);
      }),
      { numRuns: RUNS, seed: process.env.ROUND_TRIP_SEED ? Number(process.env.ROUND_TRIP_SEED) : undefined },
    );
    // Both outcomes are exercised for every section: the draws above hold at least one stored save,
    // and one answer that cannot be valid is always refused by name, changing nothing.
    expect(accepted).toBeGreaterThan(0);
    const field = sectionFields(formFor(sectionId))[0]!;
    const before = await s.request(url(sectionId), { cookie: principal });
    const res = await s.request(url(sectionId), {
      method: 'PUT',
      cookie: principal,
      body: { version: before.body.version, content: { [field.name]: invalid(field) } },
    });
    expect(res.status, res.text).toBe(400);
    expect(
      Object.keys(res.body.error.fields ?? {}).some((k) => k.startsWith(field.name)),
      res.text,
    ).toBe(true);
    const after = await s.request(url(sectionId), { cookie: principal });
    expect(after.body.version).toBe(before.body.version);
  });

  test('every field of every section was saved at least once with a value', async () => {
    // The property above draws each field with a good chance; this pins it: a fully filled content
    // of valid values for each section, partial rows included, is stored as sent.
    for (const section of PLAN_SECTIONS) {
      const form = formFor(section.id);
      const content: Record<string, unknown> = {};
      for (const f of sectionFields(form)) content[f.name] = sample(f);
      const before = await s.request(url(section.id), { cookie: principal });
      const res = await s.request(url(section.id), {
        method: 'PUT',
        cookie: principal,
        body: { version: before.body.version, content },
      });
      expect(res.status, `${section.id}: ${res.text}`).toBe(200);
      const after = await s.request(url(section.id), { cookie: principal });
      expect(sameJson(after.body.content, content), section.id).toBe(true);
    }
  });
});

/** A value no field of this kind can take. */
function invalid(f: Field): unknown {
  switch (f.kind) {
    case 'number':
      return 'not a number';
    case 'select':
    case 'radio':
      return 'not-an-option';
    case 'checklist':
      return ['not-an-option'];
    case 'yesno':
      return 'yes';
    case 'rows':
      return [{ id: 'same' }, { id: 'same' }];
    case 'files':
      return [{ id: 'no-such-file', name: 'a.png', mime: 'image/png', size: 3 }];
    default:
      return 42;
  }
}

/** One valid value of the field's kind; rows have one full row and one with only its first cell. */
function sample(f: Field | ColumnField): unknown {
  switch (f.kind) {
    case 'number':
      return f.min ?? 3;
    case 'select':
    case 'radio':
      return f.options.at(-1)!.value;
    case 'checklist':
      return [f.options[0]!.value];
    case 'yesno':
      return false;
    case 'email':
      return 'kaitiaki@school.nz';
    case 'phone':
      return '+64 27 555 0101';
    case 'url':
      return 'https://example.nz';
    case 'date':
      return '2026-11-25';
    case 'rows': {
      const full: Record<string, unknown> = { id: 'full' };
      for (const c of f.columns) full[c.name] = sample(c);
      const first = f.columns[0]!;
      return [full, { id: 'partial', [first.name]: sample(first) }];
    }
    case 'files':
      return [];
    default:
      return `Ā ${'ō'.repeat(Math.max(0, (f.minLength ?? 0) - 2))}`;
  }
}
