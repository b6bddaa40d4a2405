/**
 * `node_modules/.bin/tsx scripts/gen-sample-plan.ts` writes the public sample plan as the `/ta-demo` pages
 * draw it (parts, sections, questions and answers as text), from `sampleView` (src/domain/sample-plan/view.ts):
 * `public/sample-plan/{roof,bore}.json`, which the browser fetches (data, not script), and
 * src/web/features/sample-plan/sample-{roof,bore}.ts, which the build's prerenderer imports. The pages read
 * these, not the catalogue or the forms, which are the app's code (decision 026); `sample-data.test.ts`
 * fails when a file no longer matches.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SAMPLE_VARIANTS, type SampleVariant } from '../src/domain/sample-plan';
import { sampleView } from '../src/domain/sample-plan/view';

export const sampleJsonFile = (variant: SampleVariant) =>
  resolve(import.meta.dirname, `../public/sample-plan/${variant}.json`);

export const sampleJsonSource = (variant: SampleVariant) => `${JSON.stringify(sampleView(variant))}\n`;

export const sampleDataFile = (variant: SampleVariant) =>
  resolve(import.meta.dirname, `../src/web/features/sample-plan/sample-${variant}.ts`);

export function sampleDataSource(variant: SampleVariant): string {
  return [
    '// Written by scripts/gen-sample-plan.ts from src/domain/sample-plan: do not edit (decision 040).',
    "import type { SamplePartView } from '../../../domain/sample-plan/view';",
    '',
    `export const SAMPLE_PARTS: readonly SamplePartView[] = ${JSON.stringify(sampleView(variant), null, 1)};`,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const variant of SAMPLE_VARIANTS) {
    writeFileSync(sampleDataFile(variant), sampleDataSource(variant));
    writeFileSync(sampleJsonFile(variant), sampleJsonSource(variant));
    console.log(`written ${sampleDataFile(variant)} and ${sampleJsonFile(variant)}`);
  }
}
