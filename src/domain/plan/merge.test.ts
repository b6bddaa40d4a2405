import { describe, expect, test } from 'vitest';
import type { SectionForm } from './fields';
import { mergeSection } from './merge';

const form: SectionForm = {
  sectionId: 'storage',
  intro: 'Tanks.',
  groups: [
    {
      id: 'g',
      fields: [
        { kind: 'text', name: 'a', label: 'A' },
        { kind: 'text', name: 'b', label: 'B' },
        { kind: 'text', name: 'c', label: 'C' },
        { kind: 'number', name: 'd', label: 'D' },
      ],
    },
  ],
};

describe('mergeSection (after a 409)', () => {
  const base = { a: 'base a', b: 'base b', c: 'base c', d: 1 };

  test('an answer only the other person changed keeps their change, and is not asked about', () => {
    const theirs = { ...base, a: 'their a' };
    const mine = { ...base, b: 'my b' };
    const m = mergeSection(form, base, mine, theirs);
    expect(m.clashes).toEqual([]);
    expect(m.theirsOnly).toEqual(['a']);
    expect(m.mineOnly).toEqual(['b']);
    expect(m.merged).toEqual({ a: 'their a', b: 'my b', c: 'base c', d: 1 });
  });

  test('an answer both changed differently is a clash, the user’s answer first', () => {
    const theirs = { ...base, a: 'their a', d: 2 };
    const mine = { ...base, a: 'my a', c: 'my c' };
    const m = mergeSection(form, base, mine, theirs);
    expect(m.clashes).toEqual(['a']);
    expect(m.theirsOnly).toEqual(['d']);
    expect(m.mineOnly).toEqual(['c']);
    expect(m.merged).toEqual({ a: 'my a', b: 'base b', c: 'my c', d: 2 });
  });

  test('the same change on both sides is no clash', () => {
    const both = { ...base, a: 'same new a' };
    const m = mergeSection(form, base, both, { ...both });
    expect(m).toEqual({ merged: both, clashes: [], theirsOnly: [], mineOnly: [] });
  });

  test('an answer the user cleared while the other person left it stays cleared', () => {
    const mine = { ...base, b: '' };
    const m = mergeSection(form, base, mine, { ...base, a: 'their a' });
    expect(m.mineOnly).toEqual(['b']);
    expect(m.merged.b).toBe('');
    expect(m.merged.a).toBe('their a');
  });

  test('without the starting answers every difference is a clash', () => {
    const theirs = { ...base, a: 'their a' };
    const mine = { ...base, b: 'my b' };
    const m = mergeSection(form, null, mine, theirs);
    expect(m.clashes).toEqual(['a', 'b']);
    expect(m.theirsOnly).toEqual([]);
    expect(m.merged).toEqual({ ...base, a: 'base a', b: 'my b' });
  });
});
