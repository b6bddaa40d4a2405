/**
 * Ministry compliance (plan specification 4.3, 5.1 and 5.2), as pure functions over the plan's answers.
 *
 * Each required field of 5.1 has a standard id of WaiKura's own scheme, MOE-DWSP-{part}.{nn}, and lives in
 * one catalogue section (docs/compliance.md has the table). A field is
 * - missing when it has no answer (absent, blank text, an empty list): "Missing required field: …";
 * - invalid when it has an answer that breaks its rule: "Invalid value for …: {rule} (…)".
 * The extra checks of 5.2 (storage against demand, backflow score, Table 4-1 completeness) count as
 * items too, once their inputs exist (before that, the required field that feeds them reports it).
 * Every check depends only on the sections of its own part, so a save recomputes just that part.
 *
 * Scores are compliant items / counted items × 100, rounded DOWN (a score never claims more than is
 * true): fully compliant at 95 or more, partially at 70 or more, else non compliant (4.3). Items marked
 * critical (how the school responds to an incident and notifies Taumata Arowai) cap the level at
 * partially compliant while any of them fails (decision 021).
 */
import { type PartId, PLAN_PARTS } from './catalogue';
import { BACKFLOW_MINIMUM_SCORE, type ComplianceLevel, complianceLevel } from './compliance-levels';
import { calculateDemand, DEMAND_FAILURE_MESSAGE, demandInputFromPlan } from './demand';
import type { ChoiceField } from './fields';
import { fieldOf } from './forms';
import { TAUMATA_AROWAI_URGENT_PHONE } from './forms/part-6';

export {
  BACKFLOW_MINIMUM_SCORE,
  COMPLIANCE_LEVEL_LABELS,
  COMPLIANCE_LEVELS,
  type ComplianceLevel,
  complianceLevel,
  complianceStatus,
  FULLY_COMPLIANT_AT,
  PARTIALLY_COMPLIANT_AT,
} from './compliance-levels';
export { MESSAGE_SOURCES } from './compliance-notes';

export type Rule =
  | { kind: 'string'; min: number }
  | { kind: 'number'; min: number }
  | { kind: 'array'; min: number }
  | { kind: 'boolean' }
  | { kind: 'object' };

/** The rule messages of plan specification 5.1, text for text. */
export function ruleMessage(rule: Rule): string {
  switch (rule.kind) {
    case 'number':
      return `Must be a number >= ${rule.min}`;
    case 'string':
      return `Must be a string with at least ${rule.min} characters`;
    case 'array':
      return `Must be an array with at least ${rule.min} items`;
    case 'object':
      return 'Must be a valid object';
    case 'boolean':
      return 'Must be true or false';
  }
}

export const missingMessage = (label: string, standardId: string) =>
  `Missing required field: ${label} (${standardId})`;
export const invalidMessage = (label: string, rule: Rule, standardId: string) =>
  `Invalid value for ${label}: ${ruleMessage(rule)} (${standardId})`;
export const backflowMessage = (score: number) =>
  `Backflow prevention compliance below MOE standards (${score}%)`;
export const riskTableMessage = (assessed: number, total: number) =>
  `Incomplete MOE Table 4-1 risk assessment (${assessed}/${total} risks assessed)`;
export const INVALID_DEMAND_DATA = 'Invalid MOE water demand calculation data';
export const INVALID_BACKFLOW_DATA = 'Invalid backflow prevention compliance data';
export const INVALID_RISK_DATA = 'Invalid MOE risk assessment data';

/** The plan's answers by catalogue section id. */
export type PlanContents = Readonly<Record<string, Record<string, unknown> | undefined>>;

export interface Requirement {
  standardId: string;
  part: PartId;
  /** The field name of plan specification 5.1. */
  field: string;
  /** What the field is, in plain words (used in the messages). */
  label: string;
  /** The catalogue section that holds the answer, and the form field to highlight (null: the section). */
  sectionId: string;
  highlight: string | null;
  rule: Rule;
  /** Optional fields (5.1 "optional") count only when answered. */
  optional?: boolean;
  /** While this item fails the plan is never "Fully compliant" (decision 021). */
  critical?: boolean;
  /** The value to check; by default content[sectionId][field]. */
  value?: (plan: PlanContents) => unknown;
}

