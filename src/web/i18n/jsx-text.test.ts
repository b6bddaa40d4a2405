/**
 * No interface text hard-coded in a component (issue 20, decision 042): every word a person reads comes
 * through t(), so it has its te reo Māori twin. Biome's `noJsxLiterals` rule finds every literal text in
 * JSX; this check keeps those with a letter in them (punctuation such as ":" or "·" between translated
 * parts is fine) outside the files listed below, whose text is English content by design.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * Files whose JSX text is English content in both languages, each with why. Their containers carry
 * lang="en" in te reo Māori (WCAG 3.1.2).
 */
const ENGLISH_CONTENT: { prefix: string; why: string }[] = [
  {
    prefix: 'src/web/features/public/',
    why: 'the public articles (home, FAQ, help, mission, policies): English content',
  },
  {
    prefix: 'src/web/features/design-system/',
    why: "the developers' component sheet, not a page for schools",
  },
];

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number; column: number }; end: { line: number; column: number } };
}

function literal(path: string, d: Diagnostic): string {
  const lines = readFileSync(path, 'utf8').split('\n');
  const { start, end } = d.location;
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  return [
    lines[start.line - 1]!.slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    lines[end.line - 1]!.slice(0, end.column - 1),
  ].join('\n');
}

test('no component hard-codes interface text outside t()', () => {
  const out = execFileSync(
    'node_modules/.bin/biome',
    ['lint', '--only=style/noJsxLiterals', '--max-diagnostics=none', '--reporter=json', 'src/web'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const diagnostics = (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics.filter(
    (d) => d.category === 'lint/style/noJsxLiterals',
  );
  // The rule runs at all: the public articles are full of English text (so this check can fail).
  expect(diagnostics.some((d) => d.location.path.startsWith('src/web/features/public/'))).toBe(true);
  const found = diagnostics
    .filter((d) => !/\.test\.tsx?$/.test(d.location.path))
    .filter((d) => !ENGLISH_CONTENT.some((e) => d.location.path.startsWith(e.prefix)))
    .map((d) => ({
      at: `${d.location.path}:${d.location.start.line}`,
      text: literal(d.location.path, d).trim(),
    }))
    .filter(({ text }) => /\p{L}/u.test(text))
    .map(({ at, text }) => `${at}: "${text.replace(/\s+/g, ' ')}"`);
  expect(found, 'text to move into an en-*.ts file (and its mi-*.ts twin), shown through t()').toEqual([]);
});
