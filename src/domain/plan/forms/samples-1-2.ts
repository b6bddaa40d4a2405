/**
 * A realistic filled plan for parts 1 and 2, for Kōwhai Valley School: a rural school near Te Awamutu
 * with 142 students and 18 staff, supplied by roof water in two 25,000 L polyethylene tanks, treated by
 * a sediment filter, a cartridge filter and UV. Used to seed the demo school, and by the tests of the
 * forms and the export. Keyed by section id; rows carry their own ids; files are uploaded separately,
 * so files fields are empty here.
 */
export const SAMPLE_CONTENT_1_2: Record<string, Record<string, unknown>> = {
  background: {
    school_name: 'Kōwhai Valley School',
    school_number: '1867',
    address: '412 Kōwhai Valley Road, RD 5, Te Awamutu 3875',
    supply_id: 'KOW001',
    supply_type: 'self_supplied_building',
    owner_name: 'Board of Kōwhai Valley School',
    operator_name: '',
    contact_person: 'Principal',
    contact_person_name: 'Hana Whitaker',
    contact_person_email: 'principal@kowhaivalley.school.nz',
    contact_person_phone: '07 871 5042',
    number_of_students: 142,
    number_of_staff: 18,
    current_students_staff: 160,
    peak_population: 260,
    peak_occasions:
      'Athletics day in March, with whānau and two visiting schools (about 260 people). End-of-year prizegiving in the hall (about 220). The hall is a civil defence centre for the valley in an emergency.',
  },
  'key-contacts': {
    emergency_contact_name: 'Hana Whitaker',
    emergency_contact_phone: '021 458 337',
    backup_contact_name: 'Graeme Paterson',
    backup_contact_phone: '027 391 6620',
    plan_owner: 'Tama Rāwiri, presiding member of the school board, signs for the board',
    additional_contacts: [
      {
        id: 'contact-caretaker',
        name: 'Graeme Paterson',
        role: 'Caretaker: weekly UV and filter checks, tank gauges, gutter cleaning',
        phone: '027 391 6620',
        email: 'caretaker@kowhaivalley.school.nz',
        organisation: 'Kōwhai Valley School',
      },
      {
        id: 'contact-office',
        name: 'Sue Lawton',
        role: 'Office manager: orders water deliveries, books water tests, keeps the records',
        phone: '07 871 5042',
        email: 'office@kowhaivalley.school.nz',
        organisation: 'Kōwhai Valley School',
      },
      {
        id: 'contact-plumber',
        name: 'Dave Morrison',
        role: 'Plumber: six-monthly filter changes, yearly UV lamp change, backflow checks',
        phone: '07 871 3390',
        email: 'dave@tapumps.co.nz',
        organisation: 'Te Awamutu Plumbing & Pumps',
      },
      {
        id: 'contact-lab',
        name: 'Sample reception',
        role: 'IANZ-accredited laboratory: E. coli tests every three months',
        phone: '07 846 2210',
        email: 'samples@waikatowatertesting.co.nz',
        organisation: 'Waikato Water Testing Ltd',
      },
      {
        id: 'contact-carrier',
        name: 'Waipā Water Cartage',
        role: 'Registered water carrier: deliveries in dry spells',
        phone: '07 870 1144',
        email: '',
        organisation: 'Waipā Water Cartage',
      },
      {
        id: 'contact-regulator',
        name: 'Taumata Arowai',
        role: 'Drinking water regulator: notify unsafe water (24/7 line)',
        phone: '04 889 8350',
        email: 'info@taumataarowai.govt.nz',
        organisation: 'Water Services Authority – Taumata Arowai',
      },
      {
        id: 'contact-board',
        name: 'Tama Rāwiri',
        role: 'Presiding member of the board: approves spending and signs the plan',
        phone: '021 774 012',
        email: 'board@kowhaivalley.school.nz',
        organisation: 'Board of Kōwhai Valley School',
      },
    ],
    team_skills:
      'The caretaker was trained by the installer when the UV unit went in (April 2022) and does the weekly checks and restarts. The office manager has been shown the UV display and alarm and covers when he is away. Filter and lamp changes and backflow checks are done by our plumber, a registered plumber.',
    training_needs:
      'A second staff member to be trained on the UV alarm and restart by the end of Term 2. The caretaker to attend a sampling session run by the laboratory this year.',
  },
  source: {
    source_type: ['roof_rainwater', 'carted'],
    source_description:
      'Rain is collected from the roofs of Block A and the hall, about 1,250 m² of pre-painted steel. Gutters with leaf guards feed downpipes with first-flush diverters into two joined 25,000 L tanks on the south side of the hall. In a long dry spell we buy drinking water from a registered water carrier, delivered into Tank 1 before treatment.',
    source_location:
      'Roofs of Block A and the hall; tanks on the south side of the hall (-38.0123, 175.3456)',
    roof_area: 1250,
    roof_material:
      'Pre-painted steel, no lead flashings. The hall has a wood burner flue on the north side; that roof face does not drain to the tanks.',
    roof_overhanging_vegetation: true,
    water_carrier: 'Waipā Water Cartage, 07 870 1144',
    source_water_tested: true,
    source_test_summary:
      'June 2024, Tank 2 outlet before treatment: E. coli 3 per 100 mL (expected in roof water, treated by UV); lead, copper, cadmium and zinc all below half the maximum acceptable value.',
  },
  treatment: {
    treatment_type: ['first_flush', 'sediment_filter', 'cartridge_filter', 'uv'],
    treatment_description:
      'First-flush diverters on each downpipe keep the dirtiest rain out of the tanks. A pressure pump draws from Tank 2 and pushes water through a 20 micron sediment filter, a 5 micron cartridge filter and a UV unit, all in the caretaker’s shed. Every indoor tap and the four drinking fountains get treated water; the two garden taps come straight off the tanks and are signed “not for drinking”.',
    treatment_location: 'Caretaker’s shed behind the hall; key in the office key safe',
    treatment_details: [
      {
        id: 'unit-pump',
        unit: 'pump',
        make_model: 'Multistage pressure pump with pressure switch',
        rating: '60 L/min at 300 kPa',
        installed: '2022-04-11',
        last_replaced: '',
      },
      {
        id: 'unit-sediment',
        unit: 'sediment_filter',
        make_model: 'Big Blue 20-inch filter housing',
        rating: '20 micron nominal',
        installed: '2022-04-11',
        last_replaced: '2025-01-20',
      },
      {
        id: 'unit-cartridge',
        unit: 'cartridge_filter',
        make_model: 'Big Blue 20-inch filter housing',
        rating: '5 micron nominal',
        installed: '2022-04-11',
        last_replaced: '2025-01-20',
      },
      {
        id: 'unit-uv',
        unit: 'uv',
        make_model: 'UV unit with intensity sensor and solenoid shut-off',
        rating: '40 mJ/cm² at up to 60 L/min',
        installed: '2022-04-11',
        last_replaced: '2025-01-20',
      },
    ],
    filter_pore_size: 5,
    uv_dose: 40,
    uv_safety_features: ['uv_sensor', 'auto_shutoff', 'alarm', 'lamp_status', 'flow_control', 'validated'],
    treatment_bypass: false,
  },
  storage: {
    storage_type: ['untreated_tanks'],
    tanks: [
      {
        id: 'tank-1',
        name: 'Tank 1, south side of the hall',
        material: 'polyethylene',
        volume: 25000,
        covered: true,
        last_cleaned: '2024-01-16',
      },
      {
        id: 'tank-2',
        name: 'Tank 2, south side of the hall (pump draws from here)',
        material: 'polyethylene',
        volume: 25000,
        covered: true,
        last_cleaned: '2024-01-16',
      },
    ],
    storage_capacity: 50000,
    tank_protection: ['secured_lids', 'mesh_screens', 'calmed_inlet', 'floating_outtake', 'tanks_in_series'],
    tank_inspection:
      'The caretaker checks lids, screens and overflows on the first Monday of each month and after storms. The plumber checks the sludge depth every second January; the tanks are cleaned by a tank-cleaning contractor when sludge is deeper than 50 mm (last done January 2024).',
  },
  distribution: {
    distribution_components: [
      'pressure_pump',
      'pipes',
      'drinking_fountains',
      'indoor_taps',
      'outdoor_taps',
      'hot_water',
    ],
    distribution_description:
      'After the UV unit a 25 mm polyethylene pipe, buried, runs to Block A, Block B and the hall. There are four drinking fountains: two on the courts and two by the hall. The staffroom and hall kitchen have hot water cylinders. The two garden taps come straight off the tanks and are signed as not for drinking.',
    pipe_materials: 'Polyethylene between buildings; copper inside Block A (built 1978)',
    power_cut_effect:
      'The pump and UV unit stop and the taps run dry within minutes; the UV solenoid closes, so untreated water cannot pass when power returns until the lamp has warmed up. Bottled water for a day is kept in the office.',
    backflow_prevention_compliance: [
      'risks_assessed',
      'air_gaps',
      'hose_taps_protected',
      'chemical_connections_protected',
      'high_risk_devices',
      'untreated_lines_separate',
      'installed_to_standard',
      'checked_yearly',
    ],
    backflow_notes:
      'We have no swimming pool, irrigation or science laboratory, so there are no high-risk connections. The untreated garden taps are on a separate line from the tanks with no link to the treated pipes.',
  },
  'daily-demand': {
    demand_population: 260,
    per_person_demand: 20,
    daily_demand: 5200,
    minimum_daily_demand: 300,
    population_varies: true,
    peak_day_notes:
      'Athletics day in March: about 260 people for the day. Prizegiving in December: about 220 people for the evening. Holiday programme in January: about 30 people a day.',
    peak_supply_sufficient: false,
    supplement_plan:
      'When the tanks fall below 30%, or before an event if they are below half, the office manager orders 10,000 L from a registered water carrier. It is delivered into Tank 1, upstream of the filters and UV unit, so it is treated like our own water.',
    water_saving:
      'Push-button taps in the toilets. The caretaker reads the pump hour meter every Monday and looks for leaks if it jumps. The gardens are watered only from the untreated taps, and not at all when the tanks are below half.',
  },
  'demand-storage': {
    storage_days_required: 20,
    shortfall_plan:
      'The caretaker reads both tank gauges every Monday and tells the office. From November to April, when the tanks fall below one-third full, the office orders 10,000 L from a registered water carrier, delivered into Tank 1 so it passes the filters and UV, and garden watering stops. If no water can be delivered, the principal arranges bottled water and, if needed, closes the school.',
    backup_water_carrier: 'Waipā Water Cartage, 07 870 1144 (two days’ notice in summer)',
    demand_storage_notes:
      'Our two tanks hold about 15 days of water on a normal day (160 people at 20 L each) and under 10 days at the peak-day figure above, less than the 20 days we aim for. In the 2020 drought we needed three deliveries between February and April. The board has budgeted a third 25,000 L tank for 2026.',
  },
  'aerial-schematic': {
    schematic: [],
    schematic_description:
      'Rain from the Block A and hall roofs passes leaf guards and first-flush diverters into Tanks 1 and 2, which are joined at the base. The pump in the caretaker’s shed draws from Tank 2 through the 20 micron and 5 micron filters and the UV unit, then supplies Block A, Block B, the hall and the four fountains. The two garden taps are fed from the tanks before treatment.',
    monitoring_points:
      'Raw water sample: tap on the Tank 2 outlet. UV intensity: display on the unit in the caretaker’s shed. Treated water sample: staffroom kitchen tap.',
    aerial_photo: [],
    photos: [],
    photo_descriptions: [],
  },
  'resource-consent': {
    consent_required: false,
    consent_not_required_reason:
      'We only collect rain from our own roofs and, in dry spells, buy water from a registered carrier. Waikato Regional Council confirmed by e-mail in May 2024 that no water take consent is needed.',
    other_permissions:
      'Building consent from Waipā District Council for the 2022 UV and filter installation.',
  },
  'te-mana-o-te-wai': {
    te_mana_o_te_wai_meaning:
      'For Kōwhai Valley School it means treating the rain we collect as a taonga: keeping roofs and tanks clean so the water stays healthy, using only what we need so there is enough for everyone, and teaching our tamariki where their water comes from and how to care for it.',
    care_actions: [
      'avoid_waste',
      'protect_source',
      'student_learning',
      'care_for_waterways',
      'respect_rahui',
    ],
    care_description:
      'Senior students read the tank gauges each week as part of their maths programme and report water use at assembly. In 2023 the school replanted the bank of the stream behind the field with the local catchment group. Our water plan is shared with whānau at the annual hui.',
    mana_whenua: 'Ngāti Apakura and Waikato-Tainui',
    mana_whenua_engagement: [
      {
        id: 'engagement-2024-08',
        date: '2024-08-14',
        name: 'Marae committee chair',
        organisation: 'Ngāti Apakura',
        contact: '027 555 0193',
        discussed: 'Shared our draft water plan and talked about the stream behind the field.',
        outcome: 'They will tell us of any rāhui; we invited them to our plan review in Term 4.',
      },
      {
        id: 'engagement-2025-03',
        date: '2025-03-05',
        name: 'Kaitiaki from the local marae',
        organisation: 'Ngāti Apakura',
        contact: '',
        discussed: 'Planting day on the stream bank with Years 5 and 6.',
        outcome: 'A second planting day agreed for winter 2025.',
      },
    ],
    rahui_process:
      'The marae committee chair would phone the principal. We do not drink from the stream, but we would keep students and the planting programme out of it until the rāhui is lifted, and check whether the rāhui affects the water carrier’s source.',
    next_steps:
      'Invite mana whenua to the annual plan review in Term 4, and watch the Te Mana o te Wai introduction video together as a staff.',
  },
};
