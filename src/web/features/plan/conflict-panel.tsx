/**
 * Shown when a save met a newer version (409). Answers only one of the two people changed keep that
 * change (`mergeSection`); for each answer both changed, the user's version beside the saved one, and a
 * choice. Nothing is overwritten until the user saves their choices.
 */
import { useMemo, useState } from 'react';
import { type SectionForm, sectionFields } from '../../../domain/plan/fields';
import { formatValue } from '../../../domain/plan/format';
import { mergeSection } from '../../../domain/plan/merge';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import type { SectionState } from './api';
import type { Content } from './section-form';

export function ConflictPanel({
  form,
  mine,
  theirs,
  base,
  onResolve,
}: {
  form: SectionForm;
  mine: Content;
  theirs: SectionState;
  /** The answers the user's edits started from; null when not known (every difference is then asked). */
  base: Content | null;
  onResolve: (merged: Content) => void;
}) {
  const { t } = useI18n();
  const merge3 = useMemo(() => mergeSection(form, base, mine, theirs.content), [form, base, mine, theirs]);
  const fields = useMemo(
    () => sectionFields(form).filter((f) => merge3.clashes.includes(f.name)),
    [form, merge3],
  );
  const [choice, setChoice] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, 'mine' as const])),
  );
  const who = theirs.updatedByName ?? '—';
  const when = theirs.updatedAt
    ? formatNz('datetime', new Date(theirs.updatedAt), { timeZone: 'Pacific/Auckland' })
    : '';
  const merge = () => {
    const merged: Content = { ...merge3.merged };
    for (const f of fields)
      merged[f.name] = choice[f.name] === 'theirs' ? theirs.content[f.name] : mine[f.name];
    onResolve(merged);
  };
  const counted = (key: 'plan.conflict.keptTheirs' | 'plan.conflict.keptMine', names: string[]) =>
    names.length === 0 ? '' : t(key, { count: names.length, name: who });
  const kept = [
    counted('plan.conflict.keptTheirs', merge3.theirsOnly),
    counted('plan.conflict.keptMine', merge3.mineOnly),
  ].filter(Boolean);
  return (
    <section
      aria-labelledby="conflict-title"
      className="space-y-4 rounded-lg border-4 border-amber-600 bg-amber-50 p-5 dark:border-amber-400 dark:bg-slate-900"
    >
      <h2 id="conflict-title" className="text-xl font-bold" tabIndex={-1}>
        {t('plan.conflict.title')}
      </h2>
      <p>{t('plan.conflict.intro', { name: who, time: when })}</p>
      {kept.length > 0 && <p>{kept.join(' ')}</p>}
      {fields.length === 0 ? (
        <p>
          {t(
            merge3.theirsOnly.length || merge3.mineOnly.length ? 'plan.conflict.none' : 'plan.conflict.same',
          )}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => setChoice(Object.fromEntries(fields.map((f) => [f.name, 'mine' as const])))}
            >
              {t('plan.conflict.allMine')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setChoice(Object.fromEntries(fields.map((f) => [f.name, 'theirs' as const])))}
            >
              {t('plan.conflict.allTheirs')}
            </Button>
          </div>
          <ul className="list-none space-y-4 p-0">
            {fields.map((f) => (
              <li
                key={f.name}
                className="rounded-md border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-950"
              >
                <fieldset>
                  <legend className="font-semibold">{f.label}</legend>
                  <div className="mt-3 grid gap-3 md:grid-cols-2">
                    {(['mine', 'theirs'] as const).map((side) => (
                      <label
                        key={side}
                        className="flex cursor-pointer gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-2 has-[:checked]:border-brand-700 dark:border-slate-600 dark:has-[:checked]:border-brand-300"
                      >
                        <input
                          type="radio"
                          name={`conflict-${f.name}`}
                          checked={choice[f.name] === side}
                          onChange={() => setChoice((c) => ({ ...c, [f.name]: side }))}
                          className="mt-1 size-5 shrink-0 accent-brand-800"
                        />
                        <span className="min-w-0">
                          <span className="block font-medium">
                            {side === 'mine'
                              ? t('plan.conflict.mine')
                              : t('plan.conflict.theirs', { name: who })}
                          </span>
                          <span className="block whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">
                            {formatValue(f, side === 'mine' ? mine[f.name] : theirs.content[f.name])}
                          </span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button onClick={merge}>{t('plan.conflict.save')}</Button>
    </section>
  );
}