const CATCHMENT_CATEGORIES = ['agriculture', 'industrial', 'residential', 'recreational'] as const;

function demandInputs(plan: PlanContents) {
  return {
    source: plan.source,
    storage: plan.storage,
    dailyDemand: plan['daily-demand'],
    demandStorage: plan['demand-storage'],
  };
}

/** The raw inputs of the storage calculation, as stored. */
function rawDemandInputs(plan: PlanContents) {
  return [
    { value: plan['daily-demand']?.demand_population, sectionId: 'daily-demand', field: 'demand_population' },
    { value: plan['daily-demand']?.per_person_demand, sectionId: 'daily-demand', field: 'per_person_demand' },
    { value: plan.storage?.storage_capacity, sectionId: 'storage', field: 'storage_capacity' },
  ];
}

const r = (
  standardId: string,
  part: PartId,
  field: string,
  label: string,
  sectionId: string,
  rule: Rule,
  extra: Partial<Requirement> = {},
): Requirement => ({ standardId, part, field, label, sectionId, highlight: field, rule, ...extra });

const text = (min: number): Rule => ({ kind: 'string', min });
const atLeast = (min: number): Rule => ({ kind: 'number', min });
const list = (min: number): Rule => ({ kind: 'array', min });

/** Plan specification 5.1, with WaiKura's standard ids and where each answer lives. */
export const REQUIREMENTS: readonly Requirement[] = [
  r('MOE-DWSP-1.01', 'school-details', 'school_name', 'School name', 'background', text(2)),
  r('MOE-DWSP-1.02', 'school-details', 'address', 'Address', 'background', text(5)),
  r('MOE-DWSP-1.03', 'school-details', 'contact_person', 'Contact person', 'background', text(2)),
  r(
    'MOE-DWSP-1.04',
    'school-details',
    'current_students_staff',
    'Current students and staff',
    'background',
    atLeast(1),
  ),
  r('MOE-DWSP-1.05', 'school-details', 'peak_population', 'Peak population', 'background', atLeast(1)),
  r('MOE-DWSP-1.06', 'school-details', 'contact_person_name', 'Contact person name', 'background', text(2)),
  r(
    'MOE-DWSP-1.07',
    'school-details',
    'contact_person_email',
    'Contact person e-mail',
    'background',
    text(6),
  ),
  r(
    'MOE-DWSP-1.08',
    'school-details',
    'emergency_contact_name',
    'Emergency contact name',
    'key-contacts',
    text(2),
  ),
  r(
    'MOE-DWSP-1.09',
    'school-details',
    'emergency_contact_phone',
    'Emergency contact phone',
    'key-contacts',
    text(6),
  ),
  r('MOE-DWSP-2.01', 'water-supply-system', 'source_type', 'Water source type', 'source', list(1)),
  r('MOE-DWSP-2.02', 'water-supply-system', 'source_description', 'Source description', 'source', text(20)),
  r(
    'MOE-DWSP-2.03',
    'water-supply-system',
    'treatment_description',
    'Treatment description',
    'treatment',
    text(20),
  ),
  r('MOE-DWSP-2.04', 'water-supply-system', 'storage_capacity', 'Storage capacity', 'storage', atLeast(0)),
  r('MOE-DWSP-2.05', 'water-supply-system', 'daily_demand', 'Daily demand', 'daily-demand', atLeast(0)),
  r(
    'MOE-DWSP-2.06',
    'water-supply-system',
    'moe_demand_calculation',
    'Water demand calculation',
    'demand-storage',
    { kind: 'object' },
    {
      highlight: null,
      value: (plan) => {
        const raw = rawDemandInputs(plan);
        if (raw.every((i) => i.value === undefined || i.value === null || i.value === '')) return undefined;
        return calculateDemand(demandInputFromPlan(demandInputs(plan)));
      },
    },
  ),
  r(
    'MOE-DWSP-2.07',
    'water-supply-system',
    'backflow_prevention_compliance',
    'Backflow prevention',
    'distribution',
    list(1),
  ),
  r(
    'MOE-DWSP-2.08',
    'water-supply-system',
    'resource_consent_number',
    'Resource consent number',
    'resource-consent',
    text(3),
    { optional: true },
  ),
  r(
    'MOE-DWSP-3.01',
    'source-water-risk',
    'catchment_description',
    'Catchment description',
    'catchment-description',
    text(20),
  ),
  r(
    'MOE-DWSP-3.02',
    'source-water-risk',
    'catchment_activities',
    'Catchment activities',
    'catchment-activities',
    list(1),
    {
      highlight: null,
      value: (plan) => {
        const content = plan['catchment-activities'];
        if (!content) return undefined;
        const lists = CATCHMENT_CATEGORIES.map((c) => content[`${c}_activities`]);
        if (lists.some((l) => l !== undefined && l !== null && !Array.isArray(l))) return 'unreadable';
        return lists.flatMap((l) => (Array.isArray(l) ? l : []));
      },
    },
  ),
  r(
    'MOE-DWSP-3.03',
    'source-water-risk',
    'water_quality_issues',
    'Water quality issues',
    'water-quality-issues',
    text(10),
  ),
  r(
    'MOE-DWSP-3.04',
    'source-water-risk',
    'water_quantity_assessment',
    'Water quantity assessment',
    'water-quantity',
    text(20),
  ),
  r(
    'MOE-DWSP-3.05',
    'source-water-risk',
    'climate_change_assessment',
    'Climate change assessment',
    'climate-change',
    text(20),
  ),
  r(
    'MOE-DWSP-4.01',
    'treatment-barriers',
    'moe_risk_assessment',
    'Risk assessment (MOE Table 4-1)',
    'risk-assessment',
    list(1),
    { highlight: 'risks', value: (plan) => plan['risk-assessment']?.risks },
  ),
  r(
    'MOE-DWSP-4.02',
    'treatment-barriers',
    'improvement_actions',
    'Improvement actions',
    'improvement-schedule',
    list(1),
  ),
  r(
    'MOE-DWSP-5.01',
    'monitoring-compliance',
    'operations_maintenance',
    'Operations and maintenance',
    'operations-maintenance',
    text(20),
  ),
  r(
    'MOE-DWSP-5.02',
    'monitoring-compliance',
    'monitoring_schedule',
    'Monitoring schedule',
    'monitoring-reporting',
    list(1),
  ),
  r(
    'MOE-DWSP-5.03',
    'monitoring-compliance',
    'compliance_reporting',
    'Compliance reporting',
    'monitoring-reporting',
    text(20),
  ),
  r(
    'MOE-DWSP-5.04',
    'monitoring-compliance',
    'previous_issues_documented',
    'Previous issues documented',
    'maintenance-reporting',
    { kind: 'boolean' },
  ),
  r(
    'MOE-DWSP-6.01',
    'contingency-plans',
    'emergency_response_plan',
    'Emergency response plan',
    'contingency-plans',
    text(20),
    { critical: true },
  ),
  r(
    'MOE-DWSP-6.02',
    'contingency-plans',
    'alternative_supply_plan',
    'Alternative supply plan',
    'contingency-plans',
    text(20),
  ),
  r(
    'MOE-DWSP-6.03',
    'contingency-plans',
    'boil_water_notice_procedure',
    'Boil water notice procedure',
    'contingency-plans',
    text(20),
    { critical: true },
  ),
  r(
    'MOE-DWSP-6.04',
    'contingency-plans',
    'regulator_notification_responsible',
    'Who notifies Taumata Arowai',
    'contingency-plans',
    text(2),
    { critical: true },
  ),
  r(
    'MOE-DWSP-6.05',
    'contingency-plans',
    'regulator_notification_method',
    'How Taumata Arowai is notified',
    'contingency-plans',
    text(20),
    { critical: true },
  ),
  r('MOE-DWSP-7.01', 'review-process', 'review_schedule', 'Review schedule', 'annual-process', text(2)),
  r(
    'MOE-DWSP-7.02',
    'review-process',
    'review_responsibility',
    'Review responsibility',
    'annual-process',
    text(2),
  ),
  r('MOE-DWSP-7.03', 'review-process', 'revision_process', 'Revision process', 'annual-process', text(20)),
  r(
    'MOE-DWSP-8.01',
    'appendix',
    'maintenance_records',
    'Maintenance records',
    'maintenance-servicing',
    list(1),
  ),
  r(
    'MOE-DWSP-8.02',
    'appendix',
    'water_test_results',
    'Water test results',
    'water-quality-monitoring',
    list(1),
  ),
  r(
    'MOE-DWSP-8.03',
    'appendix',
    'system_documentation',
    'System documentation',
    'appendix-operations-maintenance',
    list(1),
  ),
];

