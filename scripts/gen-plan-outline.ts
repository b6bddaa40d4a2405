/**
 * `node_modules/.bin/tsx scripts/gen-plan-outline.ts` writes src/web/features/public/plan-outline.ts: the
 * plan's parts (number, id, title, question, how many sections) and its part and section counts, taken from
 * the plan catalogue (src/domain/plan/catalogue.ts). The public pages show the plan's outline from it, so
 * they do not load the catalogue, which is the app's code (decision 026). `plan-outline.test.ts` fails when
 * the file no longer matches the catalogue.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PART_COUNT, PLAN_PARTS, SECTION_COUNT } from '../src/domain/plan/catalogue';

export const PLAN_OUTLINE_FILE = resolve(import.meta.dirname, '../src/web/features/public/plan-outline.ts');

export function planOutlineSource(): string {
  const parts = PLAN_PARTS.map(
    ({ number, id, title, question, sections }) =>
      `  { number: ${number}, id: ${JSON.stringify(id)}, title: ${JSON.stringify(title)}, question: ${JSON.stringify(question)}, sectionCount: ${sections.length} },`,
  );
  return [
    '// Written by scripts/gen-plan-outline.ts from src/domain/plan/catalogue.ts: do not edit (decision 026).',
    "import type { PlanPart } from '../../../domain/plan/catalogue';",
    '',
    "export type OutlinePart = Pick<PlanPart, 'number' | 'id' | 'title' | 'question'> & { sectionCount: number };",
    '',
    'export const PLAN_OUTLINE_PARTS: readonly OutlinePart[] = [',
    ...parts,
    '];',
    `export const PART_COUNT = ${PART_COUNT};`,
    `export const SECTION_COUNT = ${SECTION_COUNT};`,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(PLAN_OUTLINE_FILE, planOutlineSource());
  console.log(`written ${PLAN_OUTLINE_FILE}`);
}
