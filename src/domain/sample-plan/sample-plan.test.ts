import { describe, expect, test } from 'vitest';
import { PLAN_SECTIONS } from '../plan/catalogue';
import { planCompliance } from '../plan/compliance';
import { type Field, isShown, sectionFields } from '../plan/fields';
import { formFor, schemaFor } from '../plan/forms';
import { answersProgress } from '../plan/status';
import { SAMPLE_AS_AT, SAMPLE_SCHOOL, SAMPLE_VARIANTS, samplePlan } from '.';
import { RENAMES } from './roof';

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Answers given to questions the form does not show for the other answers (a careful plan has none). */
function hiddenAnswers(fields: readonly Field[], content: Record<string, unknown>): string[] {
  return fields.filter((f) => content[f.name] !== undefined && !isShown(f, content)).map((f) => f.name);
}

describe.each(SAMPLE_VARIANTS.map((v) => [v]))('the %s sample plan', (variant) => {
  const plan = samplePlan(variant);

  test('answers every one of the 28 sections, and nothing else', () => {
    expect(Object.keys(plan).sort()).toEqual(PLAN_SECTIONS.map((s) => s.id).sort());
  });

  test.each(PLAN_SECTIONS.map((s) => [s.number, s.id]))(
    '%s %s passes the section’s own validation, is complete and answers no hidden question',
    (_n, id) => {
      const section = PLAN_SECTIONS.find((s) => s.id === id)!;
      const content = plan[id]!;
      const parsed = schemaFor(id).safeParse(content);
      expect(parsed.error?.issues ?? []).toEqual([]);
      const progress = answersProgress(section, formFor(id), content);
      expect(progress.missing).toEqual([]);
      expect(progress.status).toBe('completed');
      expect(hiddenAnswers(sectionFields(formFor(id)), content)).toEqual([]);
    },
  );

  test('passes every compliance check: fully compliant, nothing failing', () => {
    const result = planCompliance(plan, SAMPLE_AS_AT);
    const failing = result.sectionCompliance.flatMap((p) => p.items).filter((i) => !i.passed);
    expect(failing.map((i) => i.message)).toEqual([]);
    expect(result.criticalFailing).toBe(0);
    expect(result.overallCompliancePercentage).toBe(100);
  });

  test('is the fictional school, never the demo school or its people', () => {
    const text = strings(plan).join('\n');
    expect(plan.background!.school_name).toBe(SAMPLE_SCHOOL.name);
    for (const [demo] of RENAMES) expect(text).not.toContain(demo);
    for (const word of ['Kōwhai', 'Hana', 'Graeme', 'Whitaker', 'Paterson', 'Morrison', 'Rāwiri'])
      expect(text).not.toContain(word);
  });

  test('every improvement action raised from a risk points at a risk of this plan', () => {
    const risks = new Set((plan['risk-assessment']!.risks as { id: string }[]).map((r) => r.id));
    const actions = plan['improvement-schedule']!.improvement_actions as { from_risk?: string }[];
    for (const a of actions) if (a.from_risk) expect(risks).toContain(a.from_risk);
  });
});

describe('the two variants differ where the supply differs', () => {
  const roof = samplePlan('roof');
  const bore = samplePlan('bore');

  test('source: roof water and a carrier, or one bore with its depth and head protection', () => {
    expect(roof.source!.source_type).toEqual(['roof_rainwater', 'carted']);
    expect(roof.source!.bore_depth).toBeUndefined();
    expect(bore.source!.source_type).toEqual(['bore']);
    expect(bore.source!.bore_depth).toBe(24);
    expect(bore.source!.roof_area).toBeUndefined();
  });

  test('treatment: the bore has no first-flush diverter but, shallower than 30 m, is filtered before UV', () => {
    expect(roof.treatment!.treatment_type).toContain('first_flush');
    expect(bore.treatment!.treatment_type).toEqual(['sediment_filter', 'cartridge_filter', 'uv']);
    expect(bore.source!.bore_depth as number).toBeLessThan(30);
    expect(String(bore.treatment!.treatment_description)).toContain('p. 19, rule T1.3');
  });

  test('hazards, monitoring and results: roof metals for the roof, nitrate and the bore head for the bore', () => {
    const params = (p: typeof roof) =>
      (p['monitoring-reporting']!.monitoring_schedule as { parameter: string }[]).map((m) => m.parameter);
    expect(params(roof)).toContain('metals');
    expect(params(roof)).not.toContain('nitrate');
    expect(params(bore)).toContain('nitrate');
    expect(params(bore)).not.toContain('metals');
    expect(roof['catchment-description']!.groundwater_used).toBe(false);
    expect(bore['catchment-description']!.groundwater_used).toBe(true);
    expect(bore['water-quality-issues']!.chemicals_of_concern).toContain('nitrate');
    const events = (p: typeof roof) => strings(p['risk-assessment']!.risks).join(' ');
    expect(events(bore)).toContain('bore');
    expect(events(bore)).not.toMatch(/roof/i);
  });

  test('what does not depend on the supply is the same: the school, its people and its incident steps', () => {
    for (const id of ['background', 'annual-process', 'annual-review']) expect(bore[id]).toEqual(roof[id]);
    expect(bore['contingency-plans']!.emergency_response_plan).toEqual(
      roof['contingency-plans']!.emergency_response_plan,
    );
  });
});