export interface ExtraCheck {
  standardId: string;
  part: PartId;
  field: string;
  label: string;
  sectionId: string;
  highlight: string | null;
  /** Null when the check does not apply yet (its inputs are missing); else the failure message or ''. */
  run: (plan: PlanContents) => string | null;
  /** While this check fails the plan is never "Fully compliant" (decision 021). */
  critical?: boolean;
}

export const URGENT_LINE_MESSAGE = `Taumata Arowai's 24/7 line (${TAUMATA_AROWAI_URGENT_PHONE}) is not in the incident plan`;

/** Does a text or phone answer hold the 24/7 line's number (spaces, dashes and +64 ignored)? */
export function holdsUrgentLine(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(/\D/g, '').replace(/^64/, '0');
  const line = TAUMATA_AROWAI_URGENT_PHONE.replace(/\D/g, '');
  return digits.includes(line);
}

/** The share of the backflow protections ticked in 2.4, as a whole percentage (rounded down). */
export function backflowScore(ticked: readonly string[]): number {
  const field = fieldOf('distribution', 'backflow_prevention_compliance') as ChoiceField;
  const options = field.options.map((o) => o.value);
  const have = new Set(ticked.filter((t) => options.includes(t)));
  return Math.floor((have.size / options.length) * 100 + 1e-9);
}

