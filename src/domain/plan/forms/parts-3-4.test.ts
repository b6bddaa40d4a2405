/** The forms of parts 3 (source water risk) and 4 (risks and improvement actions), and their samples. */
import { describe, expect, test } from 'vitest';
import { PLAN_PARTS } from '../catalogue';
import {
  buildSectionSchema,
  type ChoiceField,
  type ColumnField,
  type Field,
  isFilled,
  isShown,
  type RowsField,
  type SectionForm,
  sectionFields,
} from '../fields';
import { componentsForSupply, findRegisterRisk, SUPPLY_COMPONENTS } from '../risk-register';
import { PART_3_FORMS } from './part-3';
import { PART_4_FORMS } from './part-4';
import { SAMPLE_CONTENT_3_4 } from './samples-3-4';

const FORMS = [...PART_3_FORMS, ...PART_4_FORMS];
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

function form(id: string): SectionForm {
  const f = FORMS.find((x) => x.sectionId === id);
  if (!f) throw new Error(`no form ${id}`);
  return f;
}

function field(sectionId: string, name: string): Field {
  const f = sectionFields(form(sectionId)).find((x) => x.name === name);
  if (!f) throw new Error(`no field ${sectionId}.${name}`);
  return f;
}

function rows(sectionId: string, name: string): RowsField {
  const f = field(sectionId, name);
  if (f.kind !== 'rows') throw new Error(`${name} is not rows`);
  return f;
}

function column(f: RowsField, name: string): ColumnField {
  const c = f.columns.find((x) => x.name === name);
  if (!c) throw new Error(`no column ${f.name}.${name}`);
  return c;
}

function optionValues(f: Field | ColumnField): string[] {
  return (f as ChoiceField).options.map((o) => o.value);
}

/** Every field and every column of a form, with where it sits (for messages). */
function everyField(f: SectionForm): { where: string; field: Field | ColumnField }[] {
  return sectionFields(f).flatMap((x) => [
    { where: `${f.sectionId}.${x.name}`, field: x },
    ...(x.kind === 'rows'
      ? x.columns.map((c) => ({ where: `${f.sectionId}.${x.name}.${c.name}`, field: c }))
      : []),
  ]);
}

/** Required fields (and required columns of every row) that are shown but empty. */
function missingRequired(f: SectionForm, content: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const x of sectionFields(f)) {
    if (!isShown(x, content)) continue;
    if (x.required && !isFilled(x, content[x.name])) missing.push(x.name);
    if (x.kind === 'rows' && Array.isArray(content[x.name])) {
      for (const row of content[x.name] as Record<string, unknown>[]) {
        for (const c of x.columns) {
          if (c.required && isShown(c, row) && !isFilled(c, row[c.name]))
            missing.push(`${x.name}[${row.id}].${c.name}`);
        }
      }
    }
  }
  return missing;
}

