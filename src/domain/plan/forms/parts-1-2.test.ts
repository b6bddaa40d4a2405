/**
 * The forms of parts 1 (School Details) and 2 (Description of Water Supply): what school staff are asked,
 * the field names the compliance rules read, and the sample plan of Kōwhai Valley School.
 */
import { describe, expect, test } from 'vitest';
import { PLAN_PARTS } from '../catalogue';
import { calculateDemand, daysRequiredFor } from '../demand';
import {
  buildSectionSchema,
  type ColumnField,
  type Field,
  isFilled,
  isShown,
  type SectionForm,
  sectionFields,
} from '../fields';
import { PART_1_FORMS } from './part-1';
import { PART_2_FORMS } from './part-2';
import { SAMPLE_CONTENT_1_2 } from './samples-1-2';

const FORMS: readonly SectionForm[] = [...PART_1_FORMS, ...PART_2_FORMS];
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

function form(sectionId: string): SectionForm {
  const f = FORMS.find((x) => x.sectionId === sectionId);
  if (!f) throw new Error(`no form ${sectionId}`);
  return f;
}

function field(sectionId: string, name: string): Field {
  const f = sectionFields(form(sectionId)).find((x) => x.name === name);
  if (!f) throw new Error(`no field ${sectionId}.${name}`);
  return f;
}

function sample(sectionId: string): Record<string, unknown> {
  const s = SAMPLE_CONTENT_1_2[sectionId];
  if (!s) throw new Error(`no sample ${sectionId}`);
  return s;
}

function parse(sectionId: string, content: Record<string, unknown>) {
  return buildSectionSchema(form(sectionId)).safeParse(content);
}

