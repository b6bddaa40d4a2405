/**
 * Ministry compliance (plan specification 4.3, 5.1 and 5.2): the requirements and where they live, the
 * messages text for text, the extra checks at their boundaries, scores, levels and the status mapping,
 * the Kōwhai Valley sample plan and the empty plan worked out by hand, and docs/compliance.md.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { findSectionById, type PartId, PLAN_PARTS, partOf } from './catalogue';
import {
  BACKFLOW_MINIMUM_SCORE,
  backflowMessage,
  backflowScore,
  COMPLIANCE_LEVEL_LABELS,
  type ComplianceItem,
  complianceLevel,
  complianceStatus,
  EXTRA_CHECKS,
  FULLY_COMPLIANT_AT,
  INVALID_BACKFLOW_DATA,
  INVALID_DEMAND_DATA,
  INVALID_RISK_DATA,
  invalidMessage,
  missingMessage,
  overallCompliance,
  PARTIALLY_COMPLIANT_AT,
  type PlanContents,
  partCompliance,
  planCompliance,
  REQUIREMENTS,
  riskTableMessage,
  ruleMessage,
  URGENT_LINE_MESSAGE,
} from './compliance';
import { DEMAND_FAILURE_MESSAGE } from './demand';
import type { ChoiceField, RowsField } from './fields';
import { fieldOf } from './forms';
import { SAMPLE_CONTENT_1_2 } from './forms/samples-1-2';
import { SAMPLE_CONTENT_3_4 } from './forms/samples-3-4';
import { SAMPLE_CONTENT_5_8 } from './forms/samples-5-8';

/** The Kōwhai Valley sample plan, every section as the demo school has it. */
const SAMPLE: PlanContents = { ...SAMPLE_CONTENT_1_2, ...SAMPLE_CONTENT_3_4, ...SAMPLE_CONTENT_5_8 };
const AT = new Date('2026-03-10T02:00:00.000Z');

/** The plan with some answers of one section replaced (undefined removes an answer). */
function withAnswers(plan: PlanContents, sectionId: string, answers: Record<string, unknown>): PlanContents {
  const section: Record<string, unknown> = { ...plan[sectionId], ...answers };
  for (const [k, v] of Object.entries(answers)) if (v === undefined) delete section[k];
  return { ...plan, [sectionId]: section };
}

const partOfId = (standardId: string): PartId =>
  [...REQUIREMENTS, ...EXTRA_CHECKS].find((r) => r.standardId === standardId)!.part;

/** The item of a standard id (undefined when not counted). */
function item(plan: PlanContents, standardId: string): ComplianceItem | undefined {
  return partCompliance(partOfId(standardId), plan).items.find((i) => i.standardId === standardId);
}

/** The message of a standard id's item: null when it passes, undefined when not counted. */
const message = (plan: PlanContents, standardId: string) => {
  const found = item(plan, standardId);
  return found === undefined ? undefined : found.message;
};

const ALL_IDS = [...REQUIREMENTS, ...EXTRA_CHECKS].map((r) => r.standardId);

describe('levels and status (plan specification 4.3)', () => {
  test.each([
    [0, 'non_compliant'],
    [69, 'non_compliant'],
    [70, 'partially_compliant'],
    [94, 'partially_compliant'],
    [95, 'fully_compliant'],
    [100, 'fully_compliant'],
  ])('a score of %i is %s', (score, level) => {
    expect(complianceLevel(score)).toBe(level);
  });

  test('the thresholds are 95 and 70', () => {
    expect(FULLY_COMPLIANT_AT).toBe(95);
    expect(PARTIALLY_COMPLIANT_AT).toBe(70);
  });

  test('fully compliant is completed, partially in progress, not compliant not started', () => {
    expect(complianceStatus('fully_compliant')).toBe('completed');
    expect(complianceStatus('partially_compliant')).toBe('in_progress');
    expect(complianceStatus('non_compliant')).toBe('not_started');
  });

  test('the levels in words', () => {
    expect(COMPLIANCE_LEVEL_LABELS).toEqual({
      fully_compliant: 'Fully compliant',
      partially_compliant: 'Partially compliant',
      non_compliant: 'Not compliant',
    });
  });
});

describe('messages, text for text (plan specification 5.1 and 5.2)', () => {
  test('the five rule messages', () => {
    expect(ruleMessage({ kind: 'number', min: 1 })).toBe('Must be a number >= 1');
    expect(ruleMessage({ kind: 'string', min: 20 })).toBe('Must be a string with at least 20 characters');
    expect(ruleMessage({ kind: 'array', min: 1 })).toBe('Must be an array with at least 1 items');
    expect(ruleMessage({ kind: 'object' })).toBe('Must be a valid object');
    expect(ruleMessage({ kind: 'boolean' })).toBe('Must be true or false');
  });

  test('missing and invalid formats', () => {
    expect(missingMessage('School name', 'MOE-DWSP-1.01')).toBe(
      'Missing required field: School name (MOE-DWSP-1.01)',
    );
    expect(invalidMessage('Peak population', { kind: 'number', min: 1 }, 'MOE-DWSP-1.05')).toBe(
      'Invalid value for Peak population: Must be a number >= 1 (MOE-DWSP-1.05)',
    );
  });

  test('the extra checks’ messages', () => {
    expect(DEMAND_FAILURE_MESSAGE).toBe('Water demand calculation does not meet MOE storage requirements');
    expect(backflowMessage(89)).toBe('Backflow prevention compliance below MOE standards (89%)');
    expect(riskTableMessage(12, 13)).toBe('Incomplete MOE Table 4-1 risk assessment (12/13 risks assessed)');
    expect(INVALID_DEMAND_DATA).toBe('Invalid MOE water demand calculation data');
    expect(INVALID_BACKFLOW_DATA).toBe('Invalid backflow prevention compliance data');
    expect(INVALID_RISK_DATA).toBe('Invalid MOE risk assessment data');
  });
});

