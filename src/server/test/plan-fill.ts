/**
 * A filled-in content for any section form, built from its descriptors: every field gets a valid value
 * of its kind (conditions satisfied where they can be), so tests can exercise every section.
 */
import type { ColumnField, Field, SectionForm } from '../../domain/plan/fields';
import { sectionFields } from '../../domain/plan/fields';

function valueFor(f: Field | ColumnField, tag: string): unknown {
  switch (f.kind) {
    case 'number':
      return Math.max(f.min ?? 1, Math.min(f.max ?? 1000, f.integer ? 12 : 12.5));
    case 'select':
    case 'radio':
      return f.options[0]!.value;
    case 'checklist':
      return f.options.slice(0, 2).map((o) => o.value);
    case 'yesno':
      return true;
    case 'email':
      return 'office@kowhai.school.nz';
    case 'phone':
      return '07 871 2345';
    case 'url':
      return 'https://www.taumataarowai.govt.nz';
    case 'date':
      return '2026-03-15';
    case 'rows':
      return [1, 2].map((i) => {
        const row: Record<string, unknown> = { id: `${f.name}-${i}` };
        for (const c of f.columns) row[c.name] = valueFor(c, `${tag} row ${i}`);
        return row;
      });
    case 'files':
      return [];
    default: {
      const text = `${tag}: ${f.label}`.slice(0, f.maxLength ?? 500);
      return text.length >= (f.minLength ?? 0) ? text : text.padEnd(f.minLength ?? 0, '.');
    }
  }
}

export function fillSection(form: SectionForm, tag = 'Answer'): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const f of sectionFields(form)) content[f.name] = valueFor(f, tag);
  return content;
}
