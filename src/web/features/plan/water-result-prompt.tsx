/**
 * 8.1: the moment a result with E. coli is entered, say what to do now (domain/plan/water-results):
 * after treatment, start the notification; in source water, check the treatment. The save itself opens
 * the incident and alerts (server: water-testing/plan-link.ts); this is the prompt and its source,
 * linking to the incident plan (6.1) and the incidents.
 */
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { formatDate } from '../../../domain/plan/format';
import { NOTIFY_PROMPT, resultPrompts, SOURCE_PROMPT } from '../../../domain/plan/water-results';
import { ButtonLink } from '../../components/ui/button';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { Content } from './section-form';

export function WaterResultPrompt({ schoolId, content }: { schoolId: string; content: Content }) {
  const { t } = useI18n();
  const prompts = resultPrompts(content.water_test_results);
  if (prompts.length === 0) return null;
  const notify = prompts.filter((p) => p.kind === 'notify');
  const source = prompts.filter((p) => p.kind === 'source');
  const incident = findSectionById('contingency-plans')!;
  const when = (d: string) => (d ? formatDate(d) : '');
  return (
    <div className="space-y-3">
      {notify.length > 0 && (
        <Alert tone="error" role="alert" title={NOTIFY_PROMPT.title}>
          <p>
            {notify
              .map((p) => `E. coli ${p.eColi} per 100 mL${p.sampleDate ? ` on ${when(p.sampleDate)}` : ''}`)
              .join('; ')}
            .
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {NOTIFY_PROMPT.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p className="mt-2">{t('plan.results.alerted')}</p>
          <p className="mt-2 text-sm">{NOTIFY_PROMPT.source}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <ButtonLink to={sectionRoute(schoolId, incident)} variant="secondary" size="sm">
              {t('plan.results.promptTitle')}: {incident.number} {incident.title}
            </ButtonLink>
            <ButtonLink to={`/schools/${schoolId}/incidents`} variant="secondary" size="sm">
              {t('plan.results.incidents')}
            </ButtonLink>
          </div>
        </Alert>
      )}
      {source.length > 0 && (
        <Alert tone="warning" title={SOURCE_PROMPT.title}>
          <p>{SOURCE_PROMPT.text}</p>
          <p className="mt-2 text-sm">{SOURCE_PROMPT.source}</p>
        </Alert>
      )}
    </div>
  );
}