describe('the requirements of plan specification 5.1', () => {
  test('the specification’s fields, part by part', () => {
    const byPart = (part: PartId) => REQUIREMENTS.filter((r) => r.part === part).map((r) => r.field);
    expect(byPart('school-details')).toEqual([
      'school_name',
      'address',
      'contact_person',
      'current_students_staff',
      'peak_population',
      'contact_person_name',
      'contact_person_email',
      'emergency_contact_name',
      'emergency_contact_phone',
    ]);
    expect(byPart('water-supply-system')).toEqual([
      'source_type',
      'source_description',
      'treatment_description',
      'storage_capacity',
      'daily_demand',
      'moe_demand_calculation',
      'backflow_prevention_compliance',
      'resource_consent_number',
    ]);
    expect(byPart('source-water-risk')).toEqual([
      'catchment_description',
      'catchment_activities',
      'water_quality_issues',
      'water_quantity_assessment',
      'climate_change_assessment',
    ]);
    expect(byPart('treatment-barriers')).toEqual(['moe_risk_assessment', 'improvement_actions']);
    expect(byPart('monitoring-compliance')).toEqual([
      'operations_maintenance',
      'monitoring_schedule',
      'compliance_reporting',
      'previous_issues_documented',
    ]);
    expect(byPart('contingency-plans')).toEqual([
      'emergency_response_plan',
      'alternative_supply_plan',
      'boil_water_notice_procedure',
      'regulator_notification_responsible',
      'regulator_notification_method',
    ]);
    expect(byPart('appendix')).toEqual(['maintenance_records', 'water_test_results', 'system_documentation']);
    expect(byPart('review-process')).toEqual([
      'review_schedule',
      'review_responsibility',
      'revision_process',
    ]);
  });

  test('the specification’s number rules: students and staff ≥ 1, peak ≥ 1, storage ≥ 0, demand ≥ 0; catchment activities and improvement actions at least 1', () => {
    const rule = (field: string) => REQUIREMENTS.find((r) => r.field === field)!.rule;
    expect(rule('current_students_staff')).toEqual({ kind: 'number', min: 1 });
    expect(rule('peak_population')).toEqual({ kind: 'number', min: 1 });
    expect(rule('storage_capacity')).toEqual({ kind: 'number', min: 0 });
    expect(rule('daily_demand')).toEqual({ kind: 'number', min: 0 });
    expect(rule('catchment_activities')).toEqual({ kind: 'array', min: 1 });
    expect(rule('improvement_actions')).toEqual({ kind: 'array', min: 1 });
  });

  test('only the resource consent number is optional', () => {
    expect(REQUIREMENTS.filter((r) => r.optional).map((r) => r.standardId)).toEqual(['MOE-DWSP-2.08']);
  });

  test('standard ids are MOE-DWSP-{part number}.{nn}, once each, numbered 01 up without gaps in each part', () => {
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
    for (const part of PLAN_PARTS) {
      const own = [...REQUIREMENTS, ...EXTRA_CHECKS]
        .filter((r) => r.part === part.id)
        .map((r) => r.standardId)
        .sort();
      expect(own, part.id).toEqual(
        own.map((_, i) => `MOE-DWSP-${part.number}.${String(i + 1).padStart(2, '0')}`),
      );
    }
    expect(EXTRA_CHECKS.map((c) => c.standardId)).toEqual([
      'MOE-DWSP-2.09',
      'MOE-DWSP-2.10',
      'MOE-DWSP-4.03',
      'MOE-DWSP-6.06',
    ]);
  });

  test('every item lives in a catalogue section of its own part', () => {
    for (const r of [...REQUIREMENTS, ...EXTRA_CHECKS]) {
      expect(findSectionById(r.sectionId), r.standardId).toBeDefined();
      expect(partOf(r.sectionId)?.id, r.standardId).toBe(r.part);
    }
  });

  test('every highlight is a field of that section’s form; null only where the answer spans the section', () => {
    for (const r of [...REQUIREMENTS, ...EXTRA_CHECKS]) {
      if (r.highlight === null) continue;
      expect(
        fieldOf(r.sectionId, r.highlight),
        `${r.standardId} ${r.sectionId}.${r.highlight}`,
      ).toBeDefined();
    }
    expect(
      [...REQUIREMENTS, ...EXTRA_CHECKS].filter((r) => r.highlight === null).map((r) => r.standardId),
    ).toEqual(['MOE-DWSP-2.06', 'MOE-DWSP-3.02', 'MOE-DWSP-2.09']);
  });

  test('a field read directly is the form field of that name, required by the form', () => {
    for (const r of REQUIREMENTS) {
      if (r.value) continue;
      const f = fieldOf(r.sectionId, r.field);
      expect(f, `${r.standardId} ${r.sectionId}.${r.field}`).toBeDefined();
      expect(r.highlight, r.standardId).toBe(r.field);
      // A section that is complete has answered every Ministry field it holds.
      expect(f?.required, r.standardId).toBe(true);
    }
  });

  test('the fields read by the computed requirements exist in the forms', () => {
    expect(fieldOf('daily-demand', 'demand_population')?.kind).toBe('number');
    expect(fieldOf('daily-demand', 'per_person_demand')?.kind).toBe('number');
    expect(fieldOf('storage', 'storage_capacity')?.kind).toBe('number');
    expect(fieldOf('demand-storage', 'storage_days_required')?.kind).toBe('number');
    for (const group of ['agriculture', 'industrial', 'residential', 'recreational'])
      expect(fieldOf('catchment-activities', `${group}_activities`)?.kind, group).toBe('rows');
    const risks = fieldOf('risk-assessment', 'risks') as RowsField;
    expect(risks.kind).toBe('rows');
    const columns = risks.columns.map((c) => c.name);
    for (const c of ['residual_risk', 'identification', 'preventive']) expect(columns, c).toContain(c);
  });
});