const filled = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** Plan specification 5.2. */
export const EXTRA_CHECKS: readonly ExtraCheck[] = [
  {
    standardId: 'MOE-DWSP-2.09',
    part: 'water-supply-system',
    field: 'moe_demand_calculation',
    label: 'Storage meets demand',
    sectionId: 'demand-storage',
    highlight: null,
    run: (plan) => {
      const raw = rawDemandInputs(plan);
      if (raw.some((i) => filled(i.value) && (typeof i.value !== 'number' || !Number.isFinite(i.value))))
        return INVALID_DEMAND_DATA;
      const result = calculateDemand(demandInputFromPlan(demandInputs(plan)));
      if (!result.ok) return null;
      return result.compliant ? '' : DEMAND_FAILURE_MESSAGE;
    },
  },
  {
    standardId: 'MOE-DWSP-2.10',
    part: 'water-supply-system',
    field: 'backflow_prevention_compliance',
    label: 'Backflow prevention score',
    sectionId: 'distribution',
    highlight: 'backflow_prevention_compliance',
    run: (plan) => {
      const value = plan.distribution?.backflow_prevention_compliance;
      if (value === undefined || value === null) return null;
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return INVALID_BACKFLOW_DATA;
      if (value.length === 0) return null;
      const score = backflowScore(value as string[]);
      return score < BACKFLOW_MINIMUM_SCORE ? backflowMessage(score) : '';
    },
  },
  {
    standardId: 'MOE-DWSP-4.03',
    part: 'treatment-barriers',
    field: 'moe_risk_assessment',
    label: 'Every risk assessed (MOE Table 4-1)',
    sectionId: 'risk-assessment',
    highlight: 'risks',
    run: (plan) => {
      const risks = plan['risk-assessment']?.risks;
      if (risks === undefined || risks === null) return null;
      if (!Array.isArray(risks) || risks.some((r) => r === null || typeof r !== 'object' || Array.isArray(r)))
        return INVALID_RISK_DATA;
      if (risks.length === 0) return null;
      const assessed = risks.filter((row) => {
        const risk = row as Record<string, unknown>;
        return filled(risk.residual_risk) && filled(risk.identification) && filled(risk.preventive);
      }).length;
      return assessed === risks.length ? '' : riskTableMessage(assessed, risks.length);
    },
  },
  {
    standardId: 'MOE-DWSP-6.06',
    part: 'contingency-plans',
    field: 'emergency_contacts',
    label: 'Taumata Arowai’s 24/7 line in the plan',
    sectionId: 'contingency-plans',
    highlight: 'emergency_contacts',
    critical: true,
    run: (plan) => {
      const content = plan['contingency-plans'];
      // Counted from the first answer of 6.1 on, so an incident plan cannot be complete without the line.
      if (
        !content ||
        Object.values(content).every(
          (v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0),
        )
      )
        return null;
      const contacts = Array.isArray(content.emergency_contacts) ? content.emergency_contacts : [];
      const inContacts = contacts.some(
        (c) => c !== null && typeof c === 'object' && holdsUrgentLine((c as Record<string, unknown>).phone),
      );
      return inContacts || holdsUrgentLine(content.regulator_notification_method) ? '' : URGENT_LINE_MESSAGE;
    },
  },
];

