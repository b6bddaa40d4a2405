import { AlertTriangle, CheckCircle2, ChevronRight, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { findSectionById, PLAN_PARTS } from '../../../domain/plan/catalogue';
import type { ComplianceItem, ComplianceLevel, OverallCompliance } from '../../../domain/plan/compliance';
import { MESSAGE_SOURCES } from '../../../domain/plan/compliance-notes';
import { cn } from '../../components/ui/cn';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { COMPLIANCE_LOOK } from './look';

const LEVEL_ICONS = {
  fully_compliant: CheckCircle2,
  partially_compliant: AlertTriangle,
  non_compliant: XCircle,
};

/** A compliance level as an icon and words on its colour. */
export function ComplianceLevelTag({ level }: { level: ComplianceLevel }) {
  const { t } = useI18n();
  const Icon = LEVEL_ICONS[level];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold',
        COMPLIANCE_LOOK[level],
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {t(`progress.compliance.level.${level}`)}
    </span>
  );
}

/**
 * Where a failing item leads: the section that holds the answer, with the field to highlight (or the
 * whole section when the check reads several answers).
 */
export function complianceItemPath(schoolId: string, item: Pick<ComplianceItem, 'sectionId' | 'highlight'>) {
  const section = findSectionById(item.sectionId);
  if (!section) return null;
  const highlight = encodeURIComponent(item.highlight ?? 'section');
  return `/schools/${encodeURIComponent(schoolId)}/${section.path}?highlight=${highlight}`;
}

/**
 * The Ministry compliance of the plan (plan specification 4.3, 5.1 and 5.2): the score and level, and
 * every failing item grouped by part, each linking to the field that fails.
 */
export function ComplianceList({
  compliance,
  schoolId,
}: {
  compliance: OverallCompliance;
  schoolId: string;
}) {
  const { t, partTitle, sectionTitle } = useI18n();
  const byPart = new Map(compliance.sectionCompliance.map((p) => [p.partId, p]));
  const failingParts = PLAN_PARTS.map((part) => ({
    part,
    result: byPart.get(part.id),
    failing: byPart.get(part.id)?.items.filter((i) => !i.passed) ?? [],
  })).filter((p) => p.failing.length > 0);
  return (
    <section aria-labelledby="compliance-heading" className="space-y-4">
      <div>
        <h2 id="compliance-heading" className="text-lg font-semibold">
          {t('progress.compliance.heading')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('progress.compliance.lead')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-4xl font-bold" data-testid="compliance-score">
          {compliance.overallCompliancePercentage}%
        </p>
        <ComplianceLevelTag level={compliance.complianceLevel} />
      </div>
      <p>
        {t('progress.compliance.score', { score: compliance.overallCompliancePercentage })}.{' '}
        {t('progress.compliance.partsCompliant', {
          count: compliance.sectionsCompliant,
          total: compliance.totalSections,
        })}
        .
      </p>
      {failingParts.length === 0 ? (
        <Alert tone="success">{t('progress.compliance.allPass')}</Alert>
      ) : (
        <div className="space-y-3">
          <h3 className="font-semibold">
            {t('progress.compliance.failingHeading', { count: compliance.failingCount })}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('progress.compliance.openPart')}</p>
          <div className="grid items-start gap-2 lg:grid-cols-2">
            {failingParts.map(({ part, result, failing }) => (
              <details
                key={part.id}
                className="rounded-md border border-slate-200 dark:border-slate-700"
                data-part={part.id}
              >
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
                  <span className="font-semibold">
                    {t('dashboard.part', { number: part.number })}: {partTitle(part)}
                  </span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">
                    {t('progress.compliance.toFix', { count: failing.length })}
                    {result && ` · ${t('progress.compliance.partScore', { score: result.complianceScore })}`}
                  </span>
                </summary>
                <ul className="list-none space-y-2 px-4 pt-1 pb-4">
                  {failing.map((item) => {
                    const to = complianceItemPath(schoolId, item);
                    const section = findSectionById(item.sectionId);
                    return (
                      <li key={`${item.standardId}:${item.field}`} className="flex gap-2">
                        <XCircle
                          aria-hidden="true"
                          className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-400"
                        />
                        <div>
                          {to && section ? (
                            <Link to={to} className="underline">
                              {item.message}
                              <span className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
                                {t('progress.compliance.goTo', {
                                  number: section.number,
                                  title: sectionTitle(section),
                                })}
                                <ChevronRight aria-hidden="true" className="size-4" />
                              </span>
                            </Link>
                          ) : (
                            <span>{item.message}</span>
                          )}
                          {MESSAGE_SOURCES[item.standardId] && (
                            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                              {MESSAGE_SOURCES[item.standardId]}
                            </p>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </details>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
