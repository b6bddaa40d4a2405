/**
 * Computed section status (plan specification 4.1), for any section form and its saved content.
 *
 * 1. Subsections (from the catalogue: 3.2 and 4.1 have four each). A subsection is completed when
 *    - the form has a group with the subsection's id, and every required field shown in it is filled
 *      (a group without required fields needs at least one filled field), or
 *    - `form.subsectionChecks[id]` lists paths and every one is satisfied: "rows.column" needs at least one
 *      row and the column filled in every row; a plain name needs the field filled.
 *    All completed → completed, 100 %. Some → in progress, the rounded share of completed subsections.
 *    None (or no subsections) → the data rules.
 * 2. Data rules. When the section has required fields: all required shown fields filled → completed 100
 *    ("a section marked complete with a non-empty value"); without required fields, any filled field
 *    does. Otherwise any non-empty data → in progress 50. Otherwise not started 0.
 * 3. A status set by the user (markAsComplete / markAsInProgress / back to not started) overrides:
 *    completed → 100; in progress → the computed percentage when it is between 1 and 99, else 50;
 *    not started → 0. The required counts and the missing list always describe the data.
 */
import type { PlanSection } from './catalogue';
import { type ColumnField, type Field, isFilled, isShown, type SectionForm, sectionFields } from './fields';

export type SectionStatus = 'not_started' | 'in_progress' | 'completed';
export const SECTION_STATUSES: readonly SectionStatus[] = ['not_started', 'in_progress', 'completed'];
export const STATUS_LABELS: Record<SectionStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

export interface SectionProgress {
  status: SectionStatus;
  percent: number;
  subsectionsCompleted: number;
  totalSubsections: number;
  requiredFilled: number;
  requiredTotal: number;
  /** Names of required shown fields not filled, in form order. */
  missing: string[];
}

export function isSectionStatus(value: unknown): value is SectionStatus {
  return typeof value === 'string' && (SECTION_STATUSES as readonly string[]).includes(value);
}

/** Does a stored value hold anything at all (text, number, yes/no, a list or a row with something)? */
export function hasData(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(hasData);
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).some(([k, v]) => k !== 'id' && hasData(v));
  return false;
}

function requiredShown(fields: readonly Field[], content: Record<string, unknown>): Field[] {
  return fields.filter((f) => f.required && isShown(f, content));
}

function groupCompleted(fields: readonly Field[], content: Record<string, unknown>): boolean {
  const needed = requiredShown(fields, content);
  if (needed.length > 0) return needed.every((f) => isFilled(f, content[f.name]));
  return fields.some((f) => isShown(f, content) && isFilled(f, content[f.name]));
}

function checkSatisfied(path: string, fields: readonly Field[], content: Record<string, unknown>): boolean {
  const dot = path.indexOf('.');
  if (dot < 0) {
    const field = fields.find((f) => f.name === path);
    return field ? isFilled(field, content[path]) : hasData(content[path]);
  }
  const rowsName = path.slice(0, dot);
  const column = path.slice(dot + 1);
  const rows = content[rowsName];
  if (!Array.isArray(rows) || rows.length === 0) return false;
  const rowsField = fields.find((f) => f.name === rowsName);
  const col: ColumnField | undefined =
    rowsField?.kind === 'rows' ? rowsField.columns.find((c) => c.name === column) : undefined;
  return rows.every((row) => {
    if (row === null || typeof row !== 'object') return false;
    const value = (row as Record<string, unknown>)[column];
    return col ? isFilled(col, value) : hasData(value);
  });
}

function subsectionCompleted(id: string, form: SectionForm, content: Record<string, unknown>): boolean {
  const group = form.groups.find((g) => g.id === id);
  if (group && groupCompleted(group.fields, content)) return true;
  const checks = form.subsectionChecks?.[id];
  if (checks && checks.length > 0) {
    const fields = sectionFields(form);
    return checks.every((p) => checkSatisfied(p, fields, content));
  }
  return false;
}

/** The computed progress of one section (rules at the top of this file). */
export function computeSectionProgress(
  section: PlanSection,
  form: SectionForm,
  content: Record<string, unknown>,
  override?: SectionStatus | null,
): SectionProgress {
  return withStatusOverride(answersProgress(section, form, content), override ?? null);
}

/** A section's progress from its answers alone (no status set by hand). */
export function answersProgress(
  section: PlanSection,
  form: SectionForm,
  content: Record<string, unknown>,
): SectionProgress {
  const data = content ?? {};
  const fields = sectionFields(form);
  const required = requiredShown(fields, data);
  const missing = required.filter((f) => !isFilled(f, data[f.name])).map((f) => f.name);
  const totalSubsections = section.subsections.length;
  const subsectionsCompleted = section.subsections.filter((s) =>
    subsectionCompleted(s.id, form, data),
  ).length;
  const counts = {
    subsectionsCompleted,
    totalSubsections,
    requiredFilled: required.length - missing.length,
    requiredTotal: required.length,
    missing,
  };
  if (totalSubsections > 0 && subsectionsCompleted > 0) {
    const percent = Math.round((subsectionsCompleted / totalSubsections) * 100);
    return {
      status: subsectionsCompleted === totalSubsections ? 'completed' : 'in_progress',
      percent,
      ...counts,
    };
  }
  const complete = required.length > 0 ? missing.length === 0 : fields.some((f) => isFilled(f, data[f.name]));
  if (complete) return { status: 'completed', percent: 100, ...counts };
  if (fields.some((f) => hasData(data[f.name]))) return { status: 'in_progress', percent: 50, ...counts };
  return { status: 'not_started', percent: 0, ...counts };
}

/** The progress shown when a status is set by hand (plan specification 4.1); null keeps the answers'. */
export function withStatusOverride(
  answers: SectionProgress,
  override: SectionStatus | null,
): SectionProgress {
  switch (override) {
    case 'completed':
      return { ...answers, status: 'completed', percent: 100 };
    case 'in_progress':
      return {
        ...answers,
        status: 'in_progress',
        percent: answers.percent >= 1 && answers.percent <= 99 ? answers.percent : 50,
      };
    case 'not_started':
      return { ...answers, status: 'not_started', percent: 0 };
    default:
      return answers;
  }
}

/** A part's status from its sections' (plan spec 4.2 keeps one record per part). */
export function partStatus(sectionStatuses: readonly SectionStatus[]): SectionStatus {
  if (sectionStatuses.length > 0 && sectionStatuses.every((s) => s === 'completed')) return 'completed';
  if (sectionStatuses.every((s) => s === 'not_started')) return 'not_started';
  return 'in_progress';
}
