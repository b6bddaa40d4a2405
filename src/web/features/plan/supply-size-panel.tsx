/**
 * 1.1: the supply's size worked out from the people on site on a normal day, with its source, and what
 * the plan tells a supply of that size (reporting, monitoring, chlorination, Varying Population); a
 * small supply also sees what changes past 100 people. The rules are domain data (plan/supply-size).
 */
import { CROSSING_100, classifySupply, sizeRules } from '../../../domain/plan/supply-size';
import { useI18n } from '../../i18n';
import type { Content } from './section-form';

export function SupplySizePanel({ content }: { content: Content }) {
  const { t, enLang } = useI18n();
  const c = classifySupply(content);
  return (
    <section
      aria-labelledby="supply-size-title"
      className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4 dark:border-slate-600 dark:bg-slate-900"
    >
      <h3 id="supply-size-title" className="font-semibold">
        {t('plan.size.title')}
      </h3>
      {!c.sizeClass ? (
        <p>{t('plan.size.none')}</p>
      ) : (
        <>
          <p className="font-medium">
            {t('plan.size.is', { people: c.normal ?? 0, label: c.sizeClass.label })}
          </p>
          <p lang={enLang}>{c.sizeClass.meaning}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('plan.size.source')} <span lang={enLang}>{c.sizeClass.source}</span>
          </p>
          <h4 className="font-semibold">{t('plan.size.rules')}</h4>
          {/* The regulator's rules stay English (decision 042). */}
          <ul lang={enLang} className="list-disc space-y-2 pl-5">
            {[...sizeRules(c), ...(c.size === 'small' || c.size === 'below_small' ? [CROSSING_100] : [])].map(
              (r) => (
                <li key={r.title}>
                  <span className="font-medium">{r.title}.</span> {r.text}{' '}
                  <span className="text-sm text-slate-700 dark:text-slate-300">({r.source})</span>
                </li>
              ),
            )}
          </ul>
        </>
      )}
    </section>
  );
}
