/**
 * Part 4, Risks and Improvement Actions: the risk assessment (what can go wrong, how likely, how it
 * is controlled and how you know) and the improvement schedule (what will be fixed, by whom, by when).
 *
 * The risk rows follow the small-supply template's hazard questions (likelihood, controls, how you
 * know the controls work, improvements and timeframes) and the medium-supply guidance's steps A to F.
 * The 4.1 page offers the embedded risk register (../risk-register.ts) as suggestions; an accepted
 * suggestion fills a row and its hidden `register_id`. Rejected suggestions are kept by the page, not
 * by this form. Page numbers are those of the reference texts' page markers.
 */
import type { Option, SectionForm } from '../fields';
import { RISK_REGISTER, SUPPLY_COMPONENTS } from '../risk-register';

const SMALL = 'DWSP_Template_Small_26-100';
const MEDIUM = 'DWSP_Template_Medium_101-500';

const LIKELIHOOD: readonly Option[] = [
  { value: 'low', label: 'Low', hint: 'Unlikely to happen in the next few years.' },
  { value: 'medium', label: 'Medium', hint: 'Could well happen at some point.' },
  { value: 'high', label: 'High', hint: 'Likely to happen, or has happened before.' },
];

const RESIDUAL: readonly Option[] = [
  { value: 'low', label: 'Low', hint: 'Well controlled; little chance of anyone being harmed.' },
  { value: 'medium', label: 'Medium', hint: 'Controlled, but a failure could affect the water.' },
  { value: 'high', label: 'High', hint: 'Could make people ill; needs improving soon.' },
];

// ---------------------------------------------------------------------------------------------
// 4.1 Risk assessment
// ---------------------------------------------------------------------------------------------

