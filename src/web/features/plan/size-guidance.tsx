/**
 * 2.2, 5.2 and 8.1: the rules for the school's supply size, worked out from 1.1's people on a normal day
 * (domain/plan/supply-size `sectionSizeGuidance`), each with its source; a supply of 100 or fewer is also
 * told what changes past 100. Without a number in 1.1 it says so and links there.
 */
import type { ReactNode } from 'react';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { formFor } from '../../../domain/plan/forms';
import { SIZE_RULES_BY_SECTION, sectionSizeGuidance } from '../../../domain/plan/supply-size';
import { ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useSection } from './api';
import type { GroupExtra } from './section-form';

export function SizeGuidance({ schoolId, sectionId }: { schoolId: string; sectionId: string }) {
  const { t, enLang } = useI18n();
  const background = useSection(schoolId, 'background');
  if (background.isPending || background.isError) return null;
  const guidance = sectionSizeGuidance(sectionId, background.data?.content);
  if (!guidance) return null;
  const titleId = `size-guidance-${sectionId}`;
  const rules = guidance.crossing ? [...guidance.rules, guidance.crossing] : guidance.rules;
  const link = (
    <ButtonLink to={sectionRoute(schoolId, findSectionById('background')!)} variant="ghost" size="sm">
      {t('plan.size.editBackground')}
    </ButtonLink>
  );
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4 dark:border-slate-600 dark:bg-slate-900"
    >
      <h3 id={titleId} className="font-semibold">
        {t('plan.size.sectionTitle')}
      </h3>
      {guidance.size === null ? (
        <p>{t('plan.size.sectionNone')}</p>
      ) : (
        <>
          <p>
            {t('plan.size.sectionIs', {
              people: background.data?.content.current_students_staff as number,
              label: guidance.size.label,
            })}
          </p>
          {/* The regulator's rules stay English (decision 042). */}
          <ul lang={enLang} className="list-disc space-y-2 pl-5">
            {rules.map((r) => (
              <li key={r.title}>
                <span className="font-medium">{r.title}.</span> {r.text}{' '}
                <span className="text-sm text-slate-700 dark:text-slate-300">({r.source})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {link}
    </section>
  );
}

/**
 * A size-dependent section's extras with the size guidance added above its first group's questions
 * (or after them, beside what is already there, when that group already has something after it).
 */
export function withSizeGuidance(
  props: { schoolId: string; sectionId: string },
  extras: Record<string, GroupExtra> | undefined,
): Record<string, GroupExtra> | undefined {
  if (!SIZE_RULES_BY_SECTION[props.sectionId]) return extras;
  const first = formFor(props.sectionId).groups[0]?.id ?? 'main';
  const guidance = <SizeGuidance schoolId={props.schoolId} sectionId={props.sectionId} />;
  const existing = extras?.[first];
  const after = existing && typeof existing === 'object' && 'after' in existing ? existing.after : null;
  return {
    ...extras,
    [first]: after ? (
      {
        after: (
          <>
            {after}
            {guidance}
          </>
        ),
      }
    ) : (
      <>
        {guidance}
        {existing as ReactNode}
      </>
    ),
  };
}