describe('parts 3 and 4: the forms match the catalogue', () => {
  test('one form per catalogue section of parts 3 and 4, in catalogue order', () => {
    const part = (n: number) => PLAN_PARTS.find((p) => p.number === n)!.sections.map((s) => s.id);
    expect(PART_3_FORMS.map((f) => f.sectionId)).toEqual(part(3));
    expect(PART_4_FORMS.map((f) => f.sectionId)).toEqual(part(4));
    expect(PART_3_FORMS.map((f) => f.sectionId)).toEqual([
      'catchment-description',
      'catchment-activities',
      'water-quantity',
      'water-quality-issues',
      'climate-change',
      'cyanobacteria',
    ]);
    expect(PART_4_FORMS.map((f) => f.sectionId)).toEqual(['risk-assessment', 'improvement-schedule']);
  });

  test('every form has an introduction of a few sentences and cites its sources with pages', () => {
    for (const f of FORMS) {
      const sentences = f.intro.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
      expect(sentences.length, f.sectionId).toBeGreaterThanOrEqual(2);
      expect(sentences.length, f.sectionId).toBeLessThanOrEqual(4);
      expect(f.sources?.length, f.sectionId).toBeGreaterThan(0);
      for (const s of f.sources ?? []) expect(s, f.sectionId).toMatch(/(p\. \d+|specification \d)/);
      expect(sectionFields(f).length, f.sectionId).toBeGreaterThanOrEqual(3);
      expect(sectionFields(f).length, f.sectionId).toBeLessThanOrEqual(12);
    }
  });

  test('every field and every column has a plain label, a hint and an example', () => {
    for (const f of FORMS) {
      for (const { where, field: x } of everyField(f)) {
        expect(x.label.trim().length, where).toBeGreaterThan(3);
        expect(x.hint?.trim().length ?? 0, `${where} hint`).toBeGreaterThan(15);
        expect(x.example?.trim().length ?? 0, `${where} example`).toBeGreaterThan(0);
        expect(x.label, where).not.toMatch(/lorem|todo|coming soon|placeholder/i);
        expect(x.hint, where).not.toMatch(/lorem|todo|coming soon|placeholder/i);
      }
    }
  });

  test('names are snake_case and unique in their section (and row); options are snake_case and unique', () => {
    for (const f of FORMS) {
      const names = sectionFields(f).map((x) => x.name);
      expect(new Set(names).size, f.sectionId).toBe(names.length);
      for (const { where, field: x } of everyField(f)) {
        expect(x.name, where).toMatch(SNAKE);
        if ('options' in x) {
          const values = x.options.map((o) => o.value);
          expect(new Set(values).size, where).toBe(values.length);
          // The hidden list of set-aside suggestions holds the register's own (kebab-case) risk ids.
          if (x.name !== 'rejected_suggestions') for (const v of values) expect(v, where).toMatch(SNAKE);
          for (const o of x.options) expect(o.label.trim().length, where).toBeGreaterThan(0);
        }
        if (x.kind === 'rows') {
          const cols = x.columns.map((c) => c.name);
          expect(new Set(cols).size, where).toBe(cols.length);
          expect(cols, where).not.toContain('id');
          expect(cols.length, where).toBeGreaterThanOrEqual(3);
          // At most 9 questions per row that people see (hidden link columns aside).
          expect(x.columns.filter((c) => !c.hidden).length, where).toBeLessThanOrEqual(9);
        }
      }
    }
  });

  test('every follow-up question points at a field of its own section (or row) and a value it can take', () => {
    for (const f of FORMS) {
      const fields = sectionFields(f);
      const check = (where: string, siblings: readonly (Field | ColumnField)[], x: Field | ColumnField) => {
        if (!x.when) return;
        const target = siblings.find((s) => s.name === x.when!.field);
        expect(target, `${where} depends on ${x.when.field}`).toBeDefined();
        if (typeof x.when.equals === 'boolean') expect(target!.kind, where).toBe('yesno');
        if (typeof x.when.equals === 'string') expect(optionValues(target!), where).toContain(x.when.equals);
        if (x.when.includes !== undefined) expect(optionValues(target!), where).toContain(x.when.includes);
      };
      for (const x of fields) {
        check(`${f.sectionId}.${x.name}`, fields, x);
        if (x.kind === 'rows')
          for (const c of x.columns) check(`${f.sectionId}.${x.name}.${c.name}`, x.columns, c);
      }
    }
  });
});