describe('each requirement against real answers', () => {
  test('a missing answer: absent, blank or spaces only', () => {
    const missing = 'Missing required field: School name (MOE-DWSP-1.01)';
    expect(message(withAnswers(SAMPLE, 'background', { school_name: undefined }), 'MOE-DWSP-1.01')).toBe(
      missing,
    );
    expect(message(withAnswers(SAMPLE, 'background', { school_name: '' }), 'MOE-DWSP-1.01')).toBe(missing);
    expect(message(withAnswers(SAMPLE, 'background', { school_name: '   ' }), 'MOE-DWSP-1.01')).toBe(missing);
    expect(message({}, 'MOE-DWSP-1.01')).toBe(missing);
  });

  test('text: one character short fails, the minimum passes (spaces at the ends not counted)', () => {
    expect(message(withAnswers(SAMPLE, 'background', { school_name: ' K ' }), 'MOE-DWSP-1.01')).toBe(
      'Invalid value for School name: Must be a string with at least 2 characters (MOE-DWSP-1.01)',
    );
    expect(message(withAnswers(SAMPLE, 'background', { school_name: 'Ko' }), 'MOE-DWSP-1.01')).toBeNull();
    const nineteen = 'Two tanks, roof wat';
    expect(nineteen).toHaveLength(19);
    expect(message(withAnswers(SAMPLE, 'source', { source_description: nineteen }), 'MOE-DWSP-2.02')).toBe(
      'Invalid value for Source description: Must be a string with at least 20 characters (MOE-DWSP-2.02)',
    );
    expect(
      message(withAnswers(SAMPLE, 'source', { source_description: `${nineteen}e` }), 'MOE-DWSP-2.02'),
    ).toBeNull();
  });

  test('number: 0 people fails, 1 passes; a number as text fails', () => {
    const invalid = 'Invalid value for Current students and staff: Must be a number >= 1 (MOE-DWSP-1.04)';
    expect(message(withAnswers(SAMPLE, 'background', { current_students_staff: 0 }), 'MOE-DWSP-1.04')).toBe(
      invalid,
    );
    expect(
      message(withAnswers(SAMPLE, 'background', { current_students_staff: 1 }), 'MOE-DWSP-1.04'),
    ).toBeNull();
    expect(
      message(withAnswers(SAMPLE, 'background', { current_students_staff: '160' }), 'MOE-DWSP-1.04'),
    ).toBe(invalid);
    // Storage of 0 litres is an answer (≥ 0); −1 is not.
    expect(message(withAnswers(SAMPLE, 'storage', { storage_capacity: 0 }), 'MOE-DWSP-2.04')).toBeNull();
    expect(message(withAnswers(SAMPLE, 'storage', { storage_capacity: -1 }), 'MOE-DWSP-2.04')).toBe(
      'Invalid value for Storage capacity: Must be a number >= 0 (MOE-DWSP-2.04)',
    );
  });

  test('array: nothing ticked is missing; a single value instead of a list is invalid', () => {
    expect(message(withAnswers(SAMPLE, 'source', { source_type: [] }), 'MOE-DWSP-2.01')).toBe(
      'Missing required field: Water source type (MOE-DWSP-2.01)',
    );
    expect(message(withAnswers(SAMPLE, 'source', { source_type: 'roof_rainwater' }), 'MOE-DWSP-2.01')).toBe(
      'Invalid value for Water source type: Must be an array with at least 1 items (MOE-DWSP-2.01)',
    );
    expect(message(withAnswers(SAMPLE, 'source', { source_type: ['bore'] }), 'MOE-DWSP-2.01')).toBeNull();
  });

  test('object: the demand calculation is missing with no inputs, invalid with some, valid with all', () => {
    const noInputs = withAnswers(
      withAnswers(SAMPLE, 'daily-demand', { demand_population: undefined, per_person_demand: undefined }),
      'storage',
      { storage_capacity: undefined },
    );
    expect(message(noInputs, 'MOE-DWSP-2.06')).toBe(
      'Missing required field: Water demand calculation (MOE-DWSP-2.06)',
    );
    const someInputs = withAnswers(SAMPLE, 'daily-demand', { per_person_demand: undefined });
    expect(message(someInputs, 'MOE-DWSP-2.06')).toBe(
      'Invalid value for Water demand calculation: Must be a valid object (MOE-DWSP-2.06)',
    );
    expect(message(SAMPLE, 'MOE-DWSP-2.06')).toBeNull();
  });

  test('boolean: No is an answer; text is not', () => {
    expect(
      message(
        withAnswers(SAMPLE, 'maintenance-reporting', { previous_issues_documented: false }),
        'MOE-DWSP-5.04',
      ),
    ).toBeNull();
    expect(
      message(
        withAnswers(SAMPLE, 'maintenance-reporting', { previous_issues_documented: 'yes' }),
        'MOE-DWSP-5.04',
      ),
    ).toBe('Invalid value for Previous issues documented: Must be true or false (MOE-DWSP-5.04)');
    expect(
      message(
        withAnswers(SAMPLE, 'maintenance-reporting', { previous_issues_documented: null }),
        'MOE-DWSP-5.04',
      ),
    ).toBe('Missing required field: Previous issues documented (MOE-DWSP-5.04)');
  });

  test('the optional consent number counts only when answered', () => {
    expect(item(SAMPLE, 'MOE-DWSP-2.08')).toBeUndefined();
    const short = withAnswers(SAMPLE, 'resource-consent', {
      consent_required: true,
      resource_consent_number: 'AB',
    });
    expect(item(short, 'MOE-DWSP-2.08')).toMatchObject({
      kind: 'optional',
      passed: false,
      message:
        'Invalid value for Resource consent number: Must be a string with at least 3 characters (MOE-DWSP-2.08)',
    });
    const given = withAnswers(SAMPLE, 'resource-consent', {
      consent_required: true,
      resource_consent_number: 'AUTH139876.01.01',
    });
    expect(item(given, 'MOE-DWSP-2.08')).toMatchObject({ kind: 'optional', passed: true, message: null });
  });

  test('catchment activities: one activity in any of the four groups; none is missing; a non-list is invalid', () => {
    const none = {
      agriculture_activities: [],
      industrial_activities: undefined,
      residential_activities: [],
      recreational_activities: [],
    };
    expect(message(withAnswers(SAMPLE, 'catchment-activities', none), 'MOE-DWSP-3.02')).toBe(
      'Missing required field: Catchment activities (MOE-DWSP-3.02)',
    );
    const one = {
      ...none,
      industrial_activities: [
        {
          id: 'ind-1',
          activity: 'Sawmill 400 m upwind',
          distance_m: 400,
          effect: 'Dust',
          controls: 'Gutter guards',
        },
      ],
    };
    expect(message(withAnswers(SAMPLE, 'catchment-activities', one), 'MOE-DWSP-3.02')).toBeNull();
    expect(
      message(
        withAnswers(SAMPLE, 'catchment-activities', { agriculture_activities: 'dairy farm' }),
        'MOE-DWSP-3.02',
      ),
    ).toBe('Invalid value for Catchment activities: Must be an array with at least 1 items (MOE-DWSP-3.02)');
    expect(message({}, 'MOE-DWSP-3.02')).toBe('Missing required field: Catchment activities (MOE-DWSP-3.02)');
  });

  test('each item says where it lives and what kind it is', () => {
    expect(item({}, 'MOE-DWSP-4.01')).toEqual({
      standardId: 'MOE-DWSP-4.01',
      part: 'treatment-barriers',
      field: 'moe_risk_assessment',
      label: 'Risk assessment (MOE Table 4-1)',
      sectionId: 'risk-assessment',
      highlight: 'risks',
      kind: 'required',
      passed: false,
      message: 'Missing required field: Risk assessment (MOE Table 4-1) (MOE-DWSP-4.01)',
    });
  });
});

