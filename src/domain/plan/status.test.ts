import { describe, expect, test } from 'vitest';
import { findSectionById, PLAN_SECTIONS, type PlanSection } from './catalogue';
import type { SectionForm } from './fields';
import {
  computeSectionProgress,
  partStatus,
  SECTION_STATUSES,
  type SectionStatus,
  STATUS_LABELS,
} from './status';

const storage = findSectionById('storage')!; // no subsections
const activities = findSectionById('catchment-activities')!; // agriculture, industrial, residential, recreational
const risk = findSectionById('risk-assessment')!; // risk-identification, risk-analysis, risk-evaluation, control-measures

/** A form of a section without subsections: two required fields, one shown only when tanks are covered. */
const storageForm: SectionForm = {
  sectionId: 'storage',
  intro: 'Your tanks.',
  groups: [
    {
      id: 'tanks',
      fields: [
        { kind: 'number', name: 'storage_capacity', label: 'Total storage', required: true },
        { kind: 'yesno', name: 'covered', label: 'Are the tanks covered?' },
        {
          kind: 'textarea',
          name: 'cover_description',
          label: 'How are they covered?',
          required: true,
          when: { field: 'covered', equals: true },
        },
        { kind: 'text', name: 'material', label: 'Material', required: true },
        { kind: 'textarea', name: 'notes', label: 'Notes' },
      ],
    },
  ],
};

/** 3.2 with one group per subsection: a required yes/no and, when yes, required rows. */
const activitiesForm: SectionForm = {
  sectionId: 'catchment-activities',
  intro: 'What happens nearby.',
  groups: ['agriculture', 'industrial', 'residential', 'recreational'].map((id) => ({
    id,
    fields: [
      { kind: 'yesno' as const, name: `${id}_present`, label: `Any ${id} activity?`, required: true },
      {
        kind: 'rows' as const,
        name: `${id}_activities`,
        label: 'Activities',
        itemLabel: 'activity',
        required: true,
        when: { field: `${id}_present`, equals: true },
        columns: [
          { kind: 'text' as const, name: 'activity', label: 'Activity', required: true },
          { kind: 'text' as const, name: 'effect', label: 'Effect', required: true },
        ],
      },
    ],
  })),
};

/** 4.1 with one rows field and subsection checks on its columns, and a plain-name check. */
const riskForm: SectionForm = {
  sectionId: 'risk-assessment',
  intro: 'Hazards.',
  groups: [
    {
      id: 'register',
      fields: [
        {
          kind: 'rows',
          name: 'hazards',
          label: 'Hazards',
          itemLabel: 'hazard',
          required: true,
          columns: [
            { kind: 'text', name: 'hazard', label: 'Hazard', required: true },
            {
              kind: 'select',
              name: 'likelihood',
              label: 'Likelihood',
              options: [{ value: 'low', label: 'Low' }],
            },
            {
              kind: 'select',
              name: 'risk_level',
              label: 'Risk',
              options: [{ value: 'high', label: 'High' }],
            },
            { kind: 'textarea', name: 'controls', label: 'Controls' },
          ],
        },
        { kind: 'textarea', name: 'control_summary', label: 'Summary of controls' },
      ],
    },
  ],
  subsectionChecks: {
    'risk-identification': ['hazards.hazard'],
    'risk-analysis': ['hazards.likelihood'],
    'risk-evaluation': ['hazards.risk_level'],
    'control-measures': ['hazards.controls', 'control_summary'],
  },
};

const progress = (
  section: PlanSection,
  form: SectionForm,
  content: Record<string, unknown>,
  override?: SectionStatus | null,
) => computeSectionProgress(section, form, content, override);

describe('statuses', () => {
  test('three statuses with their labels', () => {
    expect(SECTION_STATUSES).toEqual(['not_started', 'in_progress', 'completed']);
    expect(SECTION_STATUSES.map((s) => STATUS_LABELS[s])).toEqual([
      'Not started',
      'In progress',
      'Completed',
    ]);
  });
});