describe('parts 3 and 4: the specification’s field names', () => {
  test('3.1, 3.3, 3.4 and 3.5 have their required text answers', () => {
    for (const [section, name] of [
      ['catchment-description', 'catchment_description'],
      ['water-quantity', 'water_quantity_assessment'],
      ['water-quality-issues', 'water_quality_issues'],
      ['climate-change', 'climate_change_assessment'],
    ] as const) {
      const f = field(section, name);
      expect(f.kind, name).toBe('textarea');
      expect(f.required, name).toBe(true);
      expect(f.when, name).toBeUndefined();
    }
    expect(field('climate-change', 'climate_impacts').kind).toBe('checklist');
    expect(rows('water-quality-issues', 'past_issues').columns.length).toBeGreaterThanOrEqual(3);
  });

  test('3.2 has one group per catalogue subsection, each with a yes/no and a list of activities shown on yes', () => {
    const section = PLAN_PARTS[2]!.sections.find((s) => s.id === 'catchment-activities')!;
    const f = form('catchment-activities');
    expect(f.groups.map((g) => g.id)).toEqual(['agriculture', 'industrial', 'residential', 'recreational']);
    expect(f.groups.map((g) => g.title)).toEqual(section.subsections.map((s) => s.title));
    expect(f.groups.map((g) => g.id)).toEqual(section.subsections.map((s) => s.id));
    for (const g of f.groups) {
      expect(g.fields.map((x) => x.name)).toEqual([`${g.id}_present`, `${g.id}_activities`]);
      const present = g.fields[0]!;
      expect(present.kind).toBe('yesno');
      expect(present.required).toBe(true);
      const list = g.fields[1] as RowsField;
      expect(list.kind).toBe('rows');
      expect(list.required).toBe(true);
      expect(list.when).toEqual({ field: `${g.id}_present`, equals: true });
      expect(list.columns.map((c) => c.name)).toEqual(['activity', 'distance_m', 'effect', 'controls']);
      expect(list.columns.filter((c) => c.required).map((c) => c.name)).toEqual(['activity', 'effect']);
      const distance = column(list, 'distance_m');
      expect(distance.kind).toBe('number');
      expect(distance.kind === 'number' && distance.unit).toBe('m');
      expect(distance.kind === 'number' && distance.min).toBe(0);
    }
  });

  test('3.6 rates the cyanobacteria risk low, medium or high, with the reasons', () => {
    const risk = field('cyanobacteria', 'cyanobacteria_risks');
    expect(risk.kind).toBe('radio');
    expect(risk.required).toBe(true);
    expect(optionValues(risk)).toEqual(['low', 'medium', 'high']);
    expect(field('cyanobacteria', 'cyanobacteria_explanation').required).toBe(true);
  });

  test('4.1 is one group with the risks table, its columns and the four subsection checks', () => {
    const f = form('risk-assessment');
    expect(f.groups).toHaveLength(1);
    // Suggestions set aside are kept with the plan as a hidden list of register ids, not drawn as a control.
    const rejected = sectionFields(f).find((x) => x.name === 'rejected_suggestions');
    expect(rejected).toMatchObject({ kind: 'checklist', hidden: true });
    const risks = rows('risk-assessment', 'risks');
    expect(risks.required).toBe(true);
    expect(risks.columns.map((c) => c.name)).toEqual([
      'component',
      'register_id',
      'event',
      'causes',
      'identification',
      'preventive',
      'likelihood',
      'residual_risk',
      'improvement_action',
    ]);
    const component = column(risks, 'component');
    expect(component.kind).toBe('select');
    expect(optionValues(component)).toEqual([
      'source_water',
      'pretreatment_sediment_filter',
      'cartridge_filtration',
      'uv',
      'residual_chlorination',
      'treatment_general',
      'storage',
      'distribution',
    ]);
    expect(optionValues(component)).toEqual(SUPPLY_COMPONENTS.map((c) => c.value));
    const registerId = column(risks, 'register_id');
    expect(registerId.kind).toBe('text');
    expect(registerId.label).toBe('Register reference');
    expect(registerId.hidden).toBe(true);
    expect(registerId.hint).toMatch(/automatically/);
    for (const name of ['event', 'causes', 'identification', 'preventive', 'likelihood', 'residual_risk']) {
      expect(column(risks, name).required, name).toBe(true);
    }
    for (const name of ['likelihood', 'residual_risk']) {
      expect(column(risks, name).kind, name).toBe('radio');
      expect(optionValues(column(risks, name)), name).toEqual(['low', 'medium', 'high']);
    }
    expect(column(risks, 'improvement_action').kind).toBe('textarea');
    expect(f.subsectionChecks).toEqual({
      'risk-identification': ['risks.event', 'risks.causes'],
      'risk-analysis': ['risks.likelihood'],
      'risk-evaluation': ['risks.residual_risk'],
      'control-measures': ['risks.identification', 'risks.preventive'],
    });
    const subsections = PLAN_PARTS[3]!.sections.find((s) => s.id === 'risk-assessment')!.subsections;
    expect(Object.keys(f.subsectionChecks!)).toEqual(subsections.map((s) => s.id));
  });

  test('4.2 lists improvement actions with an owner, a due date and a status', () => {
    const actions = rows('improvement-schedule', 'improvement_actions');
    expect(actions.required).toBe(true);
    expect(column(actions, 'action').required).toBe(true);
    expect(column(actions, 'risk').required).toBeFalsy();
    expect(column(actions, 'owner').required).toBe(true);
    const due = column(actions, 'due_date');
    expect(due.kind).toBe('date');
    expect(due.required).toBe(true);
    const status = column(actions, 'status');
    expect(['select', 'radio']).toContain(status.kind);
    expect(status.required).toBe(true);
    expect(optionValues(status)).toEqual(['planned', 'in_progress', 'done']);
    const cost = column(actions, 'cost_estimate');
    expect(cost.kind === 'number' && cost.min).toBe(0);
  });
});