function messages(result: ReturnType<typeof parse>): string[] {
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** Every field and every column of a rows field, with where it sits. */
function everyInput(f: SectionForm): { where: string; input: Field | ColumnField }[] {
  return sectionFields(f).flatMap((x) => [
    { where: `${f.sectionId}.${x.name}`, input: x },
    ...(x.kind === 'rows'
      ? x.columns.map((c) => ({ where: `${f.sectionId}.${x.name}.${c.name}`, input: c }))
      : []),
  ]);
}

describe('sections', () => {
  test('part 1 has the forms of the catalogue’s part 1 sections, in order', () => {
    const part = PLAN_PARTS.find((p) => p.number === 1);
    expect(PART_1_FORMS.map((f) => f.sectionId)).toEqual(part?.sections.map((s) => s.id));
    expect(PART_1_FORMS.map((f) => f.sectionId)).toEqual(['background', 'key-contacts']);
  });

  test('part 2 has the forms of the catalogue’s part 2 sections, in order', () => {
    const part = PLAN_PARTS.find((p) => p.number === 2);
    expect(PART_2_FORMS.map((f) => f.sectionId)).toEqual(part?.sections.map((s) => s.id));
    expect(PART_2_FORMS).toHaveLength(9);
  });

  test.each(FORMS.map((f) => [f.sectionId, f] as const))(
    '%s has an intro of 2–3 sentences and cited sources',
    (_, f) => {
      const sentences = f.intro.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(f.sources?.length ?? 0).toBeGreaterThan(0);
      for (const s of f.sources ?? []) {
        // WaiKura's own advice says so; anything else names a document and where in it: a page, or a
        // numbered section of the specification. No figure is attributed to a Ministry.
        if (s.startsWith('WaiKura’s own advice')) continue;
        expect(s).toMatch(
          /^(DWSP_Template_|Acceptable_Solution_|DWQAR_Guidance_|Quick_Guide_|WaiKura plan specification)/,
        );
        expect(s).toMatch(/, (p\. \d+|\d+\.\d+)|: \d/);
      }
    },
  );

  test('no form uses placeholder text', () => {
    const text = JSON.stringify(FORMS).toLowerCase();
    for (const word of [
      'lorem',
      'todo',
      'coming soon',
      'tbd',
      'placeholder',
      'describe this part of your supply',
    ]) {
      expect(text).not.toContain(word);
    }
  });
});

describe('fields', () => {
  test.each(FORMS.map((f) => [f.sectionId, f] as const))(
    '%s: every field and column has a label, a hint and an example',
    (_, f) => {
      const missing = everyInput(f)
        .filter(({ input }) => !input.label?.trim() || !input.hint?.trim() || !input.example?.trim())
        .map(({ where }) => where);
      expect(missing).toEqual([]);
      const noRegulatorLabel = sectionFields(f)
        .filter((x) => !x.regulatorLabel?.trim())
        .map((x) => x.name);
      expect(noRegulatorLabel).toEqual([]);
    },
  );

  test.each(FORMS.map((f) => [f.sectionId, f] as const))(
    '%s: names are snake_case and unique; options too',
    (_, f) => {
      const names = sectionFields(f).map((x) => x.name);
      expect(new Set(names).size).toBe(names.length);
      const groupIds = f.groups.map((g) => g.id);
      expect(new Set(groupIds).size).toBe(groupIds.length);
      for (const { where, input } of everyInput(f)) {
        expect(input.name, where).toMatch(SNAKE);
        if (input.kind === 'rows') {
          const cols = input.columns.map((c) => c.name);
          expect(new Set(cols).size, where).toBe(cols.length);
          expect(cols, where).not.toContain('id');
          expect(input.columns.length, where).toBeGreaterThanOrEqual(2);
          // 8.1's results carry the report's sample details too (DWQAR p. 7): 12 columns.
          expect(input.columns.length, where).toBeLessThanOrEqual(
            input.name === 'water_test_results' ? 12 : 9,
          );
        }
        if (input.kind === 'select' || input.kind === 'radio' || input.kind === 'checklist') {
          const values = input.options.map((o) => o.value);
          expect(values.length, where).toBeGreaterThanOrEqual(2);
          expect(new Set(values).size, where).toBe(values.length);
          for (const v of values) expect(v, where).toMatch(SNAKE);
          for (const o of input.options) expect(o.label.trim(), where).not.toBe('');
        }
      }
    },
  );

  test.each(FORMS.map((f) => [f.sectionId, f] as const))(
    '%s: every follow-up question depends on a real answer',
    (_, f) => {
      const all = sectionFields(f);
      for (const x of all) {
        if (!x.when) continue;
        const target = all.find((t) => t.name === x.when?.field);
        expect(target, `${x.name} depends on ${x.when.field}`).toBeDefined();
        expect(target?.name).not.toBe(x.name);
        if (x.when.includes !== undefined) {
          expect(target?.kind).toBe('checklist');
          const values = target?.kind === 'checklist' ? target.options.map((o) => o.value) : [];
          expect(values, x.name).toContain(x.when.includes);
        } else if (typeof x.when.equals === 'boolean') {
          expect(target?.kind, x.name).toBe('yesno');
        } else {
          expect(['select', 'radio']).toContain(target?.kind);
        }
      }
    },
  );

  test('numbers carry units, and whole-number counts are integers', () => {
    for (const f of FORMS) {
      for (const { where, input } of everyInput(f)) {
        if (input.kind !== 'number') continue;
        expect(input.unit, where).toBeTruthy();
        expect(input.min, where).toBeDefined();
        if (input.unit === 'people' || input.unit === 'students') expect(input.integer, where).toBe(true);
      }
    }
  });
});

describe('the specification’s field names', () => {
  const SPEC: [
    section: string,
    name: string,
    kind: Field['kind'],
    required: boolean,
    extra?: Record<string, unknown>,
  ][] = [
    ['background', 'school_name', 'text', true],
    ['background', 'address', 'textarea', true],
    ['background', 'contact_person', 'text', true],
    ['background', 'contact_person_name', 'text', true],
    ['background', 'contact_person_email', 'email', true],
    ['background', 'current_students_staff', 'number', true, { min: 1, integer: true, unit: 'people' }],
    ['background', 'peak_population', 'number', true, { min: 1, integer: true, unit: 'people' }],
    ['background', 'number_of_students', 'number', false, { integer: true }],
    ['background', 'number_of_staff', 'number', false, { integer: true, unit: 'people' }],
    ['key-contacts', 'emergency_contact_name', 'text', true],
    ['key-contacts', 'emergency_contact_phone', 'phone', true],
    ['key-contacts', 'additional_contacts', 'rows', false],
    ['source', 'source_type', 'checklist', true],
    ['source', 'source_description', 'textarea', true],
    ['source', 'source_location', 'text', false],
    ['treatment', 'treatment_type', 'checklist', true],
    ['treatment', 'treatment_description', 'textarea', true],
    ['treatment', 'treatment_details', 'rows', false],
    ['storage', 'storage_type', 'checklist', true],
    ['storage', 'storage_capacity', 'number', true, { min: 0, unit: 'L' }],
    ['storage', 'tanks', 'rows', false],
    ['distribution', 'backflow_prevention_compliance', 'checklist', true],
    ['daily-demand', 'demand_population', 'number', false, { unit: 'people' }],
    ['daily-demand', 'per_person_demand', 'number', false, { unit: 'L per person per day' }],
    ['daily-demand', 'daily_demand', 'number', true, { min: 0, unit: 'L per day' }],
    ['daily-demand', 'peak_day_notes', 'textarea', true],
    ['demand-storage', 'storage_days_required', 'number', true, { unit: 'days' }],
    ['demand-storage', 'shortfall_plan', 'textarea', true],
    ['aerial-schematic', 'schematic', 'files', true, { accept: 'images' }],
    ['aerial-schematic', 'photos', 'files', false, { accept: 'images' }],
    ['aerial-schematic', 'schematic_description', 'textarea', false],
    ['resource-consent', 'consent_required', 'yesno', true],
    [
      'resource-consent',
      'resource_consent_number',
      'text',
      true,
      { when: { field: 'consent_required', equals: true } },
    ],
  ];

  test.each(SPEC)('%s.%s is a %s field (required: %s)', (section, name, kind, required, extra) => {
    const f = field(section, name);
    expect(f.kind).toBe(kind);
    expect(f.required ?? false).toBe(required);
    if (extra) expect(f).toMatchObject(extra);
  });

  test('source types are the template’s tick list', () => {
    const f = field('source', 'source_type');
    expect(f.kind === 'checklist' && f.options.map((o) => o.value)).toEqual([
      'roof_rainwater',
      'bore',
      'spring',
      'stream_river',
      'lake',
      'carted',
      'other',
    ]);
  });

  test('treatment types include the template’s components and “none”', () => {
    const f = field('treatment', 'treatment_type');
    const values = f.kind === 'checklist' ? f.options.map((o) => o.value) : [];
    for (const v of [
      'first_flush',
      'sediment_filter',
      'cartridge_filter',
      'uv',
      'chlorination',
      'other',
      'none',
    ]) {
      expect(values).toContain(v);
    }
  });

  test('contacts and tanks are tables with the columns the plan prints', () => {
    const contacts = field('key-contacts', 'additional_contacts');
    expect(contacts.kind === 'rows' && contacts.columns.map((c) => [c.name, c.kind])).toEqual([
      ['name', 'text'],
      ['role', 'text'],
      ['phone', 'phone'],
      ['email', 'email'],
      ['organisation', 'text'],
    ]);
    const tanks = field('storage', 'tanks');
    expect(tanks.kind === 'rows' && tanks.columns.map((c) => [c.name, c.kind])).toEqual([
      ['name', 'text'],
      ['material', 'select'],
      ['volume', 'number'],
      ['covered', 'yesno'],
      ['last_cleaned', 'date'],
    ]);
    expect(tanks.kind === 'rows' && tanks.columns.find((c) => c.name === 'volume')).toMatchObject({
      unit: 'L',
      min: 0,
    });
  });

  test('backflow protections are measures, not a “none” or “not sure” answer', () => {
    const f = field('distribution', 'backflow_prevention_compliance');
    const options = f.kind === 'checklist' ? f.options : [];
    expect(options.length).toBeGreaterThanOrEqual(5);
    for (const o of options) expect(o.value).not.toMatch(/none|unsure|unknown|not_sure|other|no_/);
  });
});

describe('follow-up questions', () => {
  test('bore questions appear only when a bore is ticked', () => {
    const depth = field('source', 'bore_depth');
    expect(depth).toMatchObject({ kind: 'number', unit: 'm' });
    expect(isShown(depth, { source_type: ['roof_rainwater'] })).toBe(false);
    expect(isShown(depth, { source_type: ['roof_rainwater', 'bore'] })).toBe(true);
    expect(isShown(field('source', 'bore_head_protection'), { source_type: ['bore'] })).toBe(true);
    expect(isShown(field('source', 'roof_area'), { source_type: ['bore'] })).toBe(false);
  });

  test('the consent number is asked only when a consent is needed; the reason only when not', () => {
    expect(isShown(field('resource-consent', 'resource_consent_number'), { consent_required: true })).toBe(
      true,
    );
    expect(isShown(field('resource-consent', 'resource_consent_number'), { consent_required: false })).toBe(
      false,
    );
    expect(
      isShown(field('resource-consent', 'consent_not_required_reason'), { consent_required: false }),
    ).toBe(true);
    expect(
      isShown(field('resource-consent', 'consent_not_required_reason'), { consent_required: null }),
    ).toBe(false);
  });

  test('UV questions follow a ticked UV unit; the supplement plan follows a “no”', () => {
    expect(isShown(field('treatment', 'uv_dose'), { treatment_type: ['cartridge_filter'] })).toBe(false);
    expect(isShown(field('treatment', 'uv_dose'), { treatment_type: ['uv'] })).toBe(true);
    expect(isShown(field('daily-demand', 'supplement_plan'), { peak_supply_sufficient: false })).toBe(true);
    expect(isShown(field('daily-demand', 'supplement_plan'), { peak_supply_sufficient: true })).toBe(false);
  });
});

describe('hints carry the regulator’s and the specification’s numbers', () => {
  test('UV dose, filtration and chlorine', () => {
    expect(field('treatment', 'uv_dose').hint).toContain('40 mJ/cm²');
    expect(field('treatment', 'filter_pore_size').hint).toContain('5 micron');
    expect(field('treatment', 'chlorination_details').hint).toContain('0.2–1.0 mg/L');
  });

  test('demand and storage days', () => {
    const perPerson = field('daily-demand', 'per_person_demand').hint;
    expect(perPerson).toContain('150 L');
    expect(perPerson).toContain('20–25 L per person per day');
    const days = field('demand-storage', 'storage_days_required').hint;
    expect(days).toContain('20 days for roof water');
    expect(days).toContain('1 day for bore supplies');
  });

  test('bore protection distances', () => {
    const f = field('source', 'bore_head_protection');
    const text = JSON.stringify(f);
    expect(text).toContain('5 m');
    expect(text).toContain('20 m');
  });
});

describe('Kōwhai Valley School sample', () => {
  const ids = FORMS.map((f) => f.sectionId);

  test('has one content per section of parts 1 and 2', () => {
    expect(Object.keys(SAMPLE_CONTENT_1_2).sort()).toEqual([...ids].sort());
  });

  test.each(ids)('%s: the section schema accepts it', (id) => {
    const result = parse(id, sample(id));
    expect(messages(result)).toEqual([]);
  });

  test.each(ids)('%s: every required question shown is answered (uploads aside)', (id) => {
    const content = sample(id);
    const unanswered = sectionFields(form(id))
      .filter((f) => f.required && f.kind !== 'files' && isShown(f, content) && !isFilled(f, content[f.name]))
      .map((f) => f.name);
    expect(unanswered).toEqual([]);
  });

  test.each(ids)('%s: answers only questions that are shown', (id) => {
    const content = sample(id);
    const hidden = sectionFields(form(id))
      .filter((f) => f.name in content && !isShown(f, content))
      .map((f) => f.name);
    expect(hidden).toEqual([]);
  });

  test('describes the school the demo promises', () => {
    const bg = sample('background');
    expect(bg).toMatchObject({
      school_name: 'Kōwhai Valley School',
      number_of_students: 142,
      number_of_staff: 18,
    });
    expect(bg.address).toContain('Te Awamutu');
    expect(bg.current_students_staff).toBe(142 + 18);
    expect(sample('source').source_type).toContain('roof_rainwater');
    const tanks = sample('storage').tanks as { volume: number; material: string }[];
    expect(tanks).toHaveLength(2);
    expect(tanks.every((t) => t.volume === 25000 && t.material === 'polyethylene')).toBe(true);
    expect(sample('treatment').treatment_type).toEqual(
      expect.arrayContaining(['sediment_filter', 'cartridge_filter', 'uv']),
    );
  });

  test('its numbers agree across sections', () => {
    const tanks = sample('storage').tanks as { volume: number }[];
    expect(sample('storage').storage_capacity).toBe(tanks.reduce((sum, t) => sum + t.volume, 0));
    const demand = sample('daily-demand');
    expect(demand.demand_population).toBe(sample('background').peak_population);
    expect(demand.daily_demand).toBe(
      (demand.demand_population as number) * (demand.per_person_demand as number),
    );
    const days = sample('demand-storage').storage_days_required;
    expect(days).toBe(daysRequiredFor(sample('source').source_type as string[]));
    const calc = calculateDemand({
      population: demand.demand_population as number,
      perPersonLitres: demand.per_person_demand as number,
      storageLitres: sample('storage').storage_capacity as number,
      days: days as number,
    });
    expect(calc.ok).toBe(true);
    expect(calc.dailyDemandLitres).toBe(demand.daily_demand);
    // Two tanks do not hold 20 days of a busy day's water: the plan says what the school does about it.
    expect(calc.compliant).toBe(false);
    expect(sample('demand-storage').shortfall_plan).toMatch(/registered water carrier/);
  });
});

describe('bad values are refused with a clear message', () => {
  test('a negative storage capacity', () => {
    const result = parse('storage', { ...sample('storage'), storage_capacity: -1 });
    expect(messages(result)).toEqual(['storage_capacity: Must be a number >= 0']);
  });

  test('an unknown key', () => {
    const result = parse('background', { ...sample('background'), favourite_colour: 'blue' });
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((i) => i.code)).toEqual(['unrecognized_keys']);
  });

  test('a bad e-mail address, in a field and in a table row', () => {
    expect(messages(parse('background', { ...sample('background'), contact_person_email: 'hana@' }))).toEqual(
      ['contact_person_email: Enter an e-mail address like name@school.nz.'],
    );
    const contacts = [{ id: 'c1', name: 'Sue Lawton', role: 'Office manager', email: 'office at school' }];
    expect(
      messages(parse('key-contacts', { ...sample('key-contacts'), additional_contacts: contacts })),
    ).toEqual(['additional_contacts.0.email: Enter an e-mail address like name@school.nz.']);
  });

  test('a population that is not a whole number of at least one', () => {
    expect(messages(parse('background', { ...sample('background'), current_students_staff: 160.5 }))).toEqual(
      ['current_students_staff: Must be a whole number'],
    );
    expect(messages(parse('background', { ...sample('background'), peak_population: 0 }))).toEqual([
      'peak_population: Must be a number >= 1',
    ]);
  });

  test('a phone number that is words', () => {
    expect(
      messages(
        parse('key-contacts', { ...sample('key-contacts'), emergency_contact_phone: 'ring the office' }),
      ),
    ).toEqual(['emergency_contact_phone: Enter a phone number like 07 123 4567 or +64 21 123 4567.']);
  });

  test('a source type that is not on the list, and a yes/no given as text', () => {
    expect(parse('source', { ...sample('source'), source_type: ['well'] }).success).toBe(false);
    expect(
      messages(parse('resource-consent', { ...sample('resource-consent'), consent_required: 'no' })),
    ).toEqual(['consent_required: Must be true or false']);
  });

  test('tank rows with a negative volume, a repeated id or an unknown column', () => {
    const tank = { id: 't1', name: 'Tank 1', volume: 25000 };
    expect(messages(parse('storage', { tanks: [{ ...tank, volume: -5 }] }))).toEqual([
      'tanks.0.volume: Must be a number >= 0',
    ]);
    expect(messages(parse('storage', { tanks: [tank, { ...tank }] }))).toEqual([
      'tanks: Each row needs its own id.',
    ]);
    expect(parse('storage', { tanks: [{ ...tank, colour: 'green' }] }).success).toBe(false);
  });

  test('a date that is not a date', () => {
    expect(
      messages(parse('resource-consent', { consent_required: true, consent_expiry_date: '30/06/2034' })),
    ).toEqual(['consent_expiry_date: Enter a date like 2026-03-15.']);
  });
});

describe('numbers without a maximum of their own', () => {
  test('a figure past a billion is refused in the specification’s words', async () => {
    const { NUMBER_MAX } = await import('../fields');
    const { schemaFor } = await import('./index');
    const big = schemaFor('daily-demand').safeParse({ daily_demand: 1e20 });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toBe(`Must be a number <= ${NUMBER_MAX}`);
    expect(schemaFor('daily-demand').safeParse({ daily_demand: 5200 }).success).toBe(true);
  });
});
