/**
 * Part 5 — Compliance, maintenance and reporting: how the school knows its controls work.
 *
 * The questions follow the Taumata Arowai medium-supply guidance (Question 7: inspection and
 * maintenance, monitoring with target, action and critical levels, calibration, written procedures),
 * the small-supply template (Q3 "How will you know your controls are working?") and the rules for
 * sampling, laboratories and reporting. Page numbers in `sources` and hints are the PDF pages (the page
 * markers of the reference texts); in the DWQAR guide that is one more than the printed page number.
 */
import { MAINTENANCE_COMPONENTS } from '../../maintenance';
import type { Option, SectionForm } from '../fields';

/** snake_case value of a label: "First-flush diverter" → "first_flush_diverter". */
export function optionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The parts of a school supply, as the maintenance log names them (one list for the whole product). */
export const SUPPLY_PART_OPTIONS: readonly Option[] = MAINTENANCE_COMPONENTS.map((label) => ({
  value: optionValue(label),
  label,
}));

/** How often a check, a service or a test is done. */
export const FREQUENCY_OPTIONS: readonly Option[] = [
  { value: 'daily', label: 'Every school day' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'three_monthly', label: 'Every three months (each term)' },
  { value: 'six_monthly', label: 'Every six months' },
  { value: 'annually', label: 'Once a year' },
  { value: 'two_yearly', label: 'Every two years' },
  { value: 'three_yearly', label: 'Every three years' },
  { value: 'after_heavy_rain', label: 'After heavy rain or a storm' },
  { value: 'manufacturer', label: "As the manufacturer's instructions say" },
];

/** What is tested or checked in the monitoring schedule. */
export const MONITORED_OPTIONS: readonly Option[] = [
  { value: 'e_coli', label: 'E. coli' },
  { value: 'total_coliforms', label: 'Total coliforms' },
  { value: 'turbidity', label: 'Turbidity (cloudiness)' },
  { value: 'uv_intensity', label: 'UV intensity or dose (UV unit display)' },
  { value: 'uv_transmittance', label: 'UV transmittance' },
  { value: 'free_available_chlorine', label: 'Free available chlorine (FAC)' },
  { value: 'ph', label: 'pH' },
  { value: 'metals', label: 'Metals from roofing (lead, copper, cadmium, zinc)' },
  { value: 'benzo_a_pyrene', label: 'Benzo(a)pyrene (soot from chimneys)' },
  { value: 'nitrate', label: 'Nitrate' },
  { value: 'filter_pressure', label: 'Filter pressure drop' },
  { value: 'visual_inspection', label: 'Visual inspection' },
  { value: 'other', label: 'Something else' },
];