describe('extra check: storage meets demand (MOE-DWSP-2.09)', () => {
  test('the sample school stores 50,000 L against 260 × 20 L × 20 days = 104,000 L: fails', () => {
    expect(item(SAMPLE, 'MOE-DWSP-2.09')).toEqual({
      standardId: 'MOE-DWSP-2.09',
      part: 'water-supply-system',
      field: 'moe_demand_calculation',
      label: 'Storage meets demand',
      sectionId: 'demand-storage',
      highlight: null,
      kind: 'check',
      passed: false,
      message: 'Water demand calculation does not meet MOE storage requirements',
    });
  });

  test('storage equal to the requirement passes; a litre less fails', () => {
    expect(
      message(withAnswers(SAMPLE, 'storage', { storage_capacity: 104_000 }), 'MOE-DWSP-2.09'),
    ).toBeNull();
    expect(message(withAnswers(SAMPLE, 'storage', { storage_capacity: 103_999 }), 'MOE-DWSP-2.09')).toBe(
      DEMAND_FAILURE_MESSAGE,
    );
  });

  test('without the days from 2.6, a bore supply needs 1 day: 5,200 L', () => {
    const bore = withAnswers(withAnswers(SAMPLE, 'source', { source_type: ['bore'] }), 'demand-storage', {
      storage_days_required: undefined,
    });
    expect(message(withAnswers(bore, 'storage', { storage_capacity: 5_200 }), 'MOE-DWSP-2.09')).toBeNull();
    expect(message(withAnswers(bore, 'storage', { storage_capacity: 5_199 }), 'MOE-DWSP-2.09')).toBe(
      DEMAND_FAILURE_MESSAGE,
    );
  });

  test('an input stored as text is invalid data', () => {
    expect(message(withAnswers(SAMPLE, 'daily-demand', { demand_population: '260' }), 'MOE-DWSP-2.09')).toBe(
      'Invalid MOE water demand calculation data',
    );
    expect(
      message(withAnswers(SAMPLE, 'storage', { storage_capacity: 'fifty thousand' }), 'MOE-DWSP-2.09'),
    ).toBe('Invalid MOE water demand calculation data');
  });

  test('not counted until the calculation can be made', () => {
    expect(
      item(withAnswers(SAMPLE, 'daily-demand', { per_person_demand: undefined }), 'MOE-DWSP-2.09'),
    ).toBeUndefined();
    expect(item({}, 'MOE-DWSP-2.09')).toBeUndefined();
  });
});

