/**
 * Part 8 — Appendix: the records behind the plan (test results, operating records, servicing).
 *
 * What a sample record holds follows the DWQAR guide's sample reporting (G1(c), G6); what the manual
 * and the maintenance records hold follows the roof water acceptable solution (7.1, 7.4 and its audit
 * checklist). Page numbers are the PDF pages (the page markers of the reference texts); in the DWQAR
 * guide that is one more than the printed page number.
 */
import type { SectionForm } from '../fields';
import { SUPPLY_PART_OPTIONS } from './part-5';

export const PART_8_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'water-quality-monitoring',
    intro:
      'Record every water test result here, with its sample ID, the part of the supply and its ID, the date, where it was taken and the laboratory that tested it. ' +
      'Attach the laboratory reports so that the originals stay with your plan.',
    sources: [
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 7 (G1(c) sample details: supply component ID, sample ID, sample date, result with units)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 10 (E. coli positive at 1 per 100 mL or more; total coliforms)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 17 (T1.1 turbidity: under 1 NTU is crystal clear, under 5 NTU for UV to work well)',
      'DWSP_Template_Medium_101-500, p. 9 (Q5.3 FAC at least 0.5 mg/L after chlorine, pH 6.5–8)',
      'DWSP_Template_Medium_101-500, p. 8 (Q5.1 attach source water test results)',
      'Plan specification 5.5 (free chlorine residual 0.2–1.0 mg/L: WaiKura’s own figure, not stated in the regulator’s texts)',
    ],
    groups: [
      {
        id: 'results',
        title: 'Test results',
        fields: [
          {
            kind: 'rows',
            name: 'water_test_results',
            label: 'What did each water test show?',
            regulatorLabel: 'Water quality monitoring results',
            hint: 'One row per sample, copied from the laboratory report. Leave a column empty when that test was not done.',
            example:
              '9 November 2026 — staffroom kitchen tap — E. coli <1, total coliforms <1, turbidity 0.3 NTU.',
            itemLabel: 'test result',
            required: true,
            columns: [
              {
                kind: 'date',
                name: 'sample_date',
                label: 'Sample date',
                hint: 'The day the sample was taken, not the day the report came.',
                example: '2026-11-09',
                required: true,
              },
              {
                kind: 'text',
                name: 'sample_id',
                label: 'Sample ID',
                hint: 'The ID you wrote on the bottle and the laboratory copied onto its report; you choose it. The yearly report to Taumata Arowai needs it for every sample.',
                example: 'KVS-2026-11-T1',
                required: true,
              },
              {
                kind: 'select',
                name: 'supply_component',
                label: 'Part of the supply sampled',
                hint: 'Where in the supply the sample comes from: the source, the water leaving the treatment, or the pipes and taps it reaches.',
                example: 'Treatment plant (water after the UV unit)',
                required: true,
                options: [
                  { value: 'source', label: 'Source abstraction point (before treatment)' },
                  { value: 'treatment_plant', label: 'Treatment plant (water leaving the treatment)' },
                  { value: 'distribution_zone', label: 'Distribution zone (pipes and taps after treatment)' },
                ],
              },
              {
                kind: 'text',
                name: 'supply_component_id',
                label: 'Supply component ID',
                hint: 'The ID Taumata Arowai gave that part of your supply; it is on your supply dashboard in Hinekōrako. The yearly report needs it for every sample.',
                example: 'TP01234',
                required: true,
              },
              {
                kind: 'text',
                name: 'sample_point',
                label: 'Where it was taken',
                hint: 'The tap or tank, and whether it is before or after treatment.',
                example: 'Staffroom kitchen tap (after UV)',
                required: true,
              },
              {
                kind: 'text',
                name: 'laboratory',
                label: 'Laboratory',
                hint: 'The IANZ-accredited laboratory that did the test.',
                example: 'Waikato Water Testing Ltd',
                required: true,
              },
              {
                kind: 'number',
                name: 'e_coli',
                label: 'E. coli',
                hint: 'Enter 0 when the report says "<1" or "not detected". Any E. coli (1 per 100 mL or more) means the water is unsafe.',
                example: '0',
                unit: 'per 100 mL',
                min: 0,
              },
              {
                kind: 'number',
                name: 'total_coliforms',
                label: 'Total coliforms',
                hint: 'Enter 0 for "<1". Coliforms after treatment mean bacteria are getting through: check the treatment.',
                example: '0',
                unit: 'per 100 mL',
                min: 0,
              },
              {
                kind: 'number',
                name: 'turbidity',
                label: 'Turbidity',
                hint: 'Clear water is under 1 NTU; over 1 NTU after treatment means something has changed.',
                example: '0.3',
                unit: 'NTU',
                min: 0,
              },
              {
                kind: 'number',
                name: 'ph',
                label: 'pH',
                hint: 'Roof water is often slightly acidic; chlorine works best between pH 6.5 and 8.',
                example: '6.8',
                min: 0,
                max: 14,
              },
              {
                kind: 'number',
                name: 'free_available_chlorine',
                label: 'Free available chlorine (FAC)',
                hint: 'Only if you chlorinate: the medium guidance asks for at least 0.5 mg/L straight after dosing. WaiKura’s own advice is 0.2–1.0 mg/L at the taps.',
                example: '0.4',
                unit: 'mg/L',
                min: 0,
              },
              {
                kind: 'text',
                name: 'notes',
                label: 'Notes',
                hint: 'Anything unusual: heavy rain before sampling, a retest, action taken.',
                example: 'Retest after the UV lamp change',
              },
            ],
          },
          {
            kind: 'files',
            name: 'lab_reports',
            label: 'Attach the laboratory reports',
            regulatorLabel: 'Laboratory reports',
            hint: 'The PDF or a photo of each report. They are the evidence behind the numbers above.',
            example: 'Waikato Water Testing report 26-11873 (PDF)',
            accept: 'documents',
          },
          {
            kind: 'textarea',
            name: 'results_summary',
            label: 'What do the results show over the past year?',
            regulatorLabel: 'Summary of monitoring results',
            hint: 'A sentence or two: were all results within the limits, and what was done when one was not?',
            example:
              'All four E. coli tests in 2026 were clear. Turbidity rose to 0.9 NTU in May after a storm; the filters were changed early.',
          },
        ],
      },
    ],
  },
  {
    sectionId: 'appendix-operations-maintenance',
    intro:
      'Attach the manuals and procedures that show how your supply is run, and list the logs you keep. ' +
      'Together they let someone new run the supply safely and show an auditor that the plan is followed.',
    sources: [
      'Acceptable_Solution_Roof_Water (working draft), p. 8–9 (7.1 contents of the operations and maintenance manual)',
      'Acceptable_Solution_Roof_Water (working draft), p. 13 (audit checklist: date of the manual’s last update, maintenance and testing records)',
      'DWSP_Template_Medium_101-500, p. 13 (Q7.4 written procedures: who checks, how often, where it is recorded)',
      'Acceptable_Solution_Mixed-Use_Rural_2025, p. 6 (MUR.4(h) written evidence of the UV dose and flow rate)',
    ],
    groups: [
      {
        id: 'documents',
        title: 'Manuals and procedures',
        fields: [
          {
            kind: 'files',
            name: 'system_documentation',
            label: 'Attach your operations manual and the equipment manuals',
            regulatorLabel: 'System documentation',
            hint: 'At least the operations and maintenance manual, or the manufacturers’ manuals for the filters and UV unit. Scans and photos are fine.',
            example:
              'Kōwhai Valley water supply manual 2026 (PDF); UV unit installation and operating manual (PDF)',
            accept: 'documents',
            required: true,
          },
          {
            kind: 'checklist',
            name: 'documents_held',
            label: 'Which of these documents do you have?',
            regulatorLabel: 'Operations and maintenance manual contents',
            hint: 'Tick what exists today. The roof water acceptable solution lists these as the contents of an operations and maintenance manual.',
            example:
              'Description of the supply; flow diagram; maintenance schedule; key contacts; UV unit manual.',
            options: [
              { value: 'supply_description', label: 'A description of the supply and its main parts' },
              { value: 'flow_diagram', label: 'A flow diagram with valves, pumps and bypasses' },
              { value: 'operating_procedures', label: 'Standard operating procedures' },
              { value: 'incident_procedures', label: 'Incident and emergency procedures' },
              { value: 'key_contacts', label: 'Key contacts' },
              { value: 'maintenance_schedule', label: 'Maintenance schedule' },
              { value: 'monitoring_procedures', label: 'Monitoring schedule and procedures' },
              { value: 'troubleshooting', label: 'Quick troubleshooting guide' },
              {
                value: 'uv_evidence',
                label: 'Written evidence of the UV dose (40 mJ/cm²) and maximum flow rate',
              },
              { value: 'training_records', label: 'Training records' },
            ],
          },
          {
            kind: 'date',
            name: 'manual_last_updated',
            label: 'When was the operations manual last updated?',
            regulatorLabel: 'Manual version date',
            hint: 'An auditor checks the date of the last update; update the manual whenever equipment changes.',
            example: '2026-03-12',
          },
          {
            kind: 'text',
            name: 'documents_location',
            label: 'Where are the paper copies kept?',
            regulatorLabel: 'Document location',
            hint: 'Somewhere the caretaker and a reliever can reach without asking.',
            example: 'Blue folder on the wall of the caretaker’s shed, beside the UV unit',
          },
        ],
      },
      {
        id: 'operating-records',
        title: 'Operating records',
        fields: [
          {
            kind: 'rows',
            name: 'operating_records',
            label: 'Which logs and records do you keep, and where?',
            regulatorLabel: 'Operating records',
            hint: 'One row per log: what it records and where it is kept. These records show that the checks in section 5.1 happen.',
            example:
              'Water log — weekly checks of gutters, tank lids and the UV light — caretaker’s shed — caretaker.',
            itemLabel: 'record',
            columns: [
              {
                kind: 'text',
                name: 'record',
                label: 'Name of the log or record',
                hint: 'What you call it at school.',
                example: 'Water log',
                required: true,
              },
              {
                kind: 'text',
                name: 'what_it_shows',
                label: 'What it records',
                hint: 'The checks, readings or events written in it.',
                example: 'Weekly checks of gutters, tank lids, UV light and filter pressure',
                required: true,
              },
              {
                kind: 'text',
                name: 'kept_where',
                label: 'Where it is kept',
                hint: 'A place or a system.',
                example: 'Caretaker’s shed; scanned into WaiKura each term',
                required: true,
              },
              {
                kind: 'text',
                name: 'kept_by',
                label: 'Who fills it in',
                hint: 'The role responsible for keeping it up to date.',
                example: 'Caretaker',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sectionId: 'maintenance-servicing',
    intro:
      'Keep a record of each service visit, filter change and UV lamp change, and of who services your equipment. ' +
      'An auditor looks for these records, and they tell you when the next job is due.',
    sources: [
      'Acceptable_Solution_Roof_Water (working draft), p. 10 (7.4 cartridge filters at least every six months, mercury UV lamps within 12 months, UV sensors every two years, raw water tank cleaned at least every 10 years, all work recorded)',
      'Acceptable_Solution_Roof_Water (working draft), p. 13 (audit checklist: records of filter replacement, lamp changes, sleeve and sensor cleaning, tank inspections)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 9 (G10 suitably trained or experienced people)',
      'Platform specification 3 (MaintenanceServicing records per school)',
    ],
    groups: [
      {
        id: 'records',
        title: 'Servicing records',
        fields: [
          {
            kind: 'rows',
            name: 'maintenance_records',
            label: 'What maintenance and servicing has been done?',
            regulatorLabel: 'Maintenance records',
            hint: 'One row per job, newest first. Filter cartridges are changed at least every six months and mercury UV lamps within 12 months, unless the manufacturer says more often.',
            example:
              '4 May 2026 — cartridge filter — replaced 20 µm and 5 µm cartridges — Walker Plumbing — next due November 2026.',
            itemLabel: 'maintenance record',
            required: true,
            columns: [
              {
                kind: 'date',
                name: 'date',
                label: 'Date',
                hint: 'The day the work was done.',
                example: '2026-05-04',
                required: true,
              },
              {
                kind: 'select',
                name: 'equipment',
                label: 'Equipment',
                hint: 'The part of the supply that was worked on.',
                example: 'UV unit',
                required: true,
                options: SUPPLY_PART_OPTIONS,
              },
              {
                kind: 'textarea',
                name: 'work_done',
                label: 'Work done',
                hint: 'What was done and anything found, for example a dirty sleeve or a worn seal.',
                example:
                  'Replaced the UV lamp and cleaned the quartz sleeve; the intensity reading was back to normal.',
                required: true,
              },
              {
                kind: 'text',
                name: 'done_by',
                label: 'Done by',
                hint: 'The person and company.',
                example: 'Hemi Walker, Walker Plumbing',
                required: true,
              },
              {
                kind: 'date',
                name: 'next_due',
                label: 'Next due',
                hint: 'When this job is next needed.',
                example: '2027-05-04',
              },
              {
                kind: 'text',
                name: 'from_log',
                label: 'Maintenance log reference',
                hidden: true,
                maxLength: 64,
                hint: 'Filled in automatically when you add work a contractor logged in WaiKura, so it is not offered twice. There is nothing to type here.',
                example: '7f3c9a52-0d1e-4b8a-9c61-2f4e5a6b7c8d',
              },
            ],
          },
          {
            kind: 'files',
            name: 'service_reports',
            label: 'Attach contractors’ service reports',
            regulatorLabel: 'Service reports',
            hint: 'The sheet or invoice the contractor leaves, scanned or photographed.',
            example: 'Walker Plumbing service report, 4 May 2026 (PDF)',
            accept: 'documents',
          },
        ],
      },
      {
        id: 'providers',
        title: 'Who services your equipment',
        fields: [
          {
            kind: 'rows',
            name: 'service_providers',
            label: 'Who services your equipment?',
            regulatorLabel: 'Service providers',
            hint: 'The companies and people who work on the supply. Check they are trained for the job, such as a registered plumber for the UV unit.',
            example: 'Walker Plumbing — UV unit, filters and pump — Hemi Walker — 021 555 0192.',
            itemLabel: 'service provider',
            columns: [
              {
                kind: 'text',
                name: 'company',
                label: 'Company',
                hint: 'The business name.',
                example: 'Walker Plumbing Ltd',
                required: true,
              },
              {
                kind: 'text',
                name: 'services',
                label: 'What they service',
                hint: 'The equipment or work they do.',
                example: 'UV unit, filters, pressure pump',
                required: true,
              },
              {
                kind: 'text',
                name: 'contact_name',
                label: 'Contact person',
                hint: 'Who to ask for.',
                example: 'Hemi Walker',
              },
              {
                kind: 'phone',
                name: 'phone',
                label: 'Phone',
                hint: 'The number to book or to call in a breakdown.',
                example: '021 555 0192',
              },
              {
                kind: 'email',
                name: 'email',
                label: 'E-mail',
                hint: 'For bookings and service reports.',
                example: 'hemi@walkerplumbing.co.nz',
              },
            ],
          },
          {
            kind: 'yesno',
            name: 'service_agreement',
            label: 'Do you have a servicing agreement with a contractor?',
            regulatorLabel: 'Servicing agreement',
            hint: 'An agreement means the contractor books the regular jobs, so filter and lamp changes are not forgotten.',
            example: 'Yes — Walker Plumbing visits every six months.',
          },
          {
            kind: 'textarea',
            name: 'service_agreement_details',
            label: 'What does the agreement cover?',
            regulatorLabel: 'Servicing agreement',
            hint: 'The visits, the jobs included and how quickly they come for a breakdown.',
            example:
              'Two visits a year (May and November): filter changes, UV sleeve clean, pump check; the UV lamp at the May visit; call-out within 24 hours for alarms.',
            when: { field: 'service_agreement', equals: true },
          },
        ],
      },
    ],
  },
];
