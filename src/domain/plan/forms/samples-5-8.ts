/**
 * One realistic, complete answer for every section of parts 5 to 8, for Kōwhai Valley School: a rural
 * school near Te Awamutu with 142 students and 18 staff, on roof water collected into two 25,000 L
 * polyethylene tanks, treated by a sediment filter, a 5 micron cartridge filter and a UV unit.
 *
 * Used to seed the demo school, and by tests of the section schemas and of the export. Every row has
 * its own id; file fields are empty (no uploads in seed data).
 */
export const SAMPLE_CONTENT_5_8: Record<string, Record<string, unknown>> = {
  'operations-maintenance': {
    operations_maintenance:
      'Our caretaker looks after the water supply. Every Monday he checks the gutters, the first-flush diverter, both tank lids and inlet screens, the filter pressure gauges and the green light on the UV unit, and writes what he found in the water log in the caretaker’s shed. ' +
      'Te Awamutu Plumbing & Pumps services the treatment every six months: both filter cartridges are changed at each visit and the UV lamp once a year in May. The roof and gutters are cleaned each summer holiday with the downpipes disconnected.',
    routine_checks: [
      {
        id: 'rc-1',
        task: 'Check the UV unit light is green and no alarm is showing',
        component: 'uv_unit',
        frequency: 'daily',
        responsible: 'Caretaker (back-up: office manager)',
        recorded_in: 'Water log, caretaker’s shed',
      },
      {
        id: 'rc-2',
        task: 'Check gutters, leaf guards and the first-flush diverter; empty the diverter',
        component: 'first_flush_diverter',
        frequency: 'weekly',
        responsible: 'Caretaker',
        recorded_in: 'Water log, caretaker’s shed',
      },
      {
        id: 'rc-3',
        task: 'On the first Monday of the month and after storms: check tank lids, inlet screens and overflow mesh; look for birds or vermin',
        component: 'storage_tank',
        frequency: 'monthly',
        responsible: 'Caretaker',
        recorded_in: 'Water log, caretaker’s shed',
      },
      {
        id: 'rc-4',
        task: 'Replace the 20 micron sediment and 5 micron cartridge filters',
        component: 'cartridge_filter',
        frequency: 'six_monthly',
        responsible: 'Te Awamutu Plumbing & Pumps',
        recorded_in: 'Service report, scanned into WaiKura',
      },
      {
        id: 'rc-5',
        task: 'Replace the UV lamp, clean the quartz sleeve and check the intensity sensor',
        component: 'uv_unit',
        frequency: 'annually',
        responsible: 'Te Awamutu Plumbing & Pumps',
        recorded_in: 'Service report, scanned into WaiKura',
      },
      {
        id: 'rc-6',
        task: 'Clean the roof and gutters and trim the oak branches over the hall roof',
        component: 'roof_and_gutters',
        frequency: 'annually',
        responsible: 'Caretaker with a roofing contractor',
        recorded_in: 'Water log, caretaker’s shed',
      },
      {
        id: 'rc-7',
        task: 'Check sludge depth in both tanks (every second January); clean when deeper than 50 mm',
        component: 'storage_tank',
        frequency: 'two_yearly',
        responsible: 'Te Awamutu Plumbing & Pumps; cleaning by a tank-cleaning contractor',
        recorded_in: 'Service report, scanned into WaiKura',
      },
    ],
    operator_training: [
      'The caretaker, Graeme Paterson, was trained on the UV unit and the filter change by the installer when the treatment went in (April 2022). ',
      'The office manager, Sue Lawton, has been shown the UV display, the alarm and the restart, and covers the daily checks during the caretaker’s leave. A second staff member is to be trained on the UV restart by the end of Term 2.',
    ].join(''),
    written_procedures: [
      'restart_treatment',
      'inspection_checklist',
      'filter_change',
      'uv_lamp_change',
      'sampling',
    ],
    hygiene_practice:
      'Gloves and hand sanitiser are kept with the filter spares. Nobody with a stomach bug works on the supply. Tools used on the tanks are stored apart from the septic tank tools and wiped with diluted bleach before use.',
    spare_parts:
      'One spare UV lamp, two sets of sediment and cartridge filters, and an O-ring kit, in the locked cupboard in the caretaker’s shed. A spare pressure pump is not kept; Te Awamutu Plumbing & Pumps holds one for us.',
  },

  'monitoring-reporting': {
    monitoring_schedule: [
      {
        id: 'ms-1',
        parameter: 'e_coli',
        location: 'Staffroom kitchen tap, after the UV unit',
        frequency: 'three_monthly',
        responsible: 'Caretaker takes the sample; Waikato Water Testing analyses it',
        target_level: 'Less than 1 per 100 mL',
        action_level: 'Not used: any E. coli is critical',
        critical_level: 'Any E. coli (1 per 100 mL or more): boil water notice, notify Taumata Arowai',
      },
      {
        id: 'ms-2',
        parameter: 'total_coliforms',
        location: 'Staffroom kitchen tap, after the UV unit',
        frequency: 'three_monthly',
        responsible: 'Caretaker; Waikato Water Testing',
        target_level: 'Less than 1 per 100 mL',
        action_level: 'Any coliforms: check UV unit and filters, resample within a week',
        critical_level: 'Coliforms again on the resample: follow the incident plan',
      },
      {
        id: 'ms-3',
        parameter: 'uv_intensity',
        location: 'UV unit display, caretaker’s shed',
        frequency: 'daily',
        responsible: 'Caretaker (back-up: office manager)',
        target_level: 'Green light, no alarm',
        action_level: 'Low-intensity warning: clean sleeve, call Te Awamutu Plumbing & Pumps',
        critical_level: 'Alarm or unit off: fountains off, bottled water out',
      },
      {
        id: 'ms-4',
        parameter: 'turbidity',
        location: 'Staffroom kitchen tap, after treatment',
        frequency: 'three_monthly',
        responsible: 'Waikato Water Testing (with the E. coli sample)',
        target_level: 'Under 1 NTU',
        action_level: '1 NTU or more: change the filters early and retest',
        critical_level: '5 NTU or more: UV may not work, follow the incident plan',
      },
      {
        id: 'ms-5',
        parameter: 'metals',
        location: 'Tank 1 outlet, before treatment',
        frequency: 'three_yearly',
        responsible: 'Caretaker samples between June and August; Waikato Water Testing',
        target_level: 'Under half the Maximum Acceptable Value',
        action_level: 'Over half the MAV: test more often and find the cause',
        critical_level: 'Over the MAV: notify Taumata Arowai, bottled water',
      },
      {
        id: 'ms-6',
        parameter: 'visual_inspection',
        location: 'Roof, gutters, tanks and first-flush diverter',
        frequency: 'weekly',
        responsible: 'Caretaker',
        target_level: 'Clean, lids on, screens intact',
        action_level: 'Debris, damage or animals found: fix the same day',
        critical_level: 'Dead animal or contamination in a tank: incident plan',
      },
    ],
    laboratory: 'Waikato Water Testing Ltd, Hamilton (IANZ accredited)',
    sampling_procedure:
      'The caretaker collects sterile bottles and instructions from the laboratory. On a Monday morning he disinfects and runs the staffroom kitchen tap, fills the bottle, and labels it with our supply component identifier, the date and the time. ' +
      'The office manager drives it to the laboratory’s Te Awamutu collection point in a chilly bin with ice packs the same morning.',
    equipment_checks:
      'The UV intensity sensor is checked by Te Awamutu Plumbing & Pumps at each yearly lamp change and replaced every two years. We have no handheld meters; turbidity is measured by the laboratory.',
    compliance_reporting:
      'The principal reports every result to the next board meeting and keeps the laboratory reports in WaiKura. As a medium supply (160 people on a normal day) we report our sampling to Taumata Arowai through Hinekōrako every quarter. ' +
      'Any E. coli result, or any result over a Maximum Acceptable Value, is notified to Taumata Arowai the same day by the principal, as set out in section 6.1.',
    annual_report_responsible: 'Principal (back-up: office manager)',
    results_shared_with: ['board', 'staff', 'school_community', 'contractor'],
  },

  'maintenance-reporting': {
    maintenance_recording:
      'The caretaker fills in the water log after every check. Contractors leave a service sheet, which the office manager scans into WaiKura the same week. ' +
      'The principal reads and initials the log at the end of each month.',
    record_formats: ['paper_logbook', 'waikura', 'contractor_reports', 'laboratory_reports'],
    records_kept_years: 5,
    complaints_process:
      'Staff and students tell the office. The office manager notes the date, the tap and the complaint in the water log, and the caretaker checks the filters and the UV unit the same day.',
    board_reporting:
      'The principal’s report to each board meeting has a water section: tests since the last meeting, maintenance done, any problems and what they cost, and the improvement actions still open. ' +
      'The board’s property delegate visits the caretaker’s shed once a year.',
    board_report_frequency: 'every_meeting',
    previous_issues_documented: true,
    previous_issues_summary:
      'March 2023: total coliforms (no E. coli) after a storm; gutters cleaned, UV sleeve replaced, the retest was clear. ' +
      'July 2024: UV lamp failed during the holidays; fountains were off for two days and bottled water used. Both are in the water log and the board minutes.',
  },

  'contingency-plans': {
    incident_types: [
      'damage_to_supply',
      'failed_sample',
      'natural_hazard',
      'power_cut',
      'water_shortage',
      'uv_failure',
      'spray_drift',
    ],
    potential_interruptions: [
      {
        id: 'pi-1',
        event: 'E. coli found in a water test',
        effect: 'The water may make people sick.',
        action:
          'Boil water notice straight away, fountains off, bottled water out, notify Taumata Arowai, Te Awamutu Plumbing & Pumps checks the UV unit and filters, retest until clear.',
        responsible: 'Principal (back-up: deputy principal)',
      },
      {
        id: 'pi-2',
        event: 'Power cut',
        effect: 'The pump and the UV unit stop; there is no treated water.',
        action:
          'Turn off the fountains and put out bottled water. When power returns, restart the UV unit as the laminated card says and wait for the green light before opening taps.',
        responsible: 'Caretaker (back-up: office manager)',
      },
      {
        id: 'pi-3',
        event: 'Tanks running low in a dry summer',
        effect: 'Not enough water for drinking and toilets.',
        action:
          'Put up water-saving notices when the tanks are below half; order 10,000 L from Waipā Water Cartage when below a quarter.',
        responsible: 'Office manager',
      },
      {
        id: 'pi-4',
        event: 'Spray drift from the neighbouring farm onto the roof',
        effect: 'Chemicals could wash into the tanks with the next rain.',
        action:
          'Disconnect the downpipes before the next rain, ask the farmer what was sprayed, get advice from the laboratory on testing.',
        responsible: 'Principal',
      },
    ],
    emergency_response_plan:
      '1. The principal (or the deputy principal) decides the water may be unsafe. 2. The caretaker turns off the drinking fountains and the kitchen tap and puts up the "Do not drink" signs from the red incident folder. ' +
      '3. The office sends the prepared message to staff and families. 4. The principal notifies Taumata Arowai. 5. The caretaker and Te Awamutu Plumbing & Pumps check the UV unit, the filters and the tanks. ' +
      '6. Samples are taken, and the taps are used again only after a clear result. 7. The plan is reviewed (section 7).',
    response_actions: [
      'investigate_cause',
      'advise_consumers',
      'notify_regulator',
      'prevent_recurrence',
      'notify_consumers',
      'take_samples',
    ],
    boil_water_notice_procedure:
      'Prepared "Boil water before drinking" signs and a prepared message are in the red incident folder in the office. The office sends the message to families through the school app and by e-mail within the hour, and teachers read it out in class. ' +
      'The kitchen boils water for drinking and the fountains stay off. The principal lifts the notice only after a clear retest and tells families the same way.',
    alternative_supply_plan:
      'Bottled water for one school day is kept in the office and rotated each term. Waipā Water Cartage, a registered water carrier, can deliver 10,000 L into Tank 1, before treatment, within a day. ' +
      'If the tanks themselves are contaminated, the school buys bottled water from the Te Awamutu supermarket until they are cleaned.',
    regulator_notification_responsible:
      'Principal (back-up: office manager, then the presiding member of the board)',
    regulator_notification_method:
      'For any E. coli result the principal phones Taumata Arowai on 04 889 8350 straight away, then files the notification in Hinekōrako the same day with what has been done so far. Other notifications are made in Hinekōrako on the day we find out.',
    hinekorako_access: true,
    emergency_contacts: [
      {
        id: 'ec-1',
        name: 'Hana Whitaker',
        role: 'Principal: leads every water incident',
        phone: '021 458 337',
        email: 'principal@kowhaivalley.school.nz',
        when_to_call: 'Any problem with the water',
      },
      {
        id: 'ec-2',
        name: 'Dave Morrison',
        role: 'Te Awamutu Plumbing & Pumps (services the UV unit, filters and pump)',
        phone: '07 871 3390',
        email: 'dave@tapumps.co.nz',
        when_to_call: 'UV alarm, pump failure, burst pipe',
      },
      {
        id: 'ec-3',
        name: 'Taumata Arowai',
        role: 'Drinking water regulator (24/7 line)',
        phone: '04 889 8350',
        email: 'info@taumataarowai.govt.nz',
        when_to_call: 'Water is or may be unsafe; people could become seriously ill',
      },
      {
        id: 'ec-4',
        name: 'Waikato Water Testing Ltd',
        role: 'IANZ-accredited laboratory',
        phone: '07 846 2210',
        email: 'samples@waikatowatertesting.co.nz',
        when_to_call: 'Urgent retests and sampling advice',
      },
      {
        id: 'ec-5',
        name: 'Waipā Water Cartage',
        role: 'Registered water carrier',
        phone: '07 870 1144',
        email: '',
        when_to_call: 'Tanks low or contaminated',
      },
    ],
    training_plans:
      'The principal goes through this plan at the first staff meeting of each year. The office manager, caretaker and deputy principal walk through a boil water notice once a year, and the plan is reviewed after every incident and at least every two years.',
    plan_location: 'Red incident folder in the school office, with a copy in the caretaker’s shed',
  },

  'annual-process': {
    review_schedule: 'annually',
    review_month: 'march',
    review_responsibility: 'Principal',
    review_team:
      'The caretaker, the office manager, the board’s property delegate and, every second year, Te Awamutu Plumbing & Pumps.',
    review_triggers: [
      'incident',
      'source_change',
      'people_change',
      'equipment_change',
      'population_change',
      'test_results_change',
    ],
    revision_process:
      'The principal updates the plan in WaiKura after the review meeting and records the review in section 7.2. The board approves the updated plan at its next meeting. ' +
      'If the supply changed materially, the principal uploads the amended plan to Taumata Arowai in Hinekōrako.',
    board_notification:
      'The principal presents the reviewed plan and the open improvement actions at the April board meeting. The approval is minuted and the presiding member of the board signs the approval page.',
  },

  'annual-review': {
    review_history: [
      {
        id: 'rh-1',
        review_date: '2025-03-13',
        reason: 'other',
        review_team: 'Principal, caretaker, office manager, board property delegate',
        changes_made:
          'First plan written in WaiKura from our 2022 treatment records; approved by the board and sent to Taumata Arowai.',
        next_review_date: '2026-03-12',
        board_notified: true,
        sent_to_regulator: true,
      },
      {
        id: 'rh-2',
        review_date: '2026-03-12',
        reason: 'routine',
        review_team:
          'Principal, caretaker, board property delegate, Dave Morrison (Te Awamutu Plumbing & Pumps)',
        changes_made:
          'Filters now changed every six months instead of yearly (5.1); new carrier’s number (6.1); roll updated to 142 students (1.1).',
        next_review_date: '2027-03-11',
        board_notified: true,
        sent_to_regulator: false,
      },
    ],
    outstanding_items:
      'Laminate the UV restart instructions and fix them beside the unit (due end of Term 1 2027).',
    review_evidence: [],
  },

  'water-quality-monitoring': {
    water_test_results: [
      {
        id: 'wt-1',
        sample_date: '2025-11-10',
        sample_id: 'KVS-2025-11-1',
        supply_component: 'treatment_plant',
        supply_component_id: 'TP01234',
        sample_point: 'Staffroom kitchen tap (after UV)',
        laboratory: 'Waikato Water Testing Ltd',
        e_coli: 0,
        total_coliforms: 0,
        turbidity: 0.2,
        ph: 6.6,
        notes: '',
      },
      {
        id: 'wt-2',
        sample_date: '2026-02-16',
        sample_id: 'KVS-2026-02-2',
        supply_component: 'treatment_plant',
        supply_component_id: 'TP01234',
        sample_point: 'Staffroom kitchen tap (after UV)',
        laboratory: 'Waikato Water Testing Ltd',
        e_coli: 0,
        total_coliforms: 0,
        turbidity: 0.3,
        ph: 6.7,
        notes: '',
      },
      {
        id: 'wt-3',
        sample_date: '2026-02-16',
        sample_id: 'KVS-2026-02-3',
        supply_component: 'source',
        supply_component_id: 'SA01234',
        sample_point: 'Tank 1 outlet (before treatment)',
        laboratory: 'Waikato Water Testing Ltd',
        e_coli: 4,
        total_coliforms: 130,
        turbidity: 0.8,
        ph: 6.4,
        notes: 'Source water: bird droppings on the roof are expected; shows why the UV unit is needed',
      },
      {
        id: 'wt-4',
        sample_date: '2026-05-11',
        sample_id: 'KVS-2026-05-4',
        supply_component: 'treatment_plant',
        supply_component_id: 'TP01234',
        sample_point: 'Staffroom kitchen tap (after UV)',
        laboratory: 'Waikato Water Testing Ltd',
        e_coli: 0,
        total_coliforms: 0,
        turbidity: 0.9,
        ph: 6.8,
        notes: 'After a storm; filters changed early',
      },
      {
        id: 'wt-5',
        sample_date: '2026-08-10',
        sample_id: 'KVS-2026-08-5',
        supply_component: 'treatment_plant',
        supply_component_id: 'TP01234',
        sample_point: 'Staffroom kitchen tap (after UV)',
        laboratory: 'Waikato Water Testing Ltd',
        e_coli: 0,
        total_coliforms: 0,
        turbidity: 0.2,
        ph: 6.7,
        notes: '',
      },
      {
        id: 'wt-6',
        sample_date: '2026-11-09',
        sample_id: 'KVS-2026-11-6',
        supply_component: 'treatment_plant',
        supply_component_id: 'TP01234',
        sample_point: 'Staffroom kitchen tap (after UV)',
        laboratory: 'Waikato Water Testing Ltd',
        e_coli: 0,
        total_coliforms: 0,
        turbidity: 0.3,
        ph: 6.8,
        notes: '',
      },
    ],
    lab_reports: [],
    results_summary:
      'All treated water tests in 2026 were clear of E. coli and coliforms. Turbidity rose to 0.9 NTU in May after a storm, so the filters were changed early. The untreated tank water carries bacteria from the roof, as expected.',
  },

  'appendix-operations-maintenance': {
    system_documentation: [],
    documents_held: [
      'supply_description',
      'flow_diagram',
      'operating_procedures',
      'incident_procedures',
      'key_contacts',
      'maintenance_schedule',
      'uv_evidence',
    ],
    manual_last_updated: '2026-03-12',
    documents_location: 'Blue folder on the wall of the caretaker’s shed, beside the UV unit',
    operating_records: [
      {
        id: 'or-1',
        record: 'Water log',
        what_it_shows:
          'Daily UV light checks and weekly checks of gutters, diverter, tank lids and filter pressure',
        kept_where: 'Caretaker’s shed; scanned into WaiKura each term',
        kept_by: 'Caretaker',
      },
      {
        id: 'or-2',
        record: 'Laboratory reports',
        what_it_shows: 'Every water test result',
        kept_where: 'WaiKura, section 8.1, and the office file',
        kept_by: 'Office manager',
      },
      {
        id: 'or-3',
        record: 'Service reports',
        what_it_shows: 'Filter changes, UV lamp changes, sensor checks and repairs',
        kept_where: 'WaiKura, section 8.3',
        kept_by: 'Office manager',
      },
      {
        id: 'or-4',
        record: 'Incident record',
        what_it_shows: 'Each incident, boil water notice and complaint, and what was done',
        kept_where: 'Red incident folder in the office',
        kept_by: 'Principal',
      },
    ],
  },

  'maintenance-servicing': {
    maintenance_records: [
      {
        id: 'mr-1',
        date: '2026-11-02',
        equipment: 'cartridge_filter',
        work_done:
          'Replaced the 20 µm sediment and 5 µm cartridge filters; both housings cleaned and O-rings checked.',
        done_by: 'Dave Morrison, Te Awamutu Plumbing & Pumps',
        next_due: '2027-05-03',
      },
      {
        id: 'mr-2',
        date: '2026-05-04',
        equipment: 'uv_unit',
        work_done:
          'Replaced the UV lamp and cleaned the quartz sleeve; intensity reading back to normal. Filters replaced at the same visit.',
        done_by: 'Dave Morrison, Te Awamutu Plumbing & Pumps',
        next_due: '2027-05-03',
      },
      {
        id: 'mr-3',
        date: '2026-01-20',
        equipment: 'roof_and_gutters',
        work_done:
          'Cleaned the roof and gutters with the downpipes disconnected; trimmed the oak over the hall.',
        done_by: 'Caretaker with Te Awamutu Roofing',
        next_due: '2027-01-19',
      },
      {
        id: 'mr-4',
        date: '2026-01-12',
        equipment: 'storage_tank',
        work_done:
          'Checked the sludge depth in both tanks: about 20 mm since the January 2024 clean, so no cleaning needed yet. Lids and screens sound.',
        done_by: 'Dave Morrison, Te Awamutu Plumbing & Pumps',
        next_due: '2028-01-10',
      },
    ],
    service_reports: [],
    service_providers: [
      {
        id: 'sp-1',
        company: 'Te Awamutu Plumbing & Pumps',
        services: 'UV unit, filters, pressure pump',
        contact_name: 'Dave Morrison',
        phone: '07 871 3390',
        email: 'dave@tapumps.co.nz',
      },
      {
        id: 'sp-2',
        company: 'Te Awamutu Roofing',
        services: 'Roof and gutter cleaning and repairs',
        contact_name: 'Jess Morgan',
        phone: '07 871 6644',
        email: 'jess@taroofing.co.nz',
      },
    ],
    service_agreement: true,
    service_agreement_details:
      'Two visits a year (May and November): filter changes, UV sleeve clean and pump check, with the UV lamp replaced at the May visit. Call-out within 24 hours for a UV alarm.',
  },
};
