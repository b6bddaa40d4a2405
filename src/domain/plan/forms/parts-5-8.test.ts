import { describe, expect, test } from 'vitest';
import { MAINTENANCE_COMPONENTS } from '../../maintenance';
import { PLAN_PARTS } from '../catalogue';
import {
  buildSectionSchema,
  type ColumnField,
  type Field,
  isFilled,
  isShown,
  type RowsField,
  type SectionForm,
  sectionFields,
} from '../fields';
import { formFor, schemaFor } from './index';
import { PART_5_FORMS, SUPPLY_PART_OPTIONS } from './part-5';
import { PART_6_FORMS } from './part-6';
import { PART_7_FORMS } from './part-7';
import { PART_8_FORMS } from './part-8';
import { SAMPLE_CONTENT_5_8 } from './samples-5-8';

const BY_PART: [number, readonly SectionForm[]][] = [
  [5, PART_5_FORMS],
  [6, PART_6_FORMS],
  [7, PART_7_FORMS],
  [8, PART_8_FORMS],
];
const FORMS = BY_PART.flatMap(([, forms]) => forms);
const SECTION_IDS = PLAN_PARTS.filter((p) => p.number >= 5).flatMap((p) => p.sections.map((s) => s.id));

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const REFERENCE_DOCS = [
  'DWSP_Template_Small_26-100',
  'DWSP_Template_Medium_101-500',
  'DWQAR_Guidance_for_Small_Supplies',
  'Acceptable_Solution_Roof_Water',
  'Acceptable_Solution_Rural_Agricultural',
  'Acceptable_Solution_Mixed-Use_Rural_2025',
  'Quick_Guide_to_Uploading_DWSP',
];

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

/** Every field and every column of a form, with where it sits. */
function everyInput(f: SectionForm): { where: string; input: Field | ColumnField }[] {
  return sectionFields(f).flatMap((x) => [
    { where: `${f.sectionId}.${x.name}`, input: x },
    ...(x.kind === 'rows'
      ? x.columns.map((c) => ({ where: `${f.sectionId}.${x.name}.${c.name}`, input: c }))
      : []),
  ]);
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/).filter((s) => s.trim() !== '');
const clone = <T>(x: T): T => structuredClone(x);

