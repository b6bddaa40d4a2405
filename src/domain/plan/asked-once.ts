/**
 * Facts the template needs in two places are asked once (issue 14): a field with `askedIn` shows, and
 * the export prints, the answer of the field it names. One function, read by the form's note and the
 * export, so both agree.
 */
import { isFilled, type SectionContent, sectionFields } from './fields';
import { formFor, PLAN_FORMS } from './forms';

/** The fields that repeat a fact asked elsewhere: [section, field, first section, first field]. */
export const ASKED_ONCE: readonly {
  sectionId: string;
  field: string;
  from: { sectionId: string; field: string };
}[] = PLAN_FORMS.flatMap(({ form }) =>
  sectionFields(form).flatMap((f) =>
    f.askedIn ? [{ sectionId: form.sectionId, field: f.name, from: f.askedIn }] : [],
  ),
);

/**
 * A section's answers with each repeated fact taken from where it is first asked, when it is answered
 * there. `answers(sectionId)` gives any section's stored answers.
 */
export function withAskedOnce(
  sectionId: string,
  content: SectionContent,
  answers: (sectionId: string) => SectionContent | undefined,
): SectionContent {
  const repeated = ASKED_ONCE.filter((a) => a.sectionId === sectionId);
  if (repeated.length === 0) return content;
  const out: SectionContent = { ...content };
  for (const a of repeated) {
    const first = sectionFields(formFor(a.from.sectionId)).find((f) => f.name === a.from.field);
    const value = answers(a.from.sectionId)?.[a.from.field];
    if (first && isFilled(first, value)) out[a.field] = value;
  }
  return out;
}
