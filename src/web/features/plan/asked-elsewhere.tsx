/**
 * A fact the template needs in two places is asked once (domain/plan/asked-once): beside the repeated
 * question, the answer given where it is first asked, with a link there, and a plain warning when the
 * answer here differs (the export prints the first answer).
 */
import { ASKED_ONCE } from '../../../domain/plan/asked-once';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { isFilled, sectionFields } from '../../../domain/plan/fields';
import { formatValue } from '../../../domain/plan/format';
import { formFor } from '../../../domain/plan/forms';
import { ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useSection } from './api';
import type { Content, GroupExtra } from './section-form';

interface Props {
  schoolId: string;
  sectionId: string;
  content: Content;
}

/** Notes for the groups of a section that repeat facts asked elsewhere (undefined when none do). */
export function askedElsewhereExtras(props: Props): Record<string, GroupExtra> | undefined {
  const form = formFor(props.sectionId);
  const extras: Record<string, GroupExtra> = {};
  for (const a of ASKED_ONCE.filter((x) => x.sectionId === props.sectionId)) {
    const group = form.groups.find((g) => g.fields.some((f) => f.name === a.field));
    if (!group || extras[group.id]) continue;
    extras[group.id] = { after: <AskedElsewhereNotes {...props} groupId={group.id} /> };
  }
  return Object.keys(extras).length > 0 ? extras : undefined;
}

function AskedElsewhereNotes({ schoolId, sectionId, content, groupId }: Props & { groupId: string }) {
  const group = formFor(sectionId).groups.find((g) => g.id === groupId);
  const repeated = ASKED_ONCE.filter(
    (a) => a.sectionId === sectionId && group?.fields.some((f) => f.name === a.field),
  );
  return (
    <div className="space-y-2">
      {repeated.map((a) => (
        <AskedElsewhereNote key={a.field} schoolId={schoolId} content={content} repeated={a} />
      ))}
    </div>
  );
}

function AskedElsewhereNote({
  schoolId,
  content,
  repeated,
}: {
  schoolId: string;
  content: Content;
  repeated: (typeof ASKED_ONCE)[number];
}) {
  const { t } = useI18n();
  const first = useSection(schoolId, repeated.from.sectionId);
  const firstField = sectionFields(formFor(repeated.from.sectionId)).find(
    (f) => f.name === repeated.from.field,
  );
  const hereField = sectionFields(formFor(repeated.sectionId)).find((f) => f.name === repeated.field);
  const value = first.data?.content?.[repeated.from.field];
  const section = findSectionById(repeated.from.sectionId);
  if (!firstField || !hereField || !section || !isFilled(firstField, value)) return null;
  const name = `${section.number} ${section.title}`;
  const here = content[repeated.field];
  const differs = isFilled(hereField, here) && JSON.stringify(here) !== JSON.stringify(value);
  return (
    <div className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-900">
      <p>
        <span className="font-medium">{hereField.label}</span> {t('plan.askedElsewhere', { section: name })}{' '}
        <strong>{formatValue(firstField, value)}</strong>
      </p>
      {differs && <p className="mt-1 font-medium">{t('plan.askedElsewhere.differs', { section: name })}</p>}
      <ButtonLink to={sectionRoute(schoolId, section)} variant="ghost" size="sm">
        {t('plan.askedElsewhere.change', { section: name })}
      </ButtonLink>
    </div>
  );
}
