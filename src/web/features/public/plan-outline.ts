// Written by scripts/gen-plan-outline.ts from src/domain/plan/catalogue.ts: do not edit (decision 026).
import type { PlanPart } from '../../../domain/plan/catalogue';

export type OutlinePart = Pick<PlanPart, 'number' | 'id' | 'title' | 'question'> & { sectionCount: number };

export const PLAN_OUTLINE_PARTS: readonly OutlinePart[] = [
  {
    number: 1,
    id: 'school-details',
    title: 'School Details',
    question: 'Who runs this water supply?',
    sectionCount: 2,
  },
  {
    number: 2,
    id: 'water-supply-system',
    title: 'Description of Water Supply',
    question: 'What makes up your water supply?',
    sectionCount: 9,
  },
  {
    number: 3,
    id: 'source-water-risk',
    title: 'Source Water Risk Management Plan',
    question: 'What could affect your water before it reaches the school?',
    sectionCount: 6,
  },
  {
    number: 4,
    id: 'treatment-barriers',
    title: 'Risks and Improvement Actions',
    question: 'What can go wrong, and what will you do about it?',
    sectionCount: 2,
  },
  {
    number: 5,
    id: 'monitoring-compliance',
    title: 'Compliance, Maintenance and Reporting',
    question: 'How do you know your controls are working?',
    sectionCount: 3,
  },
  {
    number: 6,
    id: 'contingency-plans',
    title: 'Contingency Plans',
    question: 'What will you do if something goes wrong?',
    sectionCount: 1,
  },
  {
    number: 7,
    id: 'review-process',
    title: 'Review',
    question: 'How will you keep this plan up to date?',
    sectionCount: 2,
  },
  {
    number: 8,
    id: 'appendix',
    title: 'Appendix',
    question: 'What records back up your plan?',
    sectionCount: 3,
  },
];
export const PART_COUNT = 8;
export const SECTION_COUNT = 28;
