/**
 * The sample plan as a reader sees it, in plain data: each part, each section, and each answered question
 * with its answer as text (tables as rows and columns). The public `/ta-demo` pages draw this data and
 * nothing else, so they need neither the plan catalogue nor the forms at run time (decision 026): the
 * web's copy is generated from this function by `scripts/gen-sample-plan.ts`, and a test fails when the
 * copy no longer matches (as `plan-outline.ts` is kept, decision 026).
 */
import { PLAN_PARTS } from '../plan/catalogue';
import { type ColumnField, type Field, type FileRef, isFilled, isShown, sectionFields } from '../plan/fields';
import { formatValue } from '../plan/format';
import { formFor } from '../plan/forms';
import { SAMPLE_FILES, type SampleVariant, samplePlan } from '.';

export type SampleItem =
  | { kind: 'answer'; label: string; value: string }
  | { kind: 'list'; label: string; values: string[] }
  | { kind: 'table'; label: string; columns: string[]; rows: string[][] }
  | { kind: 'files'; label: string; files: { name: string; src: string | null }[] };

export interface SampleGroupView {
  title: string | null;
  items: SampleItem[];
}

export interface SampleSectionView {
  number: string;
  id: string;
  title: string;
  question: string;
  groups: SampleGroupView[];
}

export interface SamplePartView {
  number: number;
  id: string;
  title: string;
  question: string;
  sections: SampleSectionView[];
}

/** Where the web serves the sample's pictures (public/sample-plan/). */
function fileSrc(ref: FileRef): string | null {
  for (const variant of ['roof', 'bore'] as const)
    if (ref.id === SAMPLE_FILES[variant].id) return `/sample-plan/schematic-${variant}.svg`;
  return null;
}

function item(field: Field, value: unknown): SampleItem {
  switch (field.kind) {
    case 'checklist': {
      const ticked = Array.isArray(value) ? (value as string[]) : [];
      return {
        kind: 'list',
        label: field.label,
        values: field.options.filter((o) => ticked.includes(o.value)).map((o) => o.label),
      };
    }
    case 'rows': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      const columns = field.columns.filter(
        (c: ColumnField) => !c.hidden && rows.some((r) => isFilled(c, r[c.name])),
      );
      return {
        kind: 'table',
        label: field.label,
        columns: columns.map((c) => c.label),
        rows: rows.map((r) => columns.map((c) => (isFilled(c, r[c.name]) ? formatValue(c, r[c.name]) : ''))),
      };
    }
    case 'files': {
      const refs = Array.isArray(value) ? (value as FileRef[]) : [];
      return {
        kind: 'files',
        label: field.label,
        files: refs.map((f) => ({ name: f.name, src: fileSrc(f) })),
      };
    }
    default:
      return { kind: 'answer', label: field.label, value: formatValue(field, value) };
  }
}

/** One variant of the sample, part by part, with only the questions the school answered. */
export function sampleView(variant: SampleVariant): SamplePartView[] {
  const plan = samplePlan(variant);
  return PLAN_PARTS.map((part) => ({
    number: part.number,
    id: part.id,
    title: part.title,
    question: part.question,
    sections: part.sections.map((section) => {
      const content = plan[section.id] ?? {};
      const form = formFor(section.id);
      return {
        number: section.number,
        id: section.id,
        title: section.title,
        question: section.question,
        groups: form.groups
          .map((g) => ({
            title: g.title ?? null,
            items: g.fields
              .filter((f) => isShown(f, content) && isFilled(f, content[f.name]))
              .map((f) => item(f, content[f.name])),
          }))
          .filter((g) => g.items.length > 0),
      };
    }),
  }));
}

/** How many questions a variant answers (shown on the overview). */
export function answeredCount(variant: SampleVariant): number {
  const plan = samplePlan(variant);
  return PLAN_PARTS.flatMap((p) => p.sections).reduce((n, s) => {
    const content = plan[s.id] ?? {};
    return (
      n +
      sectionFields(formFor(s.id)).filter((f) => isShown(f, content) && isFilled(f, content[f.name])).length
    );
  }, 0);
}