const riskAssessment: SectionForm = {
  sectionId: 'risk-assessment',
  intro:
    'List what could go wrong with your water, from the source to the tap, and how you control it. WaiKura suggests the common risks for the parts your supply has: accept, change or reject each one, and add anything particular to your school. For each risk, rate how likely it is and how much risk is left with the controls you have now.',
  sources: [
    `${SMALL}, p. 5-8 (Q3: hazards A to H, likelihood, controls, how you know your controls are working)`,
    `${SMALL}, p. 9 (improvements and timeframes)`,
    `${MEDIUM}, p. 11 (Q 6: steps A to F of the risk assessment)`,
    `${MEDIUM}, p. 6 (Q 2.2: a team with a range of skills prepares the plan)`,
    `${MEDIUM}, p. 15 (Q 9: review at least annually and after incidents)`,
    'Plan specification 5.2 (every risk needs a residual risk, identification and preventive measures) and 9.8 (risk register)',
  ],
  groups: [
    {
      id: 'risks',
      title: 'Your risks',
      fields: [
        {
          kind: 'rows',
          name: 'risks',
          label: 'What can go wrong with your water?',
          regulatorLabel: 'Hazard identification and risk assessment',
          itemLabel: 'risk',
          required: true,
          minRows: 1,
          hint: 'One row per risk. Start from the suggestions for your supply, then add anything particular to your school, such as a neighbour’s spraying or a tank beside the car park.',
          example:
            'UV lamp fails or weakens: likelihood medium; caretaker reads the UV display every Monday; lamp replaced every January; residual risk medium.',
          columns: [
            {
              kind: 'select',
              name: 'component',
              label: 'Which part of the supply?',
              regulatorLabel: 'Supply component',
              options: SUPPLY_COMPONENTS,
              hint: 'The part of the supply where this goes wrong; the plan groups risks by part.',
              example: 'UV disinfection',
            },
            {
              kind: 'text',
              name: 'register_id',
              label: 'Register reference',
              hidden: true,
              maxLength: 64,
              hint: 'Filled in automatically when you accept a suggested risk, so the row stays linked to WaiKura’s risk register. There is nothing to type here.',
              example: 'uv-lamp-failure',
            },
            {
              kind: 'textarea',
              name: 'event',
              label: 'What can go wrong?',
              regulatorLabel: 'Hazardous event',
              required: true,
              hint: 'Describe the event in a sentence or two: what happens and what it does to the water.',
              example: 'The UV lamp weakens and germs pass through the unit alive.',
            },
            {
              kind: 'textarea',
              name: 'causes',
              label: 'What could cause it?',
              regulatorLabel: 'Possible causes',
              required: true,
              hint: 'The usual causes at your school, so each one can be checked.',
              example: 'Lamp more than 12 months old; dirty quartz sleeve; cloudy water after storms.',
            },
            {
              kind: 'textarea',
              name: 'identification',
              label: 'How would you know?',
              regulatorLabel: 'Existing identification measures',
              required: true,
              hint: 'What tells you it is happening: an alarm, a routine check, a test result, a complaint.',
              example:
                'Caretaker reads the UV intensity display every Monday; alarm on low intensity; E. coli test each term.',
            },
            {
              kind: 'textarea',
              name: 'preventive',
              label: 'What stops it happening now?',
              regulatorLabel: 'Existing preventive measures (controls)',
              required: true,
              hint: 'The controls already in place. Improvements you plan go in the last column and in 4.2.',
              example:
                'Lamp replaced every January; automatic shut-off valve; spare lamp in the caretaker’s shed.',
            },
            {
              kind: 'radio',
              name: 'likelihood',
              label: 'How likely is it?',
              regulatorLabel: 'Likelihood of occurrence',
              required: true,
              options: LIKELIHOOD,
              hint: 'How likely the event is to happen at your school, as the template asks for each hazard.',
              example: 'Medium',
            },
            {
              kind: 'radio',
              name: 'residual_risk',
              label: 'How much risk is left with your controls?',
              regulatorLabel: 'Residual risk',
              required: true,
              options: RESIDUAL,
              hint: 'Weigh how likely it still is against how many people could fall ill if it happens. Anything that could make people sick ranks above taste or colour problems.',
              example: 'Medium',
            },
            {
              kind: 'textarea',
              name: 'improvement_action',
              label: 'What would make it safer?',
              regulatorLabel: 'Improvement actions',
              hint: 'An improvement you could make. Add the ones you commit to, with an owner and a date, to the improvement schedule (4.2).',
              example: 'Send the UV alarm to the caretaker’s phone so it is noticed in the holidays.',
            },
          ],
        },
        {
          // Register suggestions the school set aside ("does not apply"): kept with the plan, drawn by the
          // page's suggestion panel rather than as a control.
          kind: 'checklist',
          name: 'rejected_suggestions',
          hidden: true,
          label: 'Suggested risks set aside',
          hint: 'Risks from the register that the school decided do not apply to its supply.',
          example: 'Residual chlorination risks for a school that does not chlorinate.',
          options: RISK_REGISTER.flatMap((e) => e.risks.map((r) => ({ value: r.id, label: r.title }))),
        },
        {
          kind: 'checklist',
          name: 'control_checks',
          label: 'How do you check that your controls are working?',
          regulatorLabel: 'Verification of controls',
          hint: 'Tick the checks you carry out. The small-supply template lists testing at least every three months as mandatory.',
          example:
            'All four: weekly visual checks, the maintenance log, UV readings and a water test each term.',
          options: [
            { value: 'visual_inspections', label: 'Regular visual inspections of the supply' },
            { value: 'maintenance_records', label: 'Recording maintenance and cleaning' },
            {
              value: 'treatment_monitoring',
              label: 'Monitoring the treatment (for example UV intensity readings)',
            },
            { value: 'three_monthly_testing', label: 'Having the water tested at least every three months' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          kind: 'text',
          name: 'assessed_by',
          label: 'Who took part in the risk assessment?',
          regulatorLabel: 'Risk assessment team',
          hint: 'Names and roles. A team that between them know the source, the treatment and the plumbing finds more risks.',
          example:
            'Principal, caretaker, the board’s property delegate and the plumber who services the UV unit.',
        },
        {
          kind: 'date',
          name: 'assessed_on',
          label: 'When did you last go through the whole list?',
          regulatorLabel: 'Date of assessment',
          hint: 'Review the list at least once a year and after any incident or change to the supply.',
          example: '2026-03-12',
        },
      ],
    },
  ],
  subsectionChecks: {
    'risk-identification': ['risks.event', 'risks.causes'],
    'risk-analysis': ['risks.likelihood'],
    'risk-evaluation': ['risks.residual_risk'],
    'control-measures': ['risks.identification', 'risks.preventive'],
  },
};

// ---------------------------------------------------------------------------------------------
// 4.2 Improvement schedule
// ---------------------------------------------------------------------------------------------

const improvementSchedule: SectionForm = {
  sectionId: 'improvement-schedule',
  intro:
    'Turn the improvements from your risk assessment into a plan: what will be done, who is responsible, by when, and whether it is done. Do first whatever could make people ill, then what keeps the water flowing. The board approves the budget and follows progress.',
  sources: [
    `${SMALL}, p. 9 (how the supply can be improved, and the timeframes)`,
    `${MEDIUM}, p. 11 (Q 6.3: step E, improvements; step F, priorities and timeframes)`,
    `${MEDIUM}, p. 6 (Q 2.1: the plan owner and budget approver make sure improvements are completed)`,
    'Plan specification 5.1 (improvement_actions, at least one)',
  ],
  groups: [
    {
      id: 'actions',
      fields: [
        {
          kind: 'rows',
          name: 'improvement_actions',
          label: 'What will you fix, and by when?',
          regulatorLabel: 'Improvement schedule',
          itemLabel: 'action',
          required: true,
          minRows: 1,
          hint: 'One row per action, with a named owner and a date you can meet. Keep finished rows: they show your progress.',
          example: 'Fit 1.5 mm mesh on both tank overflows: caretaker, by 2027-02-26, planned, about $150.',
          columns: [
            {
              kind: 'textarea',
              name: 'action',
              label: 'What will be done?',
              required: true,
              hint: 'A concrete step someone can finish, not a general aim.',
              example: 'Fit 1.5 mm stainless mesh on both tank overflows.',
            },
            {
              kind: 'text',
              name: 'from_risk',
              label: 'Risk reference',
              hidden: true,
              maxLength: 64,
              hint: 'Filled in automatically when you add an action offered from 4.1, so the action stays linked to its risk even if you reword it. There is nothing to type here.',
              example: 'kv-risk-1',
            },
            {
              kind: 'text',
              name: 'risk',
              label: 'Which risk does it reduce?',
              hint: 'The risk from 4.1 this action addresses, in a few words.',
              example: 'Contamination in a tank',
            },
            {
              kind: 'radio',
              name: 'priority',
              label: 'How urgent is it?',
              regulatorLabel: 'Priority',
              options: [
                { value: 'high', label: 'High', hint: 'Could make people ill.' },
                { value: 'medium', label: 'Medium', hint: 'Affects how reliable the supply is.' },
                { value: 'low', label: 'Low', hint: 'Worth doing when there is time and budget.' },
              ],
              hint: 'Rank by health impact first: anything that could make people ill comes before reliability or convenience.',
              example: 'High',
            },
            {
              kind: 'text',
              name: 'owner',
              label: 'Who is responsible?',
              regulatorLabel: 'Responsible person',
              required: true,
              hint: 'A named person or role who will see it through.',
              example: 'Caretaker (Hemi Walker)',
            },
            {
              kind: 'date',
              name: 'due_date',
              label: 'By when?',
              regulatorLabel: 'Timeframe',
              required: true,
              hint: 'A date you can meet; the template asks for a timeframe for every improvement.',
              example: '2027-02-26',
            },
            {
              kind: 'select',
              name: 'status',
              label: 'Where is it up to?',
              regulatorLabel: 'Status',
              required: true,
              options: [
                { value: 'planned', label: 'Planned' },
                { value: 'in_progress', label: 'In progress' },
                { value: 'done', label: 'Done' },
              ],
              hint: 'Update it as work moves along; the board and the annual review read it.',
              example: 'In progress',
            },
            {
              kind: 'date',
              name: 'completed_on',
              label: 'When was it finished?',
              when: { field: 'status', equals: 'done' },
              hint: 'The date the work was finished and checked.',
              example: '2026-08-14',
            },
            {
              kind: 'number',
              name: 'cost_estimate',
              label: 'Estimated cost',
              unit: 'NZ$',
              min: 0,
              hint: 'A rough figure helps the board plan the budget; leave it empty if you do not know yet.',
              example: '150',
            },
            {
              kind: 'textarea',
              name: 'notes',
              label: 'Notes',
              hint: 'Quotes, bookings, or what is holding it up.',
              example:
                'Plumber’s quote received 3 October; booked for the first week of the summer holidays.',
            },
          ],
        },
        {
          kind: 'text',
          name: 'budget_approver',
          label: 'Who approves the money for these improvements?',
          regulatorLabel: 'Budget approver',
          hint: 'The plan owner and the budget approver are responsible for making sure improvements are done; at a school this is usually the board.',
          example: 'Board of Trustees, on the property committee’s recommendation',
        },
        {
          kind: 'select',
          name: 'progress_reporting',
          label: 'How often does the board see progress on these actions?',
          regulatorLabel: 'Progress reporting',
          hint: 'Regular reporting keeps actions from stalling; choose what your board actually does.',
          example: 'At every board meeting',
          options: [
            { value: 'every_meeting', label: 'At every board meeting' },
            { value: 'each_term', label: 'Once a term' },
            { value: 'twice_yearly', label: 'Twice a year' },
            { value: 'annually', label: 'Once a year, at the annual review' },
          ],
        },
      ],
    },
  ],
};

export const PART_4_FORMS: readonly SectionForm[] = [riskAssessment, improvementSchedule];
