import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleView } from '../../../domain/sample-plan/view';
import { SAMPLE_PARTS as BORE } from './sample-bore';
import { SAMPLE_PARTS as ROOF } from './sample-roof';

describe('the sample plan pages’ data', () => {
  it('is the sample’s, as the domain draws it (else run: node_modules/.bin/tsx scripts/gen-sample-plan.ts)', () => {
    expect(ROOF).toEqual(sampleView('roof'));
    expect(BORE).toEqual(sampleView('bore'));
    for (const variant of ['roof', 'bore'] as const) {
      const json = readFileSync(join(process.cwd(), `public/sample-plan/${variant}.json`), 'utf8');
      expect(JSON.parse(json), `${variant}.json`).toEqual(sampleView(variant));
    }
  });

  it('shows every section of the plan in each variant, each with answers', () => {
    for (const parts of [ROOF, BORE]) {
      const sections = parts.flatMap((p) => p.sections);
      expect(sections).toHaveLength(28);
      for (const s of sections) expect(s.groups.length, s.number).toBeGreaterThan(0);
    }
  });

  it('carries no catalogue description (a public page loads no app code, decision 026)', async () => {
    const { PLAN_SECTIONS } = await import('../../../domain/plan/catalogue');
    const text = JSON.stringify([ROOF, BORE]);
    for (const s of PLAN_SECTIONS) expect(text).not.toContain(s.description);
  });
});
