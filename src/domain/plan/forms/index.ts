/**
 * Every section's form, keyed by section id, and the section's ONE zod schema built from it.
 * Forms are written per part (part-1.ts … part-8.ts); this module joins them and checks at load that
 * they match the catalogue exactly (see forms.test.ts for the invariants).
 */
import { PLAN_SECTIONS, type PlanSection } from '../catalogue';
import { buildSectionSchema, type SectionForm, sectionFields } from '../fields';
import { PART_1_FORMS } from './part-1';
import { PART_2_FORMS } from './part-2';
import { PART_3_FORMS } from './part-3';
import { PART_4_FORMS } from './part-4';
import { PART_5_FORMS } from './part-5';
import { PART_6_FORMS } from './part-6';
import { PART_7_FORMS } from './part-7';
import { PART_8_FORMS } from './part-8';

const ALL: readonly SectionForm[] = [
  ...PART_1_FORMS,
  ...PART_2_FORMS,
  ...PART_3_FORMS,
  ...PART_4_FORMS,
  ...PART_5_FORMS,
  ...PART_6_FORMS,
  ...PART_7_FORMS,
  ...PART_8_FORMS,
];

export const SECTION_FORMS: ReadonlyMap<string, SectionForm> = new Map(ALL.map((f) => [f.sectionId, f]));

type SectionSchema = ReturnType<typeof buildSectionSchema>;
/**
 * Each section's schema, built the first time it is asked for and kept: building all of them at load cost
 * a section page about a quarter of a second of a slow phone's time before it could draw (issue 21,
 * decision 030), for one section's schema.
 */
const SECTION_SCHEMAS = new Map<string, SectionSchema>();

export function formFor(sectionId: string): SectionForm {
  const form = SECTION_FORMS.get(sectionId);
  if (!form) throw new Error(`No form for section ${sectionId}`);
  return form;
}

export function schemaFor(sectionId: string): SectionSchema {
  let schema = SECTION_SCHEMAS.get(sectionId);
  if (!schema) {
    const form = SECTION_FORMS.get(sectionId);
    if (!form) throw new Error(`No schema for section ${sectionId}`);
    schema = buildSectionSchema(form);
    SECTION_SCHEMAS.set(sectionId, schema);
  }
  return schema;
}

/** Section and form together, in plan order. */
export const PLAN_FORMS: readonly { section: PlanSection; form: SectionForm }[] = PLAN_SECTIONS.map(
  (section) => ({
    section,
    form: formFor(section.id),
  }),
);

/** Find a field of a section by name (for links to a field). */
export function fieldOf(sectionId: string, name: string) {
  return sectionFields(formFor(sectionId)).find((f) => f.name === name);
}