describe('forms of parts 5 to 8', () => {
  test('there is one form for each catalogue section of parts 5–8, in catalogue order, and the index serves them', () => {
    for (const [number, forms] of BY_PART) {
      const part = PLAN_PARTS.find((p) => p.number === number)!;
      expect(forms.map((f) => f.sectionId)).toEqual(part.sections.map((s) => s.id));
    }
    expect(FORMS.map((f) => f.sectionId)).toEqual(SECTION_IDS);
    for (const f of FORMS) expect(formFor(f.sectionId)).toBe(f);
  });

  test('every form has a two- or three-sentence introduction and sources naming a reference document and page', () => {
    for (const f of FORMS) {
      const n = sentences(f.intro).length;
      expect(n, `${f.sectionId} intro`).toBeGreaterThanOrEqual(2);
      expect(n, `${f.sectionId} intro`).toBeLessThanOrEqual(3);
      expect(f.sources?.length, f.sectionId).toBeGreaterThan(0);
      for (const source of f.sources ?? []) {
        const fromReference = REFERENCE_DOCS.some((d) =>
          new RegExp(`^${d}(?: \\((?:working )?draft\\))?, p\\. \\d+(–\\d+)? \\(.+\\)$`).test(source),
        );
        const fromSpecification = /^(Plan|Platform) specification \d+(\.\d+)? \(.+\)$/.test(source);
        expect(fromReference || fromSpecification, `${f.sectionId}: ${source}`).toBe(true);
      }
    }
  });

  test('every field and every column has a plain label, a hint of one or two sentences and an example', () => {
    for (const f of FORMS) {
      for (const { where, input } of everyInput(f)) {
        expect(input.label.trim().length, where).toBeGreaterThan(1);
        expect(input.hint?.trim().length ?? 0, `${where} hint`).toBeGreaterThan(10);
        expect(sentences(input.hint ?? '').length, `${where} hint`).toBeLessThanOrEqual(2);
        expect(input.example?.trim().length ?? 0, `${where} example`).toBeGreaterThan(0);
      }
      // Top-level fields carry the regulator's term as well.
      for (const x of sectionFields(f))
        expect(x.regulatorLabel?.trim().length ?? 0, x.name).toBeGreaterThan(2);
    }
  });

  test('names and option values are snake_case and unique; groups have distinct ids', () => {
    for (const f of FORMS) {
      const names = sectionFields(f).map((x) => x.name);
      expect(new Set(names).size, f.sectionId).toBe(names.length);
      const groupIds = f.groups.map((g) => g.id);
      expect(new Set(groupIds).size, f.sectionId).toBe(groupIds.length);
      for (const { where, input } of everyInput(f)) {
        expect(input.name, where).toMatch(SNAKE);
        if ('options' in input) {
          const values = input.options.map((o) => o.value);
          expect(new Set(values).size, where).toBe(values.length);
          for (const v of values) expect(v, where).toMatch(SNAKE);
          for (const o of input.options) expect(o.label.trim().length, where).toBeGreaterThan(1);
        }
      }
      for (const x of sectionFields(f)) {
        if (x.kind !== 'rows') continue;
        const cols = x.columns.map((c) => c.name);
        expect(new Set(cols).size, x.name).toBe(cols.length);
        expect(cols, x.name).not.toContain('id');
        expect(cols.length, x.name).toBeGreaterThanOrEqual(3);
        // 8.1's results carry the report's sample details too (DWQAR p. 7): 12 columns.
        expect(cols.length, x.name).toBeLessThanOrEqual(x.name === 'water_test_results' ? 12 : 9);
        expect(
          x.columns.some((c) => c.required),
          `${x.name} needs a required column`,
        ).toBe(true);
      }
    }
  });

  test('follow-up questions depend on an earlier field of the same section, with a value that field can hold', () => {
    for (const f of FORMS) {
      const fields = sectionFields(f);
      fields.forEach((x, i) => {
        if (!x.when) return;
        const target = fields.slice(0, i).find((y) => y.name === x.when!.field);
        expect(target, `${f.sectionId}.${x.name}`).toBeDefined();
        if (target!.kind === 'yesno') expect(typeof x.when.equals).toBe('boolean');
        else if (target!.kind === 'checklist')
          expect(target!.options.map((o) => o.value)).toContain(x.when.includes);
        else if (target!.kind === 'select' || target!.kind === 'radio')
          expect(target!.options.map((o) => o.value)).toContain(x.when.equals);
      });
    }
  });

  test("the specification's field names are present with their kinds and required flags", () => {
    const spec: [string, string, Field['kind'], boolean][] = [
      ['operations-maintenance', 'operations_maintenance', 'textarea', true],
      ['monitoring-reporting', 'monitoring_schedule', 'rows', true],
      ['monitoring-reporting', 'compliance_reporting', 'textarea', true],
      ['maintenance-reporting', 'previous_issues_documented', 'yesno', true],
      ['contingency-plans', 'emergency_response_plan', 'textarea', true],
      ['contingency-plans', 'alternative_supply_plan', 'textarea', true],
      ['contingency-plans', 'boil_water_notice_procedure', 'textarea', true],
      ['contingency-plans', 'potential_interruptions', 'rows', false],
      ['contingency-plans', 'emergency_contacts', 'rows', true],
      ['contingency-plans', 'training_plans', 'textarea', false],
      ['annual-process', 'review_schedule', 'select', true],
      ['annual-process', 'review_responsibility', 'text', true],
      ['annual-process', 'revision_process', 'textarea', true],
      ['annual-review', 'review_history', 'rows', true],
      ['water-quality-monitoring', 'water_test_results', 'rows', true],
      ['water-quality-monitoring', 'lab_reports', 'files', false],
      ['appendix-operations-maintenance', 'system_documentation', 'files', true],
      ['maintenance-servicing', 'maintenance_records', 'rows', true],
      ['maintenance-servicing', 'service_reports', 'files', false],
    ];
    for (const [section, name, kind, required] of spec) {
      const f = field(section, name);
      expect(f.kind, `${section}.${name}`).toBe(kind);
      expect(f.required === true, `${section}.${name} required`).toBe(required);
      expect(f.when, `${section}.${name} is always shown`).toBeUndefined();
    }
    for (const [section, name] of [
      ['water-quality-monitoring', 'lab_reports'],
      ['appendix-operations-maintenance', 'system_documentation'],
      ['maintenance-servicing', 'service_reports'],
    ] as const) {
      const f = field(section, name);
      expect(f.kind === 'files' && f.accept, name).toBe('documents');
    }
  });

  test('table columns follow the specification and the guidance', () => {
    const names = (r: RowsField) => r.columns.map((c) => c.name);
    const column = (r: RowsField, name: string) => r.columns.find((c) => c.name === name)!;

    const results = rows('water-quality-monitoring', 'water_test_results');
    expect(names(results)).toEqual([
      'sample_date',
      'sample_id',
      'supply_component',
      'supply_component_id',
      'sample_point',
      'laboratory',
      'e_coli',
      'total_coliforms',
      'turbidity',
      'ph',
      'free_available_chlorine',
      'notes',
    ]);
    expect(column(results, 'sample_date').kind).toBe('date');
    for (const [name, unit] of [
      ['e_coli', 'per 100 mL'],
      ['total_coliforms', 'per 100 mL'],
      ['turbidity', 'NTU'],
      ['free_available_chlorine', 'mg/L'],
    ]) {
      const c = column(results, name!);
      expect(c.kind === 'number' && c.unit, name).toBe(unit);
      expect(c.kind === 'number' && c.min, name).toBe(0);
    }

    const history = rows('annual-review', 'review_history');
    expect(names(history)).toEqual(
      expect.arrayContaining([
        'review_date',
        'review_team',
        'changes_made',
        'next_review_date',
        'board_notified',
      ]),
    );
    expect(column(history, 'review_date').kind).toBe('date');
    expect(column(history, 'next_review_date').kind).toBe('date');
    expect(column(history, 'board_notified').kind).toBe('yesno');

    const maintenance = rows('maintenance-servicing', 'maintenance_records');
    expect(names(maintenance)).toEqual(['date', 'equipment', 'work_done', 'done_by', 'next_due', 'from_log']);
    // The link to a maintenance-log entry is kept but never asked.
    expect(column(maintenance, 'from_log').hidden).toBe(true);

    const monitoring = rows('monitoring-reporting', 'monitoring_schedule');
    expect(names(monitoring)).toEqual(
      expect.arrayContaining([
        'parameter',
        'location',
        'frequency',
        'target_level',
        'action_level',
        'critical_level',
      ]),
    );

    const interruptions = rows('contingency-plans', 'potential_interruptions');
    expect(names(interruptions)).toEqual(expect.arrayContaining(['event', 'effect', 'action']));

    const contacts = rows('contingency-plans', 'emergency_contacts');
    expect(column(contacts, 'phone').kind).toBe('phone');
    expect(column(contacts, 'email').kind).toBe('email');
    expect(column(contacts, 'phone').required).toBe(true);
  });

  test('equipment lists are the maintenance log’s parts of a supply, one list for the product', () => {
    expect(SUPPLY_PART_OPTIONS.map((o) => o.label)).toEqual([...MAINTENANCE_COMPONENTS]);
    const equipment = rows('maintenance-servicing', 'maintenance_records').columns.find(
      (c) => c.name === 'equipment',
    )!;
    expect(equipment.kind === 'select' && equipment.options).toBe(SUPPLY_PART_OPTIONS);
    expect(SUPPLY_PART_OPTIONS.map((o) => o.value)).toContain('uv_unit');
  });

  test('the help states the regulator’s numbers and marks the 24-hour notice as WaiKura’s own guidance', () => {
    const results = rows('water-quality-monitoring', 'water_test_results');
    const hint = (name: string) => results.columns.find((c) => c.name === name)!.hint!;
    expect(hint('e_coli')).toContain('1 per 100 mL');
    expect(hint('turbidity')).toContain('1 NTU');
    expect(hint('free_available_chlorine')).toContain('0.2–1.0 mg/L');

    const notify = field('contingency-plans', 'regulator_notification_method').hint!;
    expect(notify).toContain('04 889 8350');
    expect(notify).toMatch(/WaiKura’s guidance[^.]*24 hours/);
    expect(form('contingency-plans').sources!.join(' ')).toMatch(/24 h.*WaiKura’s own guidance/);
    expect(field('monitoring-reporting', 'monitoring_schedule').hint).toMatch(/target.*action.*critical/);
  });
});