describe('extra check: backflow score (MOE-DWSP-2.10)', () => {
  const options = (fieldOf('distribution', 'backflow_prevention_compliance') as ChoiceField).options.map(
    (o) => o.value,
  );
  const ticked = (values: readonly string[]) =>
    withAnswers(SAMPLE, 'distribution', { backflow_prevention_compliance: [...values] });

  test('2.4 lists 8 protections, and the sample ticks all of them', () => {
    expect(options).toHaveLength(8);
    expect([...(SAMPLE.distribution!.backflow_prevention_compliance as string[])].sort()).toEqual(
      [...options].sort(),
    );
  });

  test('8 of 8 ticked: 100%, passes', () => {
    expect(backflowScore(options)).toBe(100);
    expect(item(ticked(options), 'MOE-DWSP-2.10')).toMatchObject({
      kind: 'check',
      highlight: 'backflow_prevention_compliance',
      passed: true,
      message: null,
    });
  });

  test('7 of 8 ticked: 87.5% rounded down to 87, fails with the score in the message', () => {
    const seven = options.slice(0, 7);
    expect(backflowScore(seven)).toBe(87);
    expect(message(ticked(seven), 'MOE-DWSP-2.10')).toBe(
      'Backflow prevention compliance below MOE standards (87%)',
    );
  });

  test('1 of 8 ticked: 12%', () => {
    expect(message(ticked(options.slice(0, 1)), 'MOE-DWSP-2.10')).toBe(
      'Backflow prevention compliance below MOE standards (12%)',
    );
  });

  test('the minimum is 90: a score of 89 is below it and fails, 90 is not below it and passes', () => {
    // With 8 options no score falls between 87 and 100, so 89 and 90 are checked against the comparison
    // the check makes (score < BACKFLOW_MINIMUM_SCORE fails).
    expect(BACKFLOW_MINIMUM_SCORE).toBe(90);
    expect(89 < BACKFLOW_MINIMUM_SCORE).toBe(true);
    expect(90 < BACKFLOW_MINIMUM_SCORE).toBe(false);
    expect(backflowMessage(89)).toBe('Backflow prevention compliance below MOE standards (89%)');
  });

  test('ticks that are not one of the options, or repeated, do not raise the score', () => {
    const seven = options.slice(0, 7);
    expect(backflowScore([...seven, 'a_made_up_protection', seven[0]!])).toBe(87);
    expect(message(ticked([...seven, 'a_made_up_protection']), 'MOE-DWSP-2.10')).toBe(backflowMessage(87));
  });

  test('an answer that is not a list of options is invalid data', () => {
    expect(message(ticked([]), 'MOE-DWSP-2.10')).toBeUndefined();
    const asText = withAnswers(SAMPLE, 'distribution', { backflow_prevention_compliance: 'air_gaps' });
    expect(message(asText, 'MOE-DWSP-2.10')).toBe('Invalid backflow prevention compliance data');
    const withNumber = withAnswers(SAMPLE, 'distribution', {
      backflow_prevention_compliance: ['air_gaps', 3],
    });
    expect(message(withNumber, 'MOE-DWSP-2.10')).toBe('Invalid backflow prevention compliance data');
  });

  test('not counted while nothing is ticked: the required field reports it', () => {
    const none = ticked([]);
    expect(item(none, 'MOE-DWSP-2.10')).toBeUndefined();
    expect(message(none, 'MOE-DWSP-2.07')).toBe(
      'Missing required field: Backflow prevention (MOE-DWSP-2.07)',
    );
  });
});

describe('extra check: every risk assessed, MOE Table 4-1 (MOE-DWSP-4.03)', () => {
  const risks = SAMPLE['risk-assessment']!.risks as Record<string, unknown>[];
  const withRisks = (rows: unknown) => withAnswers(SAMPLE, 'risk-assessment', { risks: rows });

  test('the sample’s 13 risks are all assessed: passes', () => {
    expect(risks).toHaveLength(13);
    expect(item(SAMPLE, 'MOE-DWSP-4.03')).toMatchObject({ kind: 'check', highlight: 'risks', passed: true });
  });

  test('one risk without its residual risk: 12/13 assessed', () => {
    const rows = risks.map((r, i) => (i === 4 ? { ...r, residual_risk: null } : r));
    expect(message(withRisks(rows), 'MOE-DWSP-4.03')).toBe(
      'Incomplete MOE Table 4-1 risk assessment (12/13 risks assessed)',
    );
  });

  test('identification and preventive measures count too, and blank text is not filled in', () => {
    const rows = risks.map((r, i) =>
      i === 0 ? { ...r, identification: '  ' } : i === 1 ? { ...r, preventive: undefined } : r,
    );
    expect(message(withRisks(rows), 'MOE-DWSP-4.03')).toBe(
      'Incomplete MOE Table 4-1 risk assessment (11/13 risks assessed)',
    );
  });

  test('a table that is not a list of rows is invalid data', () => {
    expect(message(withRisks('several'), 'MOE-DWSP-4.03')).toBe('Invalid MOE risk assessment data');
    expect(message(withRisks([risks[0], null]), 'MOE-DWSP-4.03')).toBe('Invalid MOE risk assessment data');
    expect(message(withRisks([['a list']]), 'MOE-DWSP-4.03')).toBe('Invalid MOE risk assessment data');
  });

  test('not counted with no risks: the required table reports it', () => {
    expect(item(withRisks([]), 'MOE-DWSP-4.03')).toBeUndefined();
    expect(message(withRisks([]), 'MOE-DWSP-4.01')).toBe(
      'Missing required field: Risk assessment (MOE Table 4-1) (MOE-DWSP-4.01)',
    );
  });
});