describe('parts 3 and 4: the Kōwhai Valley sample contents', () => {
  test('there is one sample for each section of parts 3 and 4, and no other', () => {
    expect(Object.keys(SAMPLE_CONTENT_3_4).sort()).toEqual(FORMS.map((f) => f.sectionId).sort());
  });

  test.each(FORMS.map((f) => [f.sectionId, f] as const))('%s: the schema accepts the sample', (_id, f) => {
    const result = buildSectionSchema(f).safeParse(SAMPLE_CONTENT_3_4[f.sectionId]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  test.each(FORMS.map((f) => [f.sectionId, f] as const))(
    '%s: the sample answers every required question',
    (_id, f) => {
      expect(missingRequired(f, SAMPLE_CONTENT_3_4[f.sectionId]!)).toEqual([]);
    },
  );

  test('rows in the samples carry unique string ids', () => {
    for (const f of FORMS) {
      const content = SAMPLE_CONTENT_3_4[f.sectionId]!;
      for (const x of sectionFields(f)) {
        if (x.kind !== 'rows' || content[x.name] === undefined) continue;
        const ids = (content[x.name] as { id: unknown }[]).map((r) => r.id);
        for (const id of ids) expect(typeof id, `${f.sectionId}.${x.name}`).toBe('string');
        expect(new Set(ids).size, `${f.sectionId}.${x.name}`).toBe(ids.length);
      }
    }
  });

  test('the 3.2 sample lists at least one catchment activity across the four groups', () => {
    const c = SAMPLE_CONTENT_3_4['catchment-activities']!;
    const all = ['agriculture', 'industrial', 'residential', 'recreational'].flatMap(
      (g) => (c[`${g}_activities`] as unknown[] | undefined) ?? [],
    );
    expect(all.length).toBeGreaterThanOrEqual(1);
  });

  test('the 4.1 sample covers every subsection and its register references match the school’s supply', () => {
    const f = form('risk-assessment');
    const content = SAMPLE_CONTENT_3_4['risk-assessment']!;
    const risks = content.risks as Record<string, string>[];
    const risksField = rows('risk-assessment', 'risks');
    for (const [sub, paths] of Object.entries(f.subsectionChecks!)) {
      for (const path of paths) {
        const col = column(risksField, path.split('.')[1]!);
        expect(
          risks.every((r) => isFilled(col, r[col.name])),
          `${sub}: ${path}`,
        ).toBe(true);
      }
    }
    // Kōwhai Valley: roof water through a sediment filter, a cartridge filter and UV.
    const components = componentsForSupply({
      sourceTypes: ['roof_rainwater'],
      treatmentTypes: ['sediment_filter', 'cartridge_filter', 'uv'],
    });
    for (const r of risks) {
      expect(components, r.id).toContain(r.component);
      if (!r.register_id) continue;
      const found = findRegisterRisk(r.register_id);
      expect(found, r.register_id).toBeDefined();
      expect(found!.component, r.register_id).toBe(r.component);
    }
    expect(risks.some((r) => !r.register_id)).toBe(true);
  });
});

describe('parts 3 and 4: the schemas refuse bad values', () => {
  const schema = (id: string) => buildSectionSchema(form(id));
  const sample = (id: string) => structuredClone(SAMPLE_CONTENT_3_4[id]!);

  test('a negative distance or roof area is refused', () => {
    const c = sample('catchment-activities');
    (c.agriculture_activities as Record<string, unknown>[])[0]!.distance_m = -5;
    expect(schema('catchment-activities').safeParse(c).success).toBe(false);
    const d = sample('catchment-description');
    d.roof_catchment_area = -1;
    expect(schema('catchment-description').safeParse(d).success).toBe(false);
  });

  test('a fractional number of days is refused where whole days are asked for', () => {
    const c = sample('water-quantity');
    (c.shortage_history as Record<string, unknown>[])[0]!.duration_days = 2.5;
    expect(schema('water-quantity').safeParse(c).success).toBe(false);
  });

  test('an unknown key, in the section or in a row, is refused', () => {
    expect(schema('climate-change').safeParse({ ...sample('climate-change'), notes: 'hi' }).success).toBe(
      false,
    );
    const c = sample('risk-assessment');
    (c.risks as Record<string, unknown>[])[0]!.severity = 'high';
    expect(schema('risk-assessment').safeParse(c).success).toBe(false);
  });

  test('a value outside the options is refused', () => {
    const c = sample('risk-assessment');
    (c.risks as Record<string, unknown>[])[0]!.component = 'pumps';
    expect(schema('risk-assessment').safeParse(c).success).toBe(false);
    expect(schema('cyanobacteria').safeParse({ cyanobacteria_risks: 'extreme' }).success).toBe(false);
    expect(schema('climate-change').safeParse({ climate_impacts: ['drought', 'volcano'] }).success).toBe(
      false,
    );
    const a = sample('improvement-schedule');
    (a.improvement_actions as Record<string, unknown>[])[0]!.status = 'finished';
    expect(schema('improvement-schedule').safeParse(a).success).toBe(false);
  });

  test('a badly written date is refused', () => {
    const a = sample('improvement-schedule');
    (a.improvement_actions as Record<string, unknown>[])[0]!.due_date = '11/12/2026';
    expect(schema('improvement-schedule').safeParse(a).success).toBe(false);
  });

  test('rows without an id, or sharing one, are refused', () => {
    const a = sample('improvement-schedule');
    const actions = a.improvement_actions as Record<string, unknown>[];
    actions[1]!.id = actions[0]!.id;
    expect(schema('improvement-schedule').safeParse(a).success).toBe(false);
    const b = sample('improvement-schedule');
    delete (b.improvement_actions as Record<string, unknown>[])[0]!.id;
    expect(schema('improvement-schedule').safeParse(b).success).toBe(false);
  });

  test('a yes/no given as text is refused', () => {
    expect(schema('catchment-activities').safeParse({ agriculture_present: 'yes' }).success).toBe(false);
  });

  test('an empty draft is accepted but is not complete', () => {
    for (const f of FORMS) {
      expect(buildSectionSchema(f).safeParse({}).success, f.sectionId).toBe(true);
      expect(missingRequired(f, {}).length, f.sectionId).toBeGreaterThan(0);
    }
  });

  test('a follow-up becomes required only when its condition is met', () => {
    const f = form('water-quantity');
    const base = { ...sample('water-quantity') };
    delete base.supplement_plan;
    expect(missingRequired(f, { ...base, supply_meets_peak: true })).toEqual([]);
    expect(missingRequired(f, { ...base, supply_meets_peak: false })).toEqual(['supplement_plan']);
    const g = form('catchment-activities');
    const c = sample('catchment-activities');
    delete c.recreational_activities;
    expect(missingRequired(g, c)).toEqual(['recreational_activities']);
    expect(missingRequired(g, { ...c, recreational_present: false })).toEqual([]);
  });
});