describe('data rules (no subsections)', () => {
  test('nothing written: not started, 0 %, every required shown field missing in form order', () => {
    expect(progress(storage, storageForm, {})).toEqual({
      status: 'not_started',
      percent: 0,
      subsectionsCompleted: 0,
      totalSubsections: 0,
      requiredFilled: 0,
      requiredTotal: 2,
      missing: ['storage_capacity', 'material'],
    });
    // Empty values of the form are not data.
    expect(progress(storage, storageForm, { storage_capacity: null, material: '  ', notes: '' }).status).toBe(
      'not_started',
    );
  });

  test('some data: in progress at 50 %', () => {
    const p = progress(storage, storageForm, { notes: 'Two tanks by the hall' });
    expect([p.status, p.percent, p.requiredFilled, p.missing]).toEqual([
      'in_progress',
      50,
      0,
      ['storage_capacity', 'material'],
    ]);
    expect(progress(storage, storageForm, { storage_capacity: 0 }).missing).toEqual(['material']);
  });

  test('all required shown fields filled: completed at 100 %', () => {
    const p = progress(storage, storageForm, { storage_capacity: 45000, material: 'Polyethylene' });
    expect([p.status, p.percent, p.requiredFilled, p.requiredTotal, p.missing]).toEqual([
      'completed',
      100,
      2,
      2,
      [],
    ]);
  });

  test('a field shown by a condition is required only while shown', () => {
    const base = { storage_capacity: 45000, material: 'Concrete' };
    const shown = progress(storage, storageForm, { ...base, covered: true });
    expect([shown.status, shown.requiredTotal, shown.missing]).toEqual([
      'in_progress',
      3,
      ['cover_description'],
    ]);
    const answered = progress(storage, storageForm, {
      ...base,
      covered: true,
      cover_description: 'Sealed lids',
    });
    expect(answered.status).toBe('completed');
    expect(progress(storage, storageForm, { ...base, covered: false }).status).toBe('completed');
  });

  test('a form without required fields is complete once any field is filled', () => {
    const form: SectionForm = {
      sectionId: 'storage',
      intro: 'Notes.',
      groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
    };
    expect(progress(storage, form, {}).status).toBe('not_started');
    const p = progress(storage, form, { notes: 'Tanks cleaned in March' });
    expect([p.status, p.percent, p.requiredTotal]).toEqual(['completed', 100, 0]);
  });
});

describe('subsection rules', () => {
  const group = (id: string, present: boolean, rows: unknown[] = []) => ({
    [`${id}_present`]: present,
    [`${id}_activities`]: rows,
  });
  const row = (activity: string, effect: string) => ({ id: activity, activity, effect });

  test('a subsection group is completed when every required shown field in it is filled', () => {
    const p = progress(activities, activitiesForm, group('agriculture', false));
    expect([p.status, p.percent, p.subsectionsCompleted, p.totalSubsections]).toEqual([
      'in_progress',
      25,
      1,
      4,
    ]);
  });

  test('a shown rows field needs rows with every required column', () => {
    const half = group('agriculture', true, [row('Sheep grazing', '')]);
    expect(progress(activities, activitiesForm, half).subsectionsCompleted).toBe(0);
    const full = group('agriculture', true, [row('Sheep grazing', 'Faecal run-off into the bore')]);
    expect(progress(activities, activitiesForm, full).subsectionsCompleted).toBe(1);
  });

  test('some completed: the rounded share (1 of 4 → 25, 2 → 50, 3 → 75)', () => {
    const content = { ...group('agriculture', false), ...group('industrial', false) };
    expect(progress(activities, activitiesForm, content).percent).toBe(50);
    const three = { ...content, ...group('residential', false) };
    expect(progress(activities, activitiesForm, three)).toMatchObject({ status: 'in_progress', percent: 75 });
  });

  test('all completed: completed 100', () => {
    const content = {
      ...group('agriculture', true, [row('Dairy farm', 'Nitrate in groundwater')]),
      ...group('industrial', false),
      ...group('residential', false),
      ...group('recreational', false),
    };
    expect(progress(activities, activitiesForm, content)).toMatchObject({
      status: 'completed',
      percent: 100,
      subsectionsCompleted: 4,
      missing: [],
    });
  });

  test('subsection checks: "rows.column" needs a row and the column in every row; a plain name the field', () => {
    const hazards = [
      { id: 'h1', hazard: 'Bird droppings on the roof', likelihood: 'low', controls: 'First-flush diverter' },
      { id: 'h2', hazard: 'UV lamp failure', likelihood: 'low', risk_level: 'high', controls: 'Alarm' },
    ];
    const p = progress(risk, riskForm, { hazards });
    // identification (every row has a hazard) and analysis (every row has a likelihood); evaluation
    // lacks h1's risk level; control measures lacks the summary.
    expect([p.status, p.percent, p.subsectionsCompleted]).toEqual(['in_progress', 50, 2]);
    const all = progress(risk, riskForm, {
      hazards: hazards.map((h) => ({ ...h, risk_level: 'high' })),
      control_summary: 'Filters and UV, checked weekly',
    });
    expect([all.status, all.percent]).toEqual(['completed', 100]);
    // No rows: no "rows.column" check is satisfied, and the required rows field is missing.
    const none = progress(risk, riskForm, { hazards: [], control_summary: 'Filters' });
    expect([none.subsectionsCompleted, none.status, none.percent, none.missing]).toEqual([
      0,
      'in_progress',
      50,
      ['hazards'],
    ]);
  });

  test('no subsection completed: the data rules decide', () => {
    expect(progress(activities, activitiesForm, {}).status).toBe('not_started');
    const started = group('agriculture', true, [row('Orchard spraying', '')]);
    expect(progress(activities, activitiesForm, started)).toMatchObject({
      status: 'in_progress',
      percent: 50,
    });
  });
});