describe('part scores', () => {
  test('scores round down: 8 of 9 items is 88, partially compliant', () => {
    const part2 = partCompliance('water-supply-system', SAMPLE);
    expect(part2.requiredFields).toBe(9);
    expect(part2.compliantFields).toBe(8);
    expect(part2.complianceScore).toBe(88);
    expect(part2.complianceLevel).toBe('partially_compliant');
  });

  test('2 of 3 is 66, not compliant; 6 of 9 is 66 too', () => {
    expect(partCompliance('appendix', SAMPLE).complianceScore).toBe(66);
    expect(partCompliance('appendix', SAMPLE).complianceLevel).toBe('non_compliant');
    const threeWrong = withAnswers(SAMPLE, 'background', {
      school_name: 'K',
      address: 'RD5',
      peak_population: 0,
    });
    expect(partCompliance('school-details', threeWrong)).toMatchObject({
      complianceScore: 66,
      requiredFields: 9,
      compliantFields: 6,
      complianceLevel: 'non_compliant',
    });
  });

  test('7 of 9 is 77, partially compliant', () => {
    const twoWrong = withAnswers(SAMPLE, 'background', { school_name: 'K', address: 'RD5' });
    expect(partCompliance('school-details', twoWrong)).toMatchObject({
      complianceScore: 77,
      complianceLevel: 'partially_compliant',
      criticalIssues: [
        'Invalid value for School name: Must be a string with at least 2 characters (MOE-DWSP-1.01)',
        'Invalid value for Address: Must be a string with at least 5 characters (MOE-DWSP-1.02)',
      ],
    });
  });

  test('each part reads only its own sections', () => {
    for (const part of PLAN_PARTS) {
      const ownSections = new Set(part.sections.map((s) => s.id));
      const own: PlanContents = Object.fromEntries(
        Object.entries(SAMPLE).filter(([id]) => ownSections.has(id)),
      );
      expect(partCompliance(part.id, own), part.id).toEqual(partCompliance(part.id, SAMPLE));
    }
  });
});

