/**
 * Part 7 — Review: how the plan is kept current, and the record of each review.
 *
 * Follows the small-supply template's Question 5 (triggers for review, reviewer, timeframe) and
 * approval page, and the medium guidance's Question 9. Page numbers are the PDF pages (the page markers
 * of the reference texts).
 */

import { MONTHS } from '../../months';
import type { SectionForm } from '../fields';

export const PART_7_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'annual-process',
    intro:
      'Your plan is a living document: it is only useful while it matches your supply. ' +
      'Decide when it is reviewed each year, who leads the review, what makes you review it early, and how the board approves the changes.',
    sources: [
      'DWSP_Template_Small_26-100, p. 11 (Q5 triggers for review, reviewer and timeframe)',
      'DWSP_Template_Small_26-100, p. 12 (approval by the supply owner or representative)',
      'DWSP_Template_Medium_101-500, p. 15 (Q9 review regularly, at least annually suggested; lodge an amended plan after a material change)',
      'DWSP_Template_Medium_101-500, p. 5 (the person in effective control signs off the plan)',
      'Quick_Guide_to_Uploading_DWSP, p. 1–3 (uploading a plan in Hinekōrako)',
    ],
    groups: [
      {
        id: 'schedule',
        title: 'When and by whom',
        fields: [
          {
            kind: 'select',
            name: 'review_schedule',
            label: 'How often is the whole plan reviewed?',
            regulatorLabel: 'Review schedule',
            hint: 'Taumata Arowai suggests reviewing at least once a year, and sooner when something changes.',
            example: 'Every year',
            required: true,
            options: [
              { value: 'annually', label: 'Every year' },
              { value: 'six_monthly', label: 'Every six months' },
              { value: 'termly', label: 'Every term' },
            ],
          },
          {
            kind: 'select',
            name: 'review_month',
            label: 'In which month is the routine review done?',
            regulatorLabel: 'Review timeframe',
            hint: 'Pick a month when the people who run the supply are at school and not swamped, and put it in the school calendar.',
            example: 'March, after the yearly compliance report is sent',
            options: MONTHS.map((m) => ({ value: m.toLowerCase(), label: m })),
          },
          {
            kind: 'text',
            name: 'review_responsibility',
            label: 'Who leads the review?',
            regulatorLabel: 'Review responsibility (reviewer)',
            hint: 'Name the role that makes sure the review happens and the plan is updated.',
            example: 'Principal',
            required: true,
          },
          {
            kind: 'textarea',
            name: 'review_team',
            label: 'Who else takes part?',
            regulatorLabel: 'Review team',
            hint: 'Include the people who know how the supply works day to day and the people who approve spending.',
            example:
              'The caretaker, the office manager, the board’s property delegate and, every second year, our plumbing contractor.',
          },
        ],
      },
      {
        id: 'triggers',
        title: 'Reviewing early',
        fields: [
          {
            kind: 'checklist',
            name: 'review_triggers',
            label: 'What makes you review the plan straight away, before the routine review?',
            regulatorLabel: 'Triggers for review',
            hint: 'Tick every event that will start a review. After an incident, review the plan once the water is safe again.',
            example: 'An incident or failed test; a change to the source or equipment; a new caretaker.',
            required: true,
            options: [
              {
                value: 'incident',
                label:
                  'The water was unsafe, there was an incident, or a test was over a Maximum Acceptable Value',
              },
              { value: 'source_change', label: 'A change to the water source' },
              { value: 'people_change', label: 'A change in who looks after the supply' },
              {
                value: 'equipment_change',
                label: 'A change to the treatment, tanks, pipes or how they are run',
              },
              { value: 'population_change', label: 'A big change in the number of students and staff' },
              { value: 'test_results_change', label: 'Test results that show the source water has changed' },
            ],
          },
        ],
      },
      {
        id: 'changes',
        title: 'Making and approving changes',
        fields: [
          {
            kind: 'textarea',
            name: 'revision_process',
            label: 'How are changes to the plan made, approved and recorded?',
            regulatorLabel: 'Revision process',
            hint: 'Say who updates the plan, who approves it and where the review is recorded. After a material change to the supply, the amended plan must be sent to Taumata Arowai as soon as reasonably practicable, for example by uploading it in Hinekōrako.',
            example:
              'The principal updates the plan in WaiKura after the review meeting, the board approves it at its next meeting, and the review is recorded in section 7.2. If the supply changed, the principal uploads the new plan in Hinekōrako.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'textarea',
            name: 'board_notification',
            label: 'How is the board told about the review and asked to approve the plan?',
            regulatorLabel: 'Approval by the supply owner',
            hint: 'The board owns the supply: it approves the plan and commits to the improvements in it. Say how and when that happens.',
            example:
              'The principal presents the reviewed plan and the open improvement actions at the April board meeting; the approval is minuted and the chair signs the approval page.',
            required: true,
            minLength: 20,
          },
        ],
      },
    ],
  },
  {
    sectionId: 'annual-review',
    intro:
      'Keep a record of every review of this plan: when it happened, who took part, what changed and when the next one is due. ' +
      'The record shows your board and the regulator that the plan is kept up to date.',
    sources: [
      'DWSP_Template_Small_26-100, p. 11 (Q5 reviewer and timeframe)',
      'DWSP_Template_Small_26-100, p. 12 (approver’s name and date)',
      'DWSP_Template_Medium_101-500, p. 15 (Q9 reasons to review; lodge an amended plan with Taumata Arowai)',
      'Platform specification 3 (ReviewProcess: review_date, review_team, changes_made, next_review_date, board_notification)',
    ],
    groups: [
      {
        id: 'history',
        title: 'Review record',
        fields: [
          {
            kind: 'rows',
            name: 'review_history',
            label: 'When was the plan reviewed, and what changed?',
            regulatorLabel: 'Review history',
            hint: 'Add a row after every review, routine or early. Write "No changes needed" when that was the outcome.',
            example:
              '12 March 2026 — routine — principal, caretaker, board delegate — added the second filter change each year — next review March 2027.',
            itemLabel: 'review',
            required: true,
            columns: [
              {
                kind: 'date',
                name: 'review_date',
                label: 'Date of the review',
                hint: 'The day the review meeting was held.',
                example: '2026-03-12',
                required: true,
              },
              {
                kind: 'select',
                name: 'reason',
                label: 'Why it was reviewed',
                hint: 'A routine review or one of your triggers.',
                example: 'Routine yearly review',
                options: [
                  { value: 'routine', label: 'Routine yearly review' },
                  { value: 'incident', label: 'After an incident or failed test' },
                  { value: 'supply_change', label: 'A change to the source or equipment' },
                  { value: 'people_change', label: 'A change in who looks after the supply' },
                  { value: 'other', label: 'Something else' },
                ],
              },
              {
                kind: 'text',
                name: 'review_team',
                label: 'Who took part',
                hint: 'Names and roles of the people in the review.',
                example: 'Principal, caretaker, board property delegate',
                required: true,
              },
              {
                kind: 'textarea',
                name: 'changes_made',
                label: 'What changed',
                hint: 'The sections changed and why, in a sentence or two.',
                example:
                  'Filters now changed every six months instead of yearly (section 5.1); new plumber’s number (section 6.1).',
                required: true,
              },
              {
                kind: 'date',
                name: 'next_review_date',
                label: 'Next review due',
                hint: 'No more than a year after this review.',
                example: '2027-03-11',
                required: true,
              },
              {
                kind: 'yesno',
                name: 'board_notified',
                label: 'Was the board told and did it approve?',
                hint: 'Yes once the board has seen the reviewed plan.',
                example: 'Yes',
                required: true,
              },
              {
                kind: 'yesno',
                name: 'sent_to_regulator',
                label: 'Was the amended plan sent to Taumata Arowai?',
                hint: 'Needed after a material change to the supply; not needed when nothing material changed.',
                example: 'No (no material change)',
              },
            ],
          },
          {
            kind: 'textarea',
            name: 'outstanding_items',
            label: 'What is still to be done from the last review?',
            regulatorLabel: 'Outstanding review actions',
            hint: 'Anything the review decided but has not happened yet. Larger fixes belong in the improvement schedule (section 4.2).',
            example:
              'Write the restart procedure for the UV unit and laminate it next to the unit (due end of Term 2).',
          },
          {
            kind: 'files',
            name: 'review_evidence',
            label: 'Attach the board minutes or the signed approval',
            regulatorLabel: 'Evidence of approval',
            hint: 'A scan or photo of the minuted approval is enough.',
            example: 'Board minutes, 9 April 2026, item 6 (PDF)',
            accept: 'documents',
          },
        ],
      },
    ],
  },
];