describe('sample content of parts 5 to 8 (Kōwhai Valley School)', () => {
  test('there is one sample per section of parts 5–8', () => {
    expect(Object.keys(SAMPLE_CONTENT_5_8)).toEqual(SECTION_IDS);
  });

  test.each(SECTION_IDS)('%s: the section schema accepts the sample', (id) => {
    const content = SAMPLE_CONTENT_5_8[id]!;
    const parsed = buildSectionSchema(form(id)).safeParse(content);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(content);
    expect(schemaFor(id).safeParse(content).success).toBe(true);
  });

  test.each(SECTION_IDS)(
    '%s: the sample answers every required question (uploads aside), with unique row ids',
    (id) => {
      const content = SAMPLE_CONTENT_5_8[id]!;
      for (const f of sectionFields(form(id))) {
        const value = content[f.name];
        // Seed data carries no uploads: file fields are empty lists, everything else required is answered.
        if (f.kind === 'files') expect(value, `${id}.${f.name}`).toEqual([]);
        else if (f.required && isShown(f, content)) expect(isFilled(f, value), `${id}.${f.name}`).toBe(true);
        if (f.kind === 'rows' && Array.isArray(value)) {
          const ids = (value as { id: unknown }[]).map((r) => r.id);
          for (const rowId of ids) expect(typeof rowId).toBe('string');
          expect(new Set(ids).size, `${id}.${f.name}`).toBe(ids.length);
        }
      }
    },
  );

  test('the sample describes a roof-water school with filters and UV', () => {
    const ops = SAMPLE_CONTENT_5_8['operations-maintenance']!;
    expect(ops.operations_maintenance).toMatch(/UV/);
    const records = SAMPLE_CONTENT_5_8['maintenance-servicing']!.maintenance_records as {
      equipment: string;
    }[];
    expect(records.map((r) => r.equipment)).toEqual(expect.arrayContaining(['uv_unit', 'cartridge_filter']));
    const results = SAMPLE_CONTENT_5_8['water-quality-monitoring']!.water_test_results as {
      sample_point: string;
      e_coli: number;
    }[];
    // Every treated-water result is clear; only the untreated tank water carries bacteria from the roof.
    for (const r of results.filter((x) => /after UV/.test(x.sample_point))) expect(r.e_coli).toBe(0);
  });
});