describe('the whole plan', () => {
  test('the Kōwhai Valley sample: 40 of 42 items, 95 (rounded down from 95.24), fully compliant', () => {
    const result = planCompliance(SAMPLE, AT);
    const scores = result.sectionCompliance.map((p) => [
      p.partId,
      p.compliantFields,
      p.requiredFields,
      p.complianceScore,
      p.complianceLevel,
    ]);
    expect(scores).toEqual([
      ['school-details', 9, 9, 100, 'fully_compliant'],
      ['water-supply-system', 8, 9, 88, 'partially_compliant'],
      ['source-water-risk', 5, 5, 100, 'fully_compliant'],
      ['treatment-barriers', 3, 3, 100, 'fully_compliant'],
      ['monitoring-compliance', 4, 4, 100, 'fully_compliant'],
      ['contingency-plans', 6, 6, 100, 'fully_compliant'],
      ['review-process', 3, 3, 100, 'fully_compliant'],
      ['appendix', 2, 3, 66, 'non_compliant'],
    ]);
    expect(result.overallCompliancePercentage).toBe(95);
    expect(result.complianceLevel).toBe('fully_compliant');
    expect(result.criticalFailing).toBe(0);
    expect(result.sectionsCompliant).toBe(6);
    expect(result.totalSections).toBe(8);
    expect(result.failingCount).toBe(2);
    expect(result.criticalIssues).toEqual([
      'Water demand calculation does not meet MOE storage requirements',
      'Missing required field: System documentation (MOE-DWSP-8.03)',
    ]);
    // Every id except the two failing and the optional consent number (not answered, so not counted).
    expect(result.moeStandardsMet).toEqual(
      [...REQUIREMENTS.map((r) => r.standardId), ...EXTRA_CHECKS.map((c) => c.standardId)]
        .filter((id) => !['MOE-DWSP-2.08', 'MOE-DWSP-2.09', 'MOE-DWSP-8.03'].includes(id))
        .sort(),
    );
    expect(result.lastAssessed).toBe('2026-03-10T02:00:00.000Z');
    expect(result.sectionCompliance[7]!.items.find((i) => !i.passed)).toMatchObject({
      sectionId: 'appendix-operations-maintenance',
      highlight: 'system_documentation',
    });
  });

  test('with the manuals attached: 41 of 42, 97, fully compliant; with enough storage too: 100', () => {
    const manual = {
      id: 'file-uv-manual',
      name: 'UV unit manual.pdf',
      mime: 'application/pdf',
      size: 812_345,
    };
    const withManual = withAnswers(SAMPLE, 'appendix-operations-maintenance', {
      system_documentation: [manual],
    });
    const better = planCompliance(withManual, AT);
    expect(better.overallCompliancePercentage).toBe(97);
    expect(better.complianceLevel).toBe('fully_compliant');
    expect(better.sectionsCompliant).toBe(7);
    expect(better.failingCount).toBe(1);
    const best = planCompliance(withAnswers(withManual, 'storage', { storage_capacity: 104_000 }), AT);
    expect(best.overallCompliancePercentage).toBe(100);
    expect(best.sectionsCompliant).toBe(8);
    expect(best.criticalIssues).toEqual([]);
    expect(best.moeStandardsMet).toHaveLength(42);
  });

  test('the empty plan: every required item missing, 0, not compliant', () => {
    const result = planCompliance({}, AT);
    const required = REQUIREMENTS.filter((r) => !r.optional);
    expect(required).toHaveLength(38);
    expect(result.overallCompliancePercentage).toBe(0);
    expect(result.complianceLevel).toBe('non_compliant');
    expect(result.sectionsCompliant).toBe(0);
    expect(result.failingCount).toBe(38);
    expect(result.moeStandardsMet).toEqual([]);
    expect(result.criticalIssues).toEqual(
      required.map((r) => `Missing required field: ${r.label} (${r.standardId})`),
    );
    expect(result.criticalIssues[0]).toBe('Missing required field: School name (MOE-DWSP-1.01)');
    expect(result.criticalIssues.at(-1)).toBe('Missing required field: System documentation (MOE-DWSP-8.03)');
    for (const part of result.sectionCompliance) {
      expect(part.complianceScore, part.partId).toBe(0);
      expect(part.complianceLevel, part.partId).toBe('non_compliant');
      expect(
        part.items.every((i) => i.kind === 'required' && !i.passed),
        part.partId,
      ).toBe(true);
    }
    expect(result.sectionCompliance.map((p) => p.requiredFields)).toEqual([9, 7, 5, 2, 4, 5, 3, 3]);
  });

  test('overall is over all items, not the mean of the part scores', () => {
    // Part 1 answered (9 of 9), the other seven empty (29 missing): 9 of 38 items = 23 (23.68 rounded
    // down). The mean of the part scores would be 100 / 8 = 12.
    const plan = Object.fromEntries(
      ['background', 'key-contacts'].map((id) => [id, SAMPLE[id]!]),
    ) as PlanContents;
    expect(planCompliance(plan, AT).overallCompliancePercentage).toBe(23);
  });

  test('parts not given are taken as empty, in plan order', () => {
    const result = overallCompliance([partCompliance('appendix', SAMPLE)], AT);
    expect(result.sectionCompliance.map((p) => p.partId)).toEqual(PLAN_PARTS.map((p) => p.id));
    expect(result.sectionCompliance[7]!.compliantFields).toBe(2);
    expect(result.failingCount).toBe(35 + 1);
  });
});

describe('docs/compliance.md', () => {
  const doc = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../docs/compliance.md'),
    'utf8',
  );
  const rows = new Map(
    [...doc.matchAll(/^\| (MOE-DWSP-\d+\.\d{2}) \| (.+) \|$/gm)].map((m) => [m[1]!, m[2]!.split(' | ')]),
  );
  const where = (sectionId: string) => {
    const s = findSectionById(sectionId)!;
    return `${s.number} ${s.title}`;
  };
  const formField = (sectionId: string, highlight: string | null) =>
    highlight === null ? 'whole section' : `\`${highlight}\` — ${fieldOf(sectionId, highlight)!.label}`;

  test('lists every standard id of the code, and no other', () => {
    expect([...rows.keys()].sort()).toEqual([...ALL_IDS].sort());
  });

  test('each required field’s row: field, label, section, form field and rule message', () => {
    for (const r of REQUIREMENTS) {
      const cells = rows.get(r.standardId)!;
      expect(cells, r.standardId).toHaveLength(6);
      expect(cells.slice(0, 4), r.standardId).toEqual([
        `\`${r.field}\``,
        r.label,
        where(r.sectionId),
        formField(r.sectionId, r.highlight),
      ]);
      expect(cells[5], r.standardId).toBe(ruleMessage(r.rule));
    }
  });

  test('each extra check’s row: field, label, section, form field and its messages', () => {
    for (const c of EXTRA_CHECKS) {
      const cells = rows.get(c.standardId)!;
      expect(cells.slice(0, 4), c.standardId).toEqual([
        `\`${c.field}\``,
        c.label,
        where(c.sectionId),
        formField(c.sectionId, c.highlight),
      ]);
    }
    const says = (id: string, text: string) => expect(rows.get(id)!.join(' | '), id).toContain(`\`${text}\``);
    says('MOE-DWSP-2.09', DEMAND_FAILURE_MESSAGE);
    says('MOE-DWSP-2.09', INVALID_DEMAND_DATA);
    says('MOE-DWSP-2.10', backflowMessage(0).replace('(0%)', '({score}%)'));
    says('MOE-DWSP-2.10', INVALID_BACKFLOW_DATA);
    says('MOE-DWSP-4.03', riskTableMessage(0, 1).replace('(0/1 ', '({assessed}/{total} '));
    says('MOE-DWSP-4.03', INVALID_RISK_DATA);
  });

  test('states the levels and the worked example as the code computes them', () => {
    const text = doc.replace(/\s+/g, ' ');
    expect(text).toContain(`**Fully compliant** at ${FULLY_COMPLIANT_AT} or more`);
    expect(text).toContain(`**Partially compliant** at ${PARTIALLY_COMPLIANT_AT} or more`);
    const sample = planCompliance(SAMPLE, AT);
    expect(text).toContain(
      `Overall 40/42 = 95.24, rounded down to **${sample.overallCompliancePercentage}: ${COMPLIANCE_LEVEL_LABELS[sample.complianceLevel].toLowerCase()}**`,
    );
    const empty = planCompliance({}, AT);
    expect(text).toContain(
      `An empty plan has ${empty.failingCount} items, all missing: ${empty.overallCompliancePercentage}, ${COMPLIANCE_LEVEL_LABELS[empty.complianceLevel].toLowerCase()}.`,
    );
  });
});