describe('a status set by the user', () => {
  const written = { notes: 'Two tanks' };
  test('completed forces completed 100, and the missing fields are still reported', () => {
    expect(progress(storage, storageForm, {}, 'completed')).toEqual({
      status: 'completed',
      percent: 100,
      subsectionsCompleted: 0,
      totalSubsections: 0,
      requiredFilled: 0,
      requiredTotal: 2,
      missing: ['storage_capacity', 'material'],
    });
  });

  test('in progress keeps a computed percentage between 1 and 99, else 50', () => {
    const quarter = { agriculture_present: false };
    expect(progress(activities, activitiesForm, quarter, 'in_progress')).toMatchObject({
      status: 'in_progress',
      percent: 25,
    });
    expect(progress(storage, storageForm, {}, 'in_progress')).toMatchObject({
      status: 'in_progress',
      percent: 50,
    });
    const done = { storage_capacity: 1000, material: 'Steel' };
    expect(progress(storage, storageForm, done, 'in_progress')).toMatchObject({
      status: 'in_progress',
      percent: 50,
    });
    expect(progress(storage, storageForm, written, 'in_progress').percent).toBe(50);
  });

  test('not started forces 0 %', () => {
    const done = { storage_capacity: 1000, material: 'Steel' };
    expect(progress(storage, storageForm, done, 'not_started')).toMatchObject({
      status: 'not_started',
      percent: 0,
      requiredFilled: 2,
      missing: [],
    });
  });

  test('no override, or null, leaves the computed status', () => {
    expect(progress(storage, storageForm, written, null).status).toBe('in_progress');
    expect(progress(storage, storageForm, written, undefined).status).toBe('in_progress');
  });
});

describe('any form of the catalogue', () => {
  test('a one-field form of every section computes without error', () => {
    for (const s of PLAN_SECTIONS) {
      const form: SectionForm = {
        sectionId: s.id,
        intro: 'x',
        groups: [{ id: 'main', fields: [{ kind: 'text', name: 'a', label: 'A', required: true }] }],
      };
      expect(progress(s, form, {}).totalSubsections, s.id).toBe(s.subsections.length);
      expect(progress(s, form, { a: 'yes' }).status, s.id).toBe('completed');
    }
  });
});

describe('part status (plan specification 4.2)', () => {
  test('all completed, all not started, or in progress', () => {
    expect(partStatus(['completed', 'completed'])).toBe('completed');
    expect(partStatus(['not_started', 'not_started'])).toBe('not_started');
    expect(partStatus(['completed', 'not_started'])).toBe('in_progress');
    expect(partStatus(['in_progress'])).toBe('in_progress');
    expect(partStatus([])).toBe('not_started');
  });
});