describe('the section schemas refuse bad values', () => {
  const cases: [string, (c: Record<string, unknown>) => void, (string | number)[]][] = [
    [
      'operations-maintenance',
      (c) => ((c.routine_checks as Record<string, unknown>[])[0]!.frequency = 'hourly'),
      ['routine_checks', 0, 'frequency'],
    ],
    ['monitoring-reporting', (c) => (c.unknown_field = 'x'), []],
    ['maintenance-reporting', (c) => (c.records_kept_years = -1), ['records_kept_years']],
    [
      'contingency-plans',
      (c) => ((c.emergency_contacts as Record<string, unknown>[])[1]!.email = 'hemi at walker'),
      ['emergency_contacts', 1, 'email'],
    ],
    ['annual-process', (c) => (c.review_schedule = 'fortnightly'), ['review_schedule']],
    [
      'annual-review',
      (c) => ((c.review_history as Record<string, unknown>[])[0]!.review_date = '2026-13-40'),
      ['review_history', 0, 'review_date'],
    ],
    [
      'water-quality-monitoring',
      (c) => ((c.water_test_results as Record<string, unknown>[])[0]!.e_coli = -3),
      ['water_test_results', 0, 'e_coli'],
    ],
    [
      'appendix-operations-maintenance',
      (c) => (c.system_documentation = [{ id: 'f1', name: 'manual.pdf' }]),
      ['system_documentation', 0],
    ],
    ['maintenance-servicing', (c) => (c.service_agreement = 'yes'), ['service_agreement']],
  ];

  test('there is a bad-value case for every section', () => {
    expect(cases.map(([id]) => id)).toEqual(SECTION_IDS);
  });

  test.each(cases)('%s: a bad value is refused at its field', (id, spoil, path) => {
    const content = clone(SAMPLE_CONTENT_5_8[id]!);
    spoil(content);
    const parsed = buildSectionSchema(form(id)).safeParse(content);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.slice(0, path.length))).toContainEqual(path);
  });

  test('the messages tell people how to fix the value', () => {
    const content = clone(SAMPLE_CONTENT_5_8['contingency-plans']!);
    (content.emergency_contacts as Record<string, unknown>[])[0]!.email = 'principal@';
    (content.emergency_contacts as Record<string, unknown>[])[0]!.phone = 'call the office';
    const messages = schemaFor('contingency-plans')
      .safeParse(content)
      .error!.issues.map((i) => i.message);
    expect(messages).toContain('Enter an e-mail address like name@school.nz.');
    expect(messages).toContain('Enter a phone number like 07 123 4567 or +64 21 123 4567.');

    const results = clone(SAMPLE_CONTENT_5_8['water-quality-monitoring']!);
    (results.water_test_results as Record<string, unknown>[])[2]!.ph = 15;
    expect(schemaFor('water-quality-monitoring').safeParse(results).error!.issues[0]!.message).toBe(
      'Must be a number <= 14',
    );

    const years = clone(SAMPLE_CONTENT_5_8['maintenance-reporting']!);
    years.records_kept_years = 2.5;
    expect(schemaFor('maintenance-reporting').safeParse(years).error!.issues[0]!.message).toBe(
      'Must be a whole number',
    );
  });

  test('rows need their own ids and may hold only their columns', () => {
    const content = clone(SAMPLE_CONTENT_5_8['maintenance-servicing']!);
    const records = content.maintenance_records as Record<string, unknown>[];
    records[1]!.id = records[0]!.id;
    expect(schemaFor('maintenance-servicing').safeParse(content).success).toBe(false);

    const extra = clone(SAMPLE_CONTENT_5_8['maintenance-servicing']!);
    (extra.maintenance_records as Record<string, unknown>[])[0]!.cost = 120;
    expect(schemaFor('maintenance-servicing').safeParse(extra).success).toBe(false);
  });
});

describe('follow-up questions', () => {
  test('past problems: details when they are written down, a plan to find them when not', () => {
    const f = form('maintenance-reporting');
    const summary = field('maintenance-reporting', 'previous_issues_summary');
    const plan = field('maintenance-reporting', 'previous_issues_plan');
    expect(isShown(summary, { previous_issues_documented: true })).toBe(true);
    expect(isShown(plan, { previous_issues_documented: true })).toBe(false);
    expect(isShown(summary, { previous_issues_documented: false })).toBe(false);
    expect(isShown(plan, { previous_issues_documented: false })).toBe(true);
    expect(isShown(summary, {})).toBe(false);
    expect(summary.required && plan.required).toBe(true);
    expect(f.groups.flatMap((g) => g.fields).indexOf(summary)).toBeGreaterThan(-1);
  });

  test('a school without a Hinekōrako login is asked how it will get one', () => {
    const plan = field('contingency-plans', 'hinekorako_access_plan');
    expect(isShown(plan, { hinekorako_access: false })).toBe(true);
    expect(isShown(plan, { hinekorako_access: true })).toBe(false);
    expect(plan.required).toBe(true);
  });
});
