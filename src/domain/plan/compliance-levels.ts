/**
 * Compliance levels (plan specification 4.3) and thresholds: a small module the web can import without
 * the forms (compliance.ts re-exports it).
 */
export const COMPLIANCE_LEVELS = ['fully_compliant', 'partially_compliant', 'non_compliant'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];
export const COMPLIANCE_LEVEL_LABELS: Record<ComplianceLevel, string> = {
  fully_compliant: 'Fully compliant',
  partially_compliant: 'Partially compliant',
  non_compliant: 'Not compliant',
};
export const FULLY_COMPLIANT_AT = 95;
export const PARTIALLY_COMPLIANT_AT = 70;
export const BACKFLOW_MINIMUM_SCORE = 90;

/**
 * The level for a score. A plan with a failing critical item (the incident response and the notification
 * of Taumata Arowai, decision 021) is never "Fully compliant", whatever its score.
 */
export function complianceLevel(score: number, criticalFailing = 0): ComplianceLevel {
  if (score >= FULLY_COMPLIANT_AT) return criticalFailing > 0 ? 'partially_compliant' : 'fully_compliant';
  if (score >= PARTIALLY_COMPLIANT_AT) return 'partially_compliant';
  return 'non_compliant';
}

/** Plan specification 4.3: the progress status a compliance level stands for. */
export function complianceStatus(level: ComplianceLevel): 'completed' | 'in_progress' | 'not_started' {
  if (level === 'fully_compliant') return 'completed';
  if (level === 'partially_compliant') return 'in_progress';
  return 'not_started';
}