export interface ComplianceItem {
  standardId: string;
  part: PartId;
  field: string;
  label: string;
  sectionId: string;
  highlight: string | null;
  kind: 'required' | 'optional' | 'check';
  /** Present (true) on the items that, while failing, cap the level below "Fully compliant". */
  critical?: boolean;
  passed: boolean;
  /** Null when passed. */
  message: string | null;
}

export interface PartCompliance {
  /** The plan specification's section id (a part of the catalogue). */
  partId: PartId;
  complianceScore: number;
  requiredFields: number;
  compliantFields: number;
  criticalIssues: string[];
  /** Failing critical items (decision 021): while above 0 the part is not "Fully compliant". */
  criticalFailing: number;
  complianceLevel: ComplianceLevel;
  moeStandardsApplied: string[];
  items: ComplianceItem[];
}

export interface OverallCompliance {
  overallCompliancePercentage: number;
  sectionsCompliant: number;
  totalSections: number;
  sectionCompliance: PartCompliance[];
  criticalIssues: string[];
  /** Failing critical items over the eight parts (decision 021). */
  criticalFailing: number;
  moeStandardsMet: string[];
  complianceLevel: ComplianceLevel;
  failingCount: number;
  lastAssessed: string;
}

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** True when a present value breaks the rule. */
export function breaksRule(rule: Rule, value: unknown): boolean {
  switch (rule.kind) {
    case 'string':
      return typeof value !== 'string' || value.trim().length < rule.min;
    case 'number':
      return typeof value !== 'number' || !Number.isFinite(value) || value < rule.min;
    case 'array':
      return !Array.isArray(value) || value.length < rule.min;
    case 'boolean':
      return typeof value !== 'boolean';
    case 'object':
      return (
        value === null ||
        typeof value !== 'object' ||
        Array.isArray(value) ||
        (value as { ok?: unknown }).ok === false
      );
  }
}

/** One requirement against the plan: null when an optional field is not answered (not counted). */
export function checkRequirement(req: Requirement, plan: PlanContents): ComplianceItem | null {
  const value = req.value ? req.value(plan) : plan[req.sectionId]?.[req.field];
  const base = {
    standardId: req.standardId,
    part: req.part,
    field: req.field,
    label: req.label,
    sectionId: req.sectionId,
    highlight: req.highlight,
    kind: req.optional ? ('optional' as const) : ('required' as const),
    ...(req.critical ? { critical: true } : {}),
  };
  if (isBlank(value)) {
    if (req.optional) return null;
    return { ...base, passed: false, message: missingMessage(req.label, req.standardId) };
  }
  if (breaksRule(req.rule, value))
    return { ...base, passed: false, message: invalidMessage(req.label, req.rule, req.standardId) };
  return { ...base, passed: true, message: null };
}