describe('the incident response and the notification of Taumata Arowai are critical (decision 021)', () => {
  const manual = { id: 'file-uv-manual', name: 'UV unit manual.pdf', mime: 'application/pdf', size: 812_345 };
  /** The sample with every item passing: manuals attached and enough storage. */
  const FULL = withAnswers(
    withAnswers(SAMPLE, 'appendix-operations-maintenance', { system_documentation: [manual] }),
    'storage',
    { storage_capacity: 104_000 },
  );

  test('a score of 95 or more with a failing critical item is only partially compliant', () => {
    expect(complianceLevel(100, 0)).toBe('fully_compliant');
    expect(complianceLevel(100, 1)).toBe('partially_compliant');
    expect(complianceLevel(95, 2)).toBe('partially_compliant');
    expect(complianceLevel(69, 1)).toBe('non_compliant');
  });

  test('the critical items: emergency response, boil water notice, who and how Taumata Arowai is notified, the 24/7 line', () => {
    expect([...REQUIREMENTS, ...EXTRA_CHECKS].filter((r) => r.critical).map((r) => r.standardId)).toEqual([
      'MOE-DWSP-6.01',
      'MOE-DWSP-6.03',
      'MOE-DWSP-6.04',
      'MOE-DWSP-6.05',
      'MOE-DWSP-6.06',
    ]);
  });

  test('the full sample is fully compliant; without who notifies Taumata Arowai it is not, at 97', () => {
    expect(planCompliance(FULL, AT).complianceLevel).toBe('fully_compliant');
    const plan = withAnswers(FULL, 'contingency-plans', { regulator_notification_responsible: undefined });
    const result = planCompliance(plan, AT);
    expect(result.overallCompliancePercentage).toBe(97);
    expect(result.complianceLevel).toBe('partially_compliant');
    expect(result.criticalFailing).toBe(1);
    expect(result.criticalIssues).toEqual([
      'Missing required field: Who notifies Taumata Arowai (MOE-DWSP-6.04)',
    ]);
    const part = result.sectionCompliance.find((p) => p.partId === 'contingency-plans')!;
    expect(part.complianceLevel).toBe('partially_compliant');
  });

  test('without how Taumata Arowai is notified, or with too short an answer: not fully compliant', () => {
    for (const method of [undefined, 'Phone them']) {
      const plan = withAnswers(FULL, 'contingency-plans', { regulator_notification_method: method });
      expect(planCompliance(plan, AT).complianceLevel, String(method)).toBe('partially_compliant');
    }
  });

  test('without the emergency response answers: not fully compliant', () => {
    const plan = withAnswers(FULL, 'contingency-plans', {
      emergency_response_plan: undefined,
      boil_water_notice_procedure: undefined,
    });
    const result = planCompliance(plan, AT);
    expect(result.overallCompliancePercentage).toBe(95);
    expect(result.complianceLevel).toBe('partially_compliant');
  });

  test('the 24/7 line: in the contacts or the method passes (spaces, +64 ignored); nowhere fails', () => {
    const noLine = withAnswers(FULL, 'contingency-plans', {
      emergency_contacts: [{ id: 'c1', name: 'Hemi', role: 'Plumber', phone: '021 555 0192' }],
      regulator_notification_method: 'The principal files the notification in Hinekōrako the same day.',
    });
    expect(message(noLine, 'MOE-DWSP-6.06')).toBe(URGENT_LINE_MESSAGE);
    expect(planCompliance(noLine, AT).complianceLevel).toBe('partially_compliant');
    const inMethod = withAnswers(noLine, 'contingency-plans', {
      regulator_notification_method: 'Call +64 4 889 8350 at once, then file in Hinekōrako.',
    });
    expect(message(inMethod, 'MOE-DWSP-6.06')).toBeNull();
    expect(
      message(
        withAnswers(noLine, 'contingency-plans', {
          emergency_contacts: [{ id: 'c2', name: 'Taumata Arowai', role: 'Regulator', phone: '048898350' }],
        }),
        'MOE-DWSP-6.06',
      ),
    ).toBeNull();
    expect(message({}, 'MOE-DWSP-6.06')).toBeUndefined();
  });

  test('a stored result from before `critical` existed still counts its critical items by id', () => {
    const part = partCompliance(
      'contingency-plans',
      withAnswers(FULL, 'contingency-plans', { emergency_response_plan: '' }),
    );
    const old = { ...part, items: part.items.map(({ critical: _c, ...rest }) => rest) };
    expect(overallCompliance([old], AT).criticalFailing).toBe(1);
  });
});
