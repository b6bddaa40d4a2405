/**
 * One realistic filled-in content for each section of parts 3 and 4, for Kōwhai Valley School: a rural
 * school near Te Awamutu with 142 students and 18 staff, drinking roof water from two 25,000 L
 * polyethylene tanks through a sediment filter, a cartridge filter and a UV unit. Used to seed the
 * demo school, to test the section schemas and to test the export. Every row has its own id.
 */

export const SAMPLE_CONTENT_3_4: Record<string, Record<string, unknown>> = {
  'catchment-description': {
    catchment_description:
      'All our drinking water is rain collected from the roofs of Block A (Rooms 1 to 6) and the hall, about 1,250 m² in all, into two 25,000 L polyethylene tanks on a concrete pad behind the hall. The school sits on a gentle rise on Kōwhai Valley Road, about 12 km south-east of Te Awamutu. Dairy farms surround it on the north, east and south; the nearest milking shed is 400 m to the north-west and a maize paddock borders the eastern fence. The road on the western side carries milk tankers and farm traffic. A row of poplars stands 15 m west of the hall, and an oak overhangs part of the hall’s south roof.',
    catchment_land_use: [
      'school_grounds',
      'pasture_grazing',
      'cropping_horticulture',
      'houses_lifestyle',
      'roads',
    ],
    catchment_photos: [],
    roof_water_collected: true,
    roof_catchment_area: 1250,
    roof_materials: ['painted_steel', 'metal_gutters'],
    overhanging_vegetation: true,
    nearby_emission_sources: ['flue', 'spray_drift'],
    groundwater_used: false,
  },

  'catchment-activities': {
    agriculture_present: true,
    agriculture_activities: [
      {
        id: 'kv-agr-1',
        activity: 'Spraying the maize paddock on the eastern boundary (spring and early summer)',
        distance_m: 60,
        effect:
          'Herbicide spray drift can settle on the classroom roofs and wash into the tanks with the next rain.',
        controls:
          'The farmer texts the principal the day before spraying and sprays only in light winds blowing away from the school; the caretaker diverts the classroom downpipes until after the next heavy rain.',
      },
      {
        id: 'kv-agr-2',
        activity: 'Dairy effluent spread on the paddock north of the field',
        distance_m: 150,
        effect:
          'Odour and airborne droplets on windy days; flies and birds attracted to the area perch on the roofs.',
        controls:
          'Leaf screens and a first flush diverter on every downpipe; filtration and UV treat all drinking water.',
      },
    ],
    industrial_present: false,
    residential_present: true,
    residential_activities: [
      {
        id: 'kv-res-1',
        activity: 'Wood burner chimney at the house next door (12 Kōwhai Valley Road)',
        distance_m: 40,
        effect: 'Soot can settle on the hall roof in winter and add benzo(a)pyrene to the tank water.',
        controls:
          'First flush diverter on the hall downpipes; roof water tested for benzo(a)pyrene every three years.',
      },
      {
        id: 'kv-res-2',
        activity: 'Milk tankers and farm traffic on Kōwhai Valley Road',
        distance_m: 35,
        effect: 'Road dust on the nearest roof in dry weather; a spill could reach the roadside drain.',
        controls: 'Gutters cleaned each term; the tanks sit on the far side of the hall, away from the road.',
      },
    ],
    recreational_present: true,
    recreational_activities: [
      {
        id: 'kv-rec-1',
        activity: 'Topping up the school pool from the drinking water hose tap',
        distance_m: 30,
        effect:
          'If the hose is left in the pool and pressure drops, pool water can be siphoned back into the drinking water pipes.',
        controls: 'Vacuum breaker on the pool hose tap; the hose is hung up after each top-up.',
      },
      {
        id: 'kv-rec-2',
        activity: 'Kōwhai Valley Rugby Club uses the field, changing rooms and hall on winter Saturdays',
        distance_m: 80,
        effect: 'Extra demand on the tanks at weekends and people using taps when no staff are on site.',
        controls: 'The club’s key holder has the caretaker’s number; tank levels are read every Monday.',
      },
    ],
  },

  'water-quantity': {
    water_quantity_assessment:
      'A normal school day uses about 3,500 L for 160 students and staff, so full tanks last about two weeks without rain. In most years the tanks stay above half full, but in the dry late summers of 2020 and 2025 they fell below a quarter by March and we bought carted water. Sports days, the school gala and rugby club weekends use noticeably more. The storage falls short of WaiKura’s 20-day guidance for roof water, so a third tank is in the improvement schedule.',
    supply_meets_peak: false,
    supplement_plan:
      'When the tanks fall below 30%, or before an event if they are below half, the office manager orders 10,000 L from a registered water carrier. It is delivered into Tank 1, upstream of the filters and UV unit, so it is treated like our own water.',
    ran_short_before: true,
    shortage_history: [
      {
        id: 'kv-short-1',
        period: 'February to March 2020',
        cause: 'Seven weeks with almost no rain',
        duration_days: 12,
        response:
          'Bought two loads of carted water; turned off the field drinking fountains; asked families to send water bottles.',
      },
      {
        id: 'kv-short-2',
        period: 'March 2025',
        cause: 'Dry summer and a leaking toilet cistern in the junior block',
        duration_days: 5,
        response: 'One load of carted water; cistern repaired; weekly tank readings started.',
      },
    ],
    backup_sources: ['registered_water_carrier', 'bottled_water'],
    water_saving_measures: ['leak_checks', 'self_closing_taps', 'low_flow_toilets', 'level_gauges'],
    redundancy:
      'Two tanks with their own isolation valves, so one can be cleaned while the other supplies. A spare UV lamp, two sediment filters and two cartridges are kept in the caretaker’s shed.',
    future_demand:
      'The roll is forecast to reach about 170 by 2029 and two classrooms are planned. Their roof can feed a third 25,000 L tank.',
  },

  'water-quality-issues': {
    water_quality_issues:
      'E. coli was found twice in June 2021: a possum had got into tank 2 through a broken overflow screen. We issued a boil water notice, notified Taumata Arowai, cleaned and disinfected the tank and replaced the screens; every test since has been clear. After the first heavy rain following a dry spell the water can turn slightly brown for a day or two and the sediment filter clogs faster. Zinc was found at about a fifth of the MAV in 2024, from the unpainted ridge capping.',
    past_issues: [
      {
        id: 'kv-issue-1',
        date: '2021-06-14',
        issue_type: 'e_coli',
        description:
          '3 E. coli per 100 mL in the sample from the staffroom tap; 1 per 100 mL at the junior block a day later.',
        cause: 'A possum got into tank 2 through a broken overflow screen.',
        action_taken:
          'Boil water notice for five days; notified Taumata Arowai; tank cleaned and disinfected; new screens; clear retests on 21 and 28 June.',
        resolved: true,
      },
      {
        id: 'kv-issue-2',
        date: '2024-04-08',
        issue_type: 'cloudy_coloured',
        description: 'Slightly brown water at the taps and the sediment filter clogged in ten days.',
        cause:
          'Leaves and dust washed in by the first heavy rain after six dry weeks; the first flush diverter was blocked.',
        action_taken:
          'Diverter cleared and added to the monthly checks; sediment filter and cartridge replaced.',
        resolved: true,
      },
    ],
    source_water_tested: true,
    source_test_reports: [],
    chemicals_of_concern: ['zinc'],
    quality_varies: true,
    quality_variation_details:
      'After the first big rain following a dry month, the water in tank 1 turns slightly brown for a day or two and the sediment filter clogs within two weeks.',
    complaints_recorded: true,
  },

  'climate-change': {
    climate_impacts: ['drought', 'heavy_rain', 'storms_wind', 'higher_temperatures', 'power_outages'],
    climate_change_assessment:
      'Dry spells are our biggest risk: full tanks last about two weeks without rain, and late summers have become drier. From December the caretaker reads the tank levels weekly and a water carrier is arranged. Heavier rain brings more leaves and dust into the gutters, so they are cleaned each term and after storms and the first flush diverters are checked monthly. Storms bring longer power cuts; the UV unit stops when the power goes, so the restart steps are posted beside it and drinking fountains are closed until it is running. Hotter summers warm the tanks, which are dark polyethylene in full sun.',
    flood_prone: false,
    past_weather_events: [
      {
        id: 'kv-weather-1',
        period: 'July 2022',
        event: 'Winter storm with gale-force winds and an 18-hour power cut',
        effect: 'The UV unit was off, and a falling branch split the gutter on Room 4.',
        response:
          'Drinking fountains closed and bottled water handed out; UV restarted after warm-up; gutter repaired the next week.',
      },
      {
        id: 'kv-weather-2',
        period: 'January to March 2025',
        event: 'Dry summer',
        effect: 'Tanks below a quarter full by early March.',
        response: 'One load of carted water; weekly tank readings from December now standard.',
      },
    ],
    adaptation_actions:
      'Add a third 25,000 L tank with the new classroom block; fit gutter guards on the hall; get a quote for a generator inlet at the treatment shed; plant shade trees well away from the roofs to the north of the tanks.',
  },

  cyanobacteria: {
    open_water_source: false,
    cyanobacteria_risks: 'low',
    cyanobacteria_explanation:
      'All our drinking water is rain from the school roofs, which the regulator’s guidance treats as not at risk of cyanobacteria. The tanks are sealed and dark, and no lake, pond, river or stream feeds our supply.',
    taste_odour_response:
      'The office records the complaint in the water log, the caretaker checks the tanks, filters and UV unit that day, and the principal arranges a laboratory test if the cause is not obvious.',
  },

  'risk-assessment': {
    risks: [
      {
        id: 'kv-risk-1',
        component: 'source_water',
        register_id: 'source-water-microbial',
        event: 'Germs from bird and possum droppings on the roofs wash into the tanks.',
        causes:
          'Birds roosting in the oak over the hall; possums on the roof at night; a blocked first flush diverter.',
        identification:
          'Untreated water tested each term; gutters and diverters checked monthly; droppings noticed during the caretaker’s rounds.',
        preventive:
          'Leaf screens and first flush diverters on every downpipe; overflow screens; sediment and cartridge filters and UV before any tap.',
        likelihood: 'high',
        residual_risk: 'medium',
        improvement_action: 'Cut back the oak over the hall roof.',
      },
      {
        id: 'kv-risk-2',
        component: 'source_water',
        register_id: 'source-water-chemical',
        event: 'Spray drift from the maize paddock settles on the classroom roofs.',
        causes: 'Neighbour spraying in spring in a westerly wind.',
        identification: 'The farmer texts the principal before spraying; staff notice the smell.',
        preventive:
          'Downpipes diverted until after the next heavy rain; agreement to spray only in light winds blowing away from the school.',
        likelihood: 'medium',
        residual_risk: 'low',
        improvement_action: 'Put the spraying agreement in writing and renew it each August.',
      },
      {
        id: 'kv-risk-3',
        component: 'pretreatment_sediment_filter',
        register_id: 'sediment-filter-clogged',
        event: 'The 20 micron sediment filter clogs after the first autumn rain and flow drops.',
        causes: 'Dust and leaves washed off the roofs after a dry spell.',
        identification:
          'Pressure gauges either side of the filter read every Monday; weak flow at the junior block taps.',
        preventive:
          'Filter changed every three months and when the pressure difference passes the mark on the gauge; two spares on site.',
        likelihood: 'medium',
        residual_risk: 'low',
      },
      {
        id: 'kv-risk-4',
        component: 'cartridge_filtration',
        register_id: 'cartridge-not-replaced',
        event: 'The 5 micron cartridge is left in too long and lets particles through to the UV unit.',
        causes: 'Caretaker on leave; no reminder; spares not reordered.',
        identification: 'Change date written on the housing and in the maintenance log; calendar reminder.',
        preventive: 'Cartridge replaced every six months, in January and July; two spares kept in the shed.',
        likelihood: 'medium',
        residual_risk: 'low',
        improvement_action: 'Train the office manager as the back-up for filter changes.',
      },
      {
        id: 'kv-risk-5',
        component: 'uv',
        register_id: 'uv-lamp-failure',
        event: 'The UV lamp weakens or fails and germs pass through the unit alive.',
        causes: 'Lamp past 12 months; quartz sleeve dirty; cloudy water after storms.',
        identification:
          'Caretaker reads the UV intensity display every Monday; alarm and automatic shut-off on low intensity; E. coli test each term.',
        preventive: 'Lamp replaced every January and the sleeve cleaned; spare lamp in the caretaker’s shed.',
        likelihood: 'medium',
        residual_risk: 'medium',
        improvement_action: 'Send the UV alarm to the caretaker’s phone so it is noticed in the holidays.',
      },
      {
        id: 'kv-risk-6',
        component: 'uv',
        register_id: 'uv-power-failure',
        event: 'A power cut stops the UV unit while the taps can still run from the pressure tank.',
        causes: 'Storms on the rural network; the treatment shed circuit tripping.',
        identification: 'Lamp status light and alarm; the caretaker checks the unit after every power cut.',
        preventive:
          'Solenoid valve closes when power is lost and stays closed through warm-up; the pressure pump is on the same circuit.',
        likelihood: 'medium',
        residual_risk: 'medium',
        improvement_action: 'Post the restart steps beside the unit; quote for a generator inlet.',
      },
      {
        id: 'kv-risk-7',
        component: 'uv',
        register_id: 'uv-invalid-validation',
        event: 'The UV unit cannot be shown to deliver 40 mJ/cm² at our peak flow.',
        causes: 'The validation certificate was never filed; flow has never been measured at peak use.',
        identification: 'Check of the manufacturer’s documents and the installed flow restrictor.',
        preventive: 'Unit installed by a registered plumber with a flow restrictor.',
        likelihood: 'medium',
        residual_risk: 'high',
        improvement_action:
          'Get the NSF/ANSI 55 Class A certificate and validated flow from the supplier and file it.',
      },
      {
        id: 'kv-risk-8',
        component: 'treatment_general',
        register_id: 'treatment-bypass',
        event: 'Water reaches a drinking tap without going through the filters and UV.',
        causes:
          'The bypass valve on the treatment board left open after maintenance; the outdoor tap by the tanks used for drinking bottles.',
        identification: 'Valve positions checked at every Monday check; schematic shows every valve.',
        preventive:
          'Bypass valve handle removed and kept in the office; outdoor tap labelled "not for drinking".',
        likelihood: 'low',
        residual_risk: 'medium',
      },
      {
        id: 'kv-risk-9',
        component: 'storage',
        register_id: 'storage-contamination',
        event: 'Possums, rats or birds get into a tank and contaminate the water.',
        causes: 'Broken overflow screen (as in 2021); lid not secured after an inspection.',
        identification:
          'Lids and screens checked monthly; sludge checked every two years; E. coli tests each term.',
        preventive: 'Lids bolted; 1.5 mm mesh on inlets and overflows; calmed inlets and floating outtakes.',
        likelihood: 'medium',
        residual_risk: 'medium',
        improvement_action: 'Replace the plastic overflow mesh with stainless steel.',
      },
      {
        id: 'kv-risk-10',
        component: 'storage',
        register_id: 'storage-capacity',
        event: 'The tanks run low in a dry late summer or on a big event day.',
        causes: 'Two weeks of storage at normal use; drier summers; rugby club weekends.',
        identification: 'Tank gauges read every Monday, twice weekly from December.',
        preventive: 'Registered water carrier arranged; push-button taps; leak checks.',
        likelihood: 'medium',
        residual_risk: 'medium',
        improvement_action: 'Add a third 25,000 L tank fed from the new classroom roof.',
      },
      {
        id: 'kv-risk-11',
        component: 'distribution',
        register_id: 'distribution-backflow',
        event: 'Pool or garden water is siphoned back into the drinking water pipes.',
        causes: 'Hose left in the pool during a top-up; garden sprayer filled from a hose tap.',
        identification: 'Backflow survey by the plumber in 2025; register of hose taps.',
        preventive: 'Vacuum breakers on the pool and garden hose taps.',
        likelihood: 'medium',
        residual_risk: 'high',
        improvement_action:
          'Fit a testable backflow device on the pool top-up line and have it tested yearly.',
      },
      {
        id: 'kv-risk-12',
        component: 'distribution',
        register_id: 'distribution-dead-end-stagnation',
        event: 'Water sits in the pool block pipes over winter and grows biofilm.',
        causes: 'The pool block is closed from April to October.',
        identification: 'Known little-used taps listed in the caretaker’s checklist.',
        preventive: 'All taps flushed at the start of each term, including the pool block.',
        likelihood: 'medium',
        residual_risk: 'low',
      },
      {
        id: 'kv-risk-13',
        component: 'storage',
        event: 'A delivery truck reversing to the kitchen backs into the tanks.',
        causes: 'The tank pad sits beside the kitchen delivery area with no barrier.',
        identification: 'Visual check of the tanks after deliveries.',
        preventive: 'Delivery drivers are asked to park on the road side.',
        likelihood: 'low',
        residual_risk: 'medium',
        improvement_action: 'Install two bollards between the delivery area and the tank pad.',
      },
    ],
    control_checks: [
      'visual_inspections',
      'maintenance_records',
      'treatment_monitoring',
      'three_monthly_testing',
    ],
    assessed_by:
      'Principal (Hana Whitaker), caretaker (Graeme Paterson), board property delegate (Sam Trent) and the plumber who services the UV unit',
    assessed_on: '2026-03-12',
  },

  'improvement-schedule': {
    improvement_actions: [
      {
        id: 'kv-act-1',
        from_risk: 'kv-risk-7',
        action:
          'Get the UV unit’s validation certificate and validated flow rate from the supplier and file them in the plan.',
        risk: 'UV unit not validated for the dose',
        priority: 'high',
        owner: 'Principal (Hana Whitaker)',
        due_date: '2026-12-11',
        status: 'in_progress',
        notes: 'Supplier asked on 2 November; waiting for the certificate.',
      },
      {
        id: 'kv-act-2',
        from_risk: 'kv-risk-11',
        action: 'Fit a testable backflow device on the pool top-up line and book its yearly test.',
        risk: 'Backflow into the drinking water',
        priority: 'high',
        owner: 'Caretaker (Graeme Paterson)',
        due_date: '2027-02-26',
        status: 'planned',
        cost_estimate: 650,
        notes: 'Plumber’s quote received 3 October.',
      },
      {
        id: 'kv-act-3',
        from_risk: 'kv-risk-9',
        action: 'Replace the overflow screens on both tanks with 1.5 mm stainless steel mesh.',
        risk: 'Contamination in a tank',
        priority: 'high',
        owner: 'Caretaker (Graeme Paterson)',
        due_date: '2026-08-28',
        status: 'done',
        completed_on: '2026-08-14',
        cost_estimate: 150,
      },
      {
        id: 'kv-act-4',
        from_risk: 'kv-risk-1',
        action: 'Cut back the oak branches over the hall roof.',
        risk: 'Germs in the source water',
        priority: 'medium',
        owner: 'Board property delegate (Sam Trent)',
        due_date: '2027-04-16',
        status: 'planned',
        cost_estimate: 900,
        notes: 'Arborist to do it in the April holidays.',
      },
      {
        id: 'kv-act-5',
        from_risk: 'kv-risk-10',
        action: 'Add a third 25,000 L polyethylene tank fed from the new classroom roof.',
        risk: 'Not enough water stored',
        priority: 'medium',
        owner: 'Principal (Hana Whitaker)',
        due_date: '2028-01-28',
        status: 'planned',
        cost_estimate: 6500,
        notes: 'Included in the property plan with the new classroom block.',
      },
    ],
    budget_approver: 'Board of Trustees, on the property committee’s recommendation',
    progress_reporting: 'every_meeting',
  },
};