/** Compliant items ÷ counted items as a whole percentage, rounded down; 100 when nothing is counted. */
export function complianceScore(compliant: number, counted: number): number {
  return counted === 0 ? 100 : Math.floor((compliant / counted) * 100 + 1e-9);
}

const CRITICAL_IDS = new Set([
  ...REQUIREMENTS.filter((r) => r.critical).map((r) => r.standardId),
  ...EXTRA_CHECKS.filter((c) => c.critical).map((c) => c.standardId),
]);

/** Failing critical items; also for results stored before items carried `critical` (by standard id). */
export function countCriticalFailing(items: readonly ComplianceItem[]): number {
  return items.filter((i) => !i.passed && (i.critical || CRITICAL_IDS.has(i.standardId))).length;
}

/** One part's compliance from the answers of its sections (other parts' answers are not read). */
export function partCompliance(partId: PartId, plan: PlanContents): PartCompliance {
  const items: ComplianceItem[] = [];
  for (const req of REQUIREMENTS) {
    if (req.part !== partId) continue;
    const item = checkRequirement(req, plan);
    if (item) items.push(item);
  }
  for (const check of EXTRA_CHECKS) {
    if (check.part !== partId) continue;
    const outcome = check.run(plan);
    if (outcome === null) continue;
    items.push({
      standardId: check.standardId,
      part: check.part,
      field: check.field,
      label: check.label,
      sectionId: check.sectionId,
      highlight: check.highlight,
      kind: 'check',
      ...(check.critical ? { critical: true } : {}),
      passed: outcome === '',
      message: outcome === '' ? null : outcome,
    });
  }
  const compliant = items.filter((i) => i.passed).length;
  const score = complianceScore(compliant, items.length);
  const criticalFailing = countCriticalFailing(items);
  return {
    partId,
    complianceScore: score,
    requiredFields: items.length,
    compliantFields: compliant,
    criticalIssues: items.filter((i) => !i.passed).map((i) => i.message!),
    criticalFailing,
    complianceLevel: complianceLevel(score, criticalFailing),
    moeStandardsApplied: [...new Set(items.map((i) => i.standardId))],
    items,
  };
}

/** The whole plan's compliance from its eight parts' results. */
export function overallCompliance(parts: readonly PartCompliance[], assessedAt: Date): OverallCompliance {
  const byId = new Map(parts.map((p) => [p.partId, p]));
  const ordered = PLAN_PARTS.map((p) => byId.get(p.id) ?? partCompliance(p.id, {}));
  const items = ordered.flatMap((p) => p.items);
  const compliant = items.filter((i) => i.passed).length;
  const score = complianceScore(compliant, items.length);
  const failed = new Set(items.filter((i) => !i.passed).map((i) => i.standardId));
  const criticalFailing = countCriticalFailing(items);
  return {
    overallCompliancePercentage: score,
    sectionsCompliant: ordered.filter((p) => p.complianceLevel === 'fully_compliant').length,
    totalSections: ordered.length,
    sectionCompliance: ordered,
    criticalIssues: ordered.flatMap((p) => p.criticalIssues),
    criticalFailing,
    moeStandardsMet: [...new Set(items.map((i) => i.standardId))].filter((id) => !failed.has(id)),
    complianceLevel: complianceLevel(score, criticalFailing),
    failingCount: items.length - compliant,
    lastAssessed: assessedAt.toISOString(),
  };
}

/** The whole plan at once (used by tests, the export and the API's cross-check). */
export function planCompliance(plan: PlanContents, assessedAt: Date): OverallCompliance {
  return overallCompliance(
    PLAN_PARTS.map((p) => partCompliance(p.id, plan)),
    assessedAt,
  );
}