export const PART_5_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'operations-maintenance',
    intro:
      'Write down the routine checks and servicing that keep your water safe: what is looked at, how often and who does it. ' +
      'The regulator expects these checks to be done and written down, so that anyone stepping in can see what is due. ' +
      'Start with what already happens at your school, then add what is missing.',
    sources: [
      'DWSP_Template_Medium_101-500, p. 12 (Q7.1 inspection and maintenance)',
      'DWSP_Template_Medium_101-500, p. 13 (Q7.4 written procedures and manuals)',
      'DWSP_Template_Medium_101-500, p. 7 (Q2.3 skills, training and back-up)',
      'DWSP_Template_Medium_101-500, p. 9 (Q5.2 redundancy and spare parts)',
      'Acceptable_Solution_Roof_Water (working draft), p. 9 (7.2 standard operating procedures, 7.3 inspection procedures)',
      'Acceptable_Solution_Roof_Water (working draft), p. 10 (7.4 maintenance, inspection and calibration frequencies)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 9 (G10 trained people, G11 hygiene code of practice)',
    ],
    groups: [
      {
        id: 'routine',
        title: 'Routine checks and servicing',
        fields: [
          {
            kind: 'textarea',
            name: 'operations_maintenance',
            label: 'How is your water supply looked after from week to week?',
            regulatorLabel: 'Operations and maintenance',
            hint:
              'In a few sentences, say who looks after the supply, what they check, and what a contractor services. ' +
              'Write it so that a reliever caretaker could follow it.',
            example:
              'Our caretaker checks the gutters, tank lids and the UV unit light every Monday and writes it in the water log in the caretaker’s shed. ' +
              'A plumbing contractor changes both filter cartridges every six months and the UV lamp every year.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'rows',
            name: 'routine_checks',
            label: 'What checks and servicing are done, how often and by whom?',
            regulatorLabel: 'Inspection and maintenance schedule',
            hint: 'One row per task. The roof water acceptable solution asks for filter cartridges at least every six months, mercury UV lamps within 12 months and the raw water tank cleaned at least every 10 years; the medium guidance suggests tank lids and screens monthly and pumps yearly.',
            example: 'Check tank lids, inlet screens and overflow mesh are in place — monthly — caretaker.',
            itemLabel: 'check',
            required: true,
            columns: [
              {
                kind: 'text',
                name: 'task',
                label: 'What is checked or done',
                hint: 'Say what is looked at or replaced, in a few words.',
                example: 'Replace the 20 micron sediment and 5 micron cartridge filters',
                required: true,
              },
              {
                kind: 'select',
                name: 'component',
                label: 'Part of the supply',
                hint: 'Which part of the supply the task is for.',
                example: 'Cartridge filter',
                options: SUPPLY_PART_OPTIONS,
              },
              {
                kind: 'select',
                name: 'frequency',
                label: 'How often',
                hint: 'Pick the interval you will actually keep to; the manufacturer’s interval is the longest allowed.',
                example: 'Every six months',
                required: true,
                options: FREQUENCY_OPTIONS,
              },
              {
                kind: 'text',
                name: 'responsible',
                label: 'Who does it',
                hint: 'A role or a company, so the task survives staff changes.',
                example: 'Caretaker (back-up: deputy principal)',
                required: true,
              },
              {
                kind: 'text',
                name: 'recorded_in',
                label: 'Where it is recorded',
                hint: 'Where the date and what was found are written down.',
                example: 'Water log, caretaker’s shed',
              },
            ],
          },
        ],
      },
      {
        id: 'people-procedures',
        title: 'People and written procedures',
        fields: [
          {
            kind: 'textarea',
            name: 'operator_training',
            label: 'Who is trained to do these checks, and who steps in when they are away?',
            regulatorLabel: 'Skills, training and back-up',
            hint:
              'People working on a drinking water supply must be suitably trained or experienced (rule G10). ' +
              'Name the training each person has had and the back-up for a long absence.',
            example:
              'The caretaker was shown the UV unit and filter change by the installer in 2024. The deputy principal has done the same walk-through and covers holidays and sick leave.',
          },
          {
            kind: 'checklist',
            name: 'written_procedures',
            label: 'Which written instructions do you have?',
            regulatorLabel: 'Standard operating procedures',
            hint: 'Tick the instructions that exist on paper or on file today. The ones you do not have yet are good improvement actions for section 4.2.',
            example:
              'Restarting the UV unit after a power cut; changing filter cartridges; cleaning the gutters.',
            options: [
              { value: 'operations_manual', label: 'An operations and maintenance manual for the supply' },
              { value: 'restart_treatment', label: 'Restarting the treatment after a power cut or alarm' },
              { value: 'inspection_checklist', label: 'A checklist for routine inspections' },
              {
                value: 'roof_gutter_cleaning',
                label: 'Roof and gutter cleaning, with the downpipes diverted',
              },
              { value: 'filter_change', label: 'Changing filter cartridges' },
              { value: 'uv_lamp_change', label: 'Changing the UV lamp and cleaning the sleeve' },
              { value: 'tank_cleaning', label: 'Inspecting and cleaning tanks' },
              { value: 'calibration', label: 'Checking or calibrating sensors and test meters' },
              { value: 'sampling', label: 'Taking and sending water samples' },
              { value: 'hygiene_code', label: 'A hygiene code for anyone working on the supply' },
            ],
          },
          {
            kind: 'textarea',
            name: 'hygiene_practice',
            label: 'How do people keep the water clean while they work on it?',
            regulatorLabel: 'Hygiene code of practice (G11)',
            hint: 'The rules ask for a short hygiene code: clean hands and tools, nobody with a stomach bug working on the supply, and tools never shared with wastewater work.',
            example:
              'Gloves and hand sanitiser are kept with the filter spares; tools used on the tanks are kept apart from the septic tank tools and wiped with diluted bleach before use.',
          },
          {
            kind: 'textarea',
            name: 'spare_parts',
            label: 'Which spare parts do you keep on site?',
            regulatorLabel: 'Spares and redundancy',
            hint: 'Spares let you fix a failure the same day instead of closing the taps. Say what is kept and where.',
            example:
              'One spare UV lamp, two sets of filter cartridges and a spare O-ring kit, in the locked cupboard in the caretaker’s shed.',
          },
        ],
      },
    ],
  },
  {
    sectionId: 'monitoring-reporting',
    intro:
      'Testing shows whether the barriers in your plan are working. List each test or check, where and how often it is done, and the levels that tell you all is well, that you need to act, or that the water may be unsafe. ' +
      'Then say how results and problems are reported.',
    sources: [
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 5 (notify the Authority when monitoring results exceed a MAV)',
      'DWSP_Template_Medium_101-500, p. 12 (Q7.2 operational monitoring: target, action and critical levels)',
      'DWSP_Template_Medium_101-500, p. 13 (Q7.2 sampling, Q7.3 calibration, IANZ-accredited laboratories)',
      'DWSP_Template_Medium_101-500, p. 9 (Q5.3 UV dose 40 mJ/cm², FAC at least 0.5 mg/L, pH 6.5–8)',
      'DWSP_Template_Small_26-100, p. 8 (Q3 ways of checking: testing every three months is mandatory)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 8 (G1(d) yearly report within 40 working days, quarterly reporting for medium supplies, G8 laboratories)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 9 (G6 and G7 sample labels and transport, G9 calibration)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 10 (E. coli positive at 1 per 100 mL or more)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 17 (T1.1 turbidity)',
      'Acceptable_Solution_Roof_Water (working draft), p. 10–11 (RF2 samples to the laboratory within 24 hours below 6 °C, RF5 E. coli every three months)',
      'Plan specification 5.5 (free chlorine residual 0.2–1.0 mg/L: WaiKura’s own figure, not stated in the regulator’s texts)',
    ],
    groups: [
      {
        id: 'monitoring',
        title: 'What is tested and checked',
        fields: [
          {
            kind: 'rows',
            name: 'monitoring_schedule',
            label: 'What do you test or check, and what results do you expect?',
            regulatorLabel: 'Monitoring schedule (target, action and critical levels)',
            hint: 'One row per test or check. The target level means all is well, the action level means something is drifting and needs attention, and the critical level means the water may be unsafe and you follow your incident plan.',
            example:
              'E. coli — kitchen tap after the UV unit — every three months — laboratory — target less than 1 per 100 mL — critical: any E. coli.',
            itemLabel: 'test or check',
            required: true,
            columns: [
              {
                kind: 'select',
                name: 'parameter',
                label: 'What is tested or checked',
                hint: 'E. coli is the test every supply needs; add the checks your treatment relies on, such as the UV display.',
                example: 'E. coli',
                required: true,
                options: MONITORED_OPTIONS,
              },
              {
                kind: 'text',
                name: 'location',
                label: 'Where',
                hint: 'The tap or point where the sample is taken or the reading made.',
                example: 'Staffroom kitchen tap, after the UV unit',
                required: true,
              },
              {
                kind: 'select',
                name: 'frequency',
                label: 'How often',
                hint: 'The small-supply template makes testing every three months mandatory; larger supplies may need to test more often.',
                example: 'Every three months (each term)',
                required: true,
                options: FREQUENCY_OPTIONS,
              },
              {
                kind: 'text',
                name: 'responsible',
                label: 'Who does it',
                hint: 'The person who takes the sample or reads the display, and the laboratory if one is used.',
                example: 'Caretaker takes the sample; Waikato Water Testing analyses it',
                required: true,
              },
              {
                kind: 'text',
                name: 'target_level',
                label: 'Target level (all is well)',
                hint: 'The result you expect when everything works: for E. coli less than 1 per 100 mL; for turbidity under 1 NTU.',
                example: 'Less than 1 per 100 mL',
              },
              {
                kind: 'text',
                name: 'action_level',
                label: 'Action level (something is drifting)',
                hint: 'The result that makes you look closer, test again or call the contractor.',
                example: 'Total coliforms found: check the UV unit and resample within a week',
              },
              {
                kind: 'text',
                name: 'critical_level',
                label: 'Critical level (water may be unsafe)',
                hint: 'The result that starts your incident plan in section 6.1; results over a Maximum Acceptable Value must be notified to Taumata Arowai.',
                example: 'Any E. coli: boil water notice and notify Taumata Arowai',
              },
            ],
          },
          {
            kind: 'text',
            name: 'laboratory',
            label: 'Which laboratory tests your water?',
            regulatorLabel: 'IANZ-accredited laboratory',
            hint: 'Samples must be analysed by a laboratory accredited by IANZ for that test (rule G8). Give its name and town.',
            example: 'Waikato Water Testing Ltd, Hamilton (IANZ accredited)',
          },
          {
            kind: 'textarea',
            name: 'sampling_procedure',
            label: 'How are samples taken and sent to the laboratory?',
            regulatorLabel: 'Sample collection and transport (G6–G8)',
            hint: 'Follow the laboratory’s instructions, label each bottle with your supply’s identifier, the date and the time, and keep it cool. The roof water acceptable solution asks for samples to reach the laboratory within 24 hours, below 6 °C.',
            example:
              'The caretaker collects sterile bottles from the lab, disinfects and runs the kitchen tap, fills the bottle on a Monday morning, and a staff member drops it at the Te Awamutu depot in a chilly bin the same day.',
          },
          {
            kind: 'textarea',
            name: 'equipment_checks',
            label: 'How do you know your meters and sensors read correctly?',
            regulatorLabel: 'Calibration and verification (G9)',
            hint: 'Handheld meters and UV sensors drift and must be checked as the manufacturer says. The roof water acceptable solution asks for UV sensors to be replaced or calibrated every two years.',
            example:
              'The UV intensity sensor is checked by the service contractor at each yearly lamp change and replaced every two years.',
          },
        ],
      },
      {
        id: 'reporting',
        title: 'Reporting results',
        fields: [
          {
            kind: 'textarea',
            name: 'compliance_reporting',
            label: 'How are test results and problems reported, and to whom?',
            regulatorLabel: 'Compliance reporting',
            hint:
              'Supplies of 26–100 people report their sampling to Taumata Arowai once a year, within 40 working days after the end of the calendar year; the regulator describes quarterly reporting for supplies of 101–500 people. ' +
              'Results over a Maximum Acceptable Value are notified straight away, and the board hears about every result.',
            example:
              'The principal enters the year’s results in Hinekōrako each February and reports every result to the next board meeting. Any E. coli result is notified to Taumata Arowai the same day.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'text',
            name: 'annual_report_responsible',
            label: 'Who sends the yearly compliance report to Taumata Arowai?',
            regulatorLabel: 'Annual Rules compliance report (G1)',
            hint: 'Name the role that submits the report and the person who covers if they are away.',
            example: 'Principal (back-up: office manager)',
          },
          {
            kind: 'checklist',
            name: 'results_shared_with',
            label: 'Who sees the test results?',
            regulatorLabel: 'Communicating results',
            hint: 'Tick everyone who is told the results. Sharing them builds trust and means problems are noticed early.',
            example: 'Board of trustees; staff; school community in the newsletter.',
            options: [
              { value: 'board', label: 'Board of trustees' },
              { value: 'staff', label: 'Staff' },
              { value: 'school_community', label: 'Parents and the school community' },
              { value: 'ministry_of_education', label: 'Ministry of Education property adviser' },
              { value: 'taumata_arowai', label: 'Taumata Arowai' },
              { value: 'contractor', label: 'Our maintenance contractor' },
            ],
          },
        ],
      },
    ],
  },
  {
    sectionId: 'maintenance-reporting',
    intro:
      'Records show that the checks in your plan really happen. Say where maintenance is written down, how long records are kept and how the board hears about the water supply. ' +
      'Records also help you spot equipment wearing out faster than expected.',
    sources: [
      'DWSP_Template_Medium_101-500, p. 12 (Q7.1 record when you do the activities)',
      'DWSP_Template_Medium_101-500, p. 13 (Q7.4 who records, who has access, who signs off)',
      'DWSP_Template_Medium_101-500, p. 8 (Q5 previous incidents and adverse events)',
      'Acceptable_Solution_Roof_Water (working draft), p. 10 (7.4 all activities recorded in logs, records retained)',
      'Acceptable_Solution_Mixed-Use_Rural_2025, p. 10 (MUR.17 records kept for at least three years)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 15 (S1.6 record and investigate taste and odour complaints)',
      'Plan specification 9.7 (retention: operational logs 2 years, water quality results 5 years, incident reports permanent)',
    ],
    groups: [
      {
        id: 'records',
        title: 'Keeping records',
        fields: [
          {
            kind: 'textarea',
            name: 'maintenance_recording',
            label: 'Where and how is maintenance written down?',
            regulatorLabel: 'Maintenance records',
            hint: 'Say where each check, repair and service is recorded, who writes it and who reads it. Every activity in your schedule should leave a dated record of what was found.',
            example:
              'The caretaker fills in the water log after each check; contractors leave a service sheet that the office scans into WaiKura. The principal reads the log at the end of each month.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'checklist',
            name: 'record_formats',
            label: 'What kinds of records do you keep?',
            regulatorLabel: 'Record keeping',
            hint: 'Tick every kind that is used. Paper is fine as long as it is dated, kept together and easy to find.',
            example: 'Paper logbook; contractor service reports; records in WaiKura.',
            options: [
              { value: 'paper_logbook', label: 'Paper logbook or checklist' },
              { value: 'spreadsheet', label: 'Spreadsheet' },
              { value: 'waikura', label: 'WaiKura maintenance log' },
              { value: 'contractor_reports', label: 'Contractor service reports' },
              { value: 'laboratory_reports', label: 'Laboratory reports' },
              { value: 'photos', label: 'Dated photos' },
            ],
          },
          {
            kind: 'number',
            name: 'records_kept_years',
            label: 'For how many years are records kept?',
            regulatorLabel: 'Record retention',
            hint: 'The mixed-use rural acceptable solution asks for at least three years. WaiKura’s guidance: keep operating logs at least 2 years, water test results 5 years and incident reports permanently.',
            example: '5',
            unit: 'years',
            min: 1,
            integer: true,
          },
          {
            kind: 'textarea',
            name: 'complaints_process',
            label: 'How are complaints about taste, smell or colour recorded?',
            regulatorLabel: 'Consumer complaints',
            hint: 'Complaints are often the first sign of a problem, so write down each one with the date, the tap and what was done.',
            example:
              'Staff tell the office; the office notes it in the water log and the caretaker checks the filters and UV unit the same day.',
          },
        ],
      },
      {
        id: 'board',
        title: 'Reporting to the board',
        fields: [
          {
            kind: 'textarea',
            name: 'board_reporting',
            label: 'How does the board of trustees hear about the water supply?',
            regulatorLabel: 'Reporting to the supply owner',
            hint: 'The board owns the supply and approves the money for improvements, so it needs regular news: checks done, test results, problems and what they cost.',
            example:
              'The principal’s report to each board meeting has a water section: tests since the last meeting, maintenance done, any problems and the improvement actions still open.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'select',
            name: 'board_report_frequency',
            label: 'How often does the board get a water report?',
            regulatorLabel: 'Reporting frequency',
            hint: 'Most schools add it to the principal’s report; problems are reported straight away whatever the schedule.',
            example: 'At every board meeting',
            options: [
              { value: 'every_meeting', label: 'At every board meeting' },
              { value: 'termly', label: 'Once a term' },
              { value: 'six_monthly', label: 'Twice a year' },
              { value: 'annually', label: 'Once a year' },
            ],
          },
          {
            kind: 'yesno',
            name: 'previous_issues_documented',
            label: 'Have past problems with the water been written down?',
            regulatorLabel: 'Previous water quality issues documented',
            hint: 'Think of failed tests, complaints, breakdowns, dry spells and times the taps were closed. Knowing what went wrong before helps you plan for it.',
            example:
              'Yes — a positive total coliform result in 2023 and a UV lamp failure in 2024 are in the water log.',
            required: true,
          },
          {
            kind: 'textarea',
            name: 'previous_issues_summary',
            label: 'What were they, and where are they recorded?',
            regulatorLabel: 'Previous issues',
            hint: 'A line for each problem: when, what happened and what was done. Longer details can stay in the log.',
            example:
              'March 2023: total coliforms found after a storm; the gutters were cleaned and the UV sleeve replaced, and the retest was clear. Recorded in the water log and board minutes.',
            required: true,
            when: { field: 'previous_issues_documented', equals: true },
          },
          {
            kind: 'textarea',
            name: 'previous_issues_plan',
            label: 'How will you find out about past problems and record them?',
            regulatorLabel: 'Previous issues',
            hint: 'Ask long-serving staff, the caretaker, the board and your contractor, and check old laboratory reports.',
            example:
              'The principal will ask the former caretaker and the plumber, and check the lab reports since 2020, by the end of Term 1.',
            required: true,
            when: { field: 'previous_issues_documented', equals: false },
          },
        ],
      },
    ],
  },
];
