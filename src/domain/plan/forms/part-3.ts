/**
 * Part 3, Source Water Risk Management Plan: what surrounds the source, what happens nearby, whether
 * there is enough water, past quality problems, changing weather and cyanobacteria.
 *
 * Questions follow the small-supply template (hazards A, B, F and G), the medium-supply guidance
 * (Q 5.1 and Q 5.2) and the regulator's guidance on the quality assurance rules; field names the
 * specification reads (plan specification 5.1, platform specification 3) are kept exactly. Page
 * numbers are those of the reference texts' page markers (for the DWQAR guidance, the PDF page).
 */
import type { ColumnField, FieldGroup, SectionForm } from '../fields';

const SMALL = 'DWSP_Template_Small_26-100';
const MEDIUM = 'DWSP_Template_Medium_101-500';
const DWQAR = 'DWQAR_Guidance_for_Small_Supplies (draft)';
const ROOF = 'Acceptable_Solution_Roof_Water (working draft)';
const MIXED = 'Acceptable_Solution_Mixed-Use_Rural_2025';

// ---------------------------------------------------------------------------------------------
// 3.1 Catchment description
// ---------------------------------------------------------------------------------------------

const catchmentDescription: SectionForm = {
  sectionId: 'catchment-description',
  intro:
    'Your catchment is everything your water touches before it reaches the tanks: the roofs and gutters for rainwater, and the land around and uphill of a bore, spring or stream. Describe it here so the risks in the rest of this part make sense. A walk around the site with this page open is the quickest way to answer it.',
  sources: [
    'DWSP_Template_Small_26-100, p. 5 (Q3 A: bore head on a concrete apron, fenced at least 5 m away)',
    `${MEDIUM}, p. 8 (Q 5.1: activities in the catchment)`,
    `${MEDIUM}, p. 19 (Appendix 4: bores and springs, animals kept 5 m from the bore head)`,
    `${MEDIUM}, p. 21 (Appendix 6: roof water, flues, roads, roofing materials)`,
    `${ROOF}, p. 6 (6.1: no overhanging vegetation, 1.5 mm leaf screen, first flush diverter)`,
    `${DWQAR}, p. 11 (S1.3: soot on roofs and benzo(a)pyrene)`,
    `${MIXED}, p. 8 (MUR.10: what must not affect springs and bores)`,
    `${SMALL}, p. 7 (hazard G: contamination of or changes to the catchment)`,
    'Plan specification 5.5 (bore protection zone of at least 20 m: WaiKura guidance)',
  ],
  groups: [
    {
      id: 'surroundings',
      title: 'Around your water source',
      fields: [
        {
          kind: 'textarea',
          name: 'catchment_description',
          label: 'What is around your water source?',
          regulatorLabel: 'Catchment description',
          required: true,
          hint: 'Describe where the water is collected and what surrounds it: which roofs feed which tanks, or where the bore or intake is and what land lies around and uphill of it. Mention anything that drains, drifts or blows towards it.',
          example:
            'Rain is collected from the roofs of Rooms 1 to 6 and the hall into two tanks behind the hall. Dairy farms surround the school on three sides; the nearest milking shed is 400 m to the north-west. A row of poplars stands 15 m west of the hall.',
        },
        {
          kind: 'checklist',
          name: 'catchment_land_use',
          label: 'What is the land around your source used for?',
          regulatorLabel: 'Land use in the catchment',
          hint: 'Tick everything close to the source, and everything uphill or upstream of a bore, spring or stream intake. Section 3.2 asks about each activity in detail.',
          example: 'School grounds; pasture or grazing; roads or car parks.',
          options: [
            { value: 'school_grounds', label: 'School grounds and buildings' },
            { value: 'pasture_grazing', label: 'Pasture or grazing' },
            { value: 'cropping_horticulture', label: 'Cropping, orchards or vineyards' },
            { value: 'forestry', label: 'Plantation forestry' },
            { value: 'native_bush', label: 'Native bush or reserve' },
            { value: 'houses_lifestyle', label: 'Houses or lifestyle blocks' },
            { value: 'roads', label: 'Roads or car parks' },
            { value: 'industry', label: 'Industry, quarry or commercial sites' },
            { value: 'waterways', label: 'Streams, drains or wetlands' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          kind: 'files',
          name: 'catchment_photos',
          label: 'Photos of the catchment',
          accept: 'images',
          maxFiles: 10,
          hint: 'Add photos of the roofs and gutters, the bore head or intake, and anything nearby that could affect the water. They help a reviewer understand the site without visiting.',
          example: 'The hall roof and gutters seen from the field; the tanks with the poplars behind.',
        },
      ],
    },
    {
      id: 'roof',
      title: 'Roof catchment',
      intro: 'For rainwater collected from school roofs.',
      fields: [
        {
          kind: 'yesno',
          name: 'roof_water_collected',
          label: 'Do you collect drinking water from roofs?',
          hint: 'Answer yes if any drinking water comes from rain collected off a roof, even as a top-up to another source.',
          example: 'Yes: the classroom block and hall roofs feed the two tanks.',
        },
        {
          kind: 'number',
          name: 'roof_catchment_area',
          label: 'How big is the roof area that feeds your tanks?',
          regulatorLabel: 'Roof catchment area',
          unit: 'm²',
          min: 0,
          askedIn: { sectionId: 'source', field: 'roof_area' },
          when: { field: 'roof_water_collected', equals: true },
          hint: 'Add up the plan area of every roof section that drains to your drinking water tanks; building plans usually show it. The area sets how much rain you can collect and how large the first flush diverter must be.',
          example: '1,250 m² (Rooms 1 to 6 and the hall)',
        },
        {
          kind: 'checklist',
          name: 'roof_materials',
          label: 'What are the collecting roofs and gutters made of?',
          regulatorLabel: 'Roofing materials',
          when: { field: 'roof_water_collected', equals: true },
          hint: 'Some materials add chemicals to rainwater: lead flashings and lead-headed nails, old lead-based paint, treated timber shingles and bitumen roofing. Tick everything that drains to your drinking water tanks.',
          example: 'Pre-painted steel on the classrooms; lead flashing around the old hall chimney.',
          options: [
            { value: 'painted_steel', label: 'Pre-painted or painted steel' },
            { value: 'coated_steel_unpainted', label: 'Unpainted zinc or zinc-aluminium coated steel' },
            { value: 'tiles', label: 'Concrete or clay tiles' },
            { value: 'bitumen', label: 'Bitumen or asphalt shingles' },
            { value: 'timber_shingles', label: 'Treated timber shingles' },
            { value: 'lead_flashings', label: 'Lead flashings or lead-headed nails' },
            { value: 'old_paint', label: 'Old paint that may contain lead' },
            { value: 'plastic_gutters', label: 'PVC gutters and downpipes' },
            { value: 'metal_gutters', label: 'Metal gutters and downpipes' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          kind: 'yesno',
          name: 'overhanging_vegetation',
          label: 'Do any trees or plants hang over the collecting roofs?',
          regulatorLabel: 'Overhanging vegetation',
          askedIn: { sectionId: 'source', field: 'roof_overhanging_vegetation' },
          when: { field: 'roof_water_collected', equals: true },
          hint: 'The roof water Acceptable Solution says no trees or other plants may overhang a roof used for drinking water: leaves block the gutters and birds perch in the branches.',
          example: 'Yes: the oak by the hall drops leaves on the south roof every autumn.',
        },
        {
          kind: 'checklist',
          name: 'nearby_emission_sources',
          label: 'Is anything nearby putting smoke, dust or spray onto the roofs?',
          regulatorLabel: 'Airborne contaminants',
          when: { field: 'roof_water_collected', equals: true },
          hint: 'Soot from flues carries benzo(a)pyrene and spray drift carries pesticides; rain washes both into the tank. Do not collect drinking water from roof areas under a flue.',
          example:
            'The pellet boiler flue is above the hall roof, so that roof section drains to stormwater, not the tanks.',
          options: [
            { value: 'flue', label: 'A chimney or flue (wood burner, boiler, incinerator)' },
            { value: 'busy_road', label: 'A busy road or highway' },
            { value: 'spray_drift', label: 'Crop or pasture spraying nearby' },
            { value: 'aerial_application', label: 'Aerial topdressing or spraying' },
            { value: 'dust', label: 'A quarry, unsealed road or other dusty site' },
            { value: 'none', label: 'None of these' },
          ],
        },
      ],
    },
    {
      id: 'ground',
      title: 'Bore or spring surroundings',
      intro: 'For water taken from underground.',
      fields: [
        {
          kind: 'yesno',
          name: 'groundwater_used',
          label: 'Do you take water from a bore or spring?',
          hint: 'Answer yes if any of your water comes from underground, including a back-up bore used only in dry summers.',
          example: 'No: the school’s old bore was capped in 2015.',
        },
        {
          kind: 'checklist',
          name: 'groundwater_nearby_hazards',
          label: 'Are any of these close to the bore or spring?',
          regulatorLabel: 'Contamination sources near the abstraction point',
          when: { field: 'groundwater_used', equals: true },
          hint: 'Bores and springs must not be affected by any of these, and farm animals must be kept at least 5 m from the bore head. WaiKura also suggests a protection zone of at least 20 m around a bore.',
          example:
            'The school house septic field is about 30 m downhill of the bore; stock are fenced 6 m away.',
          options: [
            { value: 'septic_tank', label: 'Septic tank or effluent disposal field' },
            { value: 'underground_fuel_tank', label: 'Underground fuel tank' },
            { value: 'waste_pond', label: 'Effluent or waste pond' },
            { value: 'landfill', label: 'Landfill or rubbish pit' },
            { value: 'offal_pit', label: 'Offal pit or dead-stock burial' },
            {
              value: 'effluent_or_pesticide_application',
              label: 'Land where effluent or pesticides are spread',
            },
            { value: 'stock_within_5m', label: 'Stock able to get within 5 m of the bore head' },
            { value: 'contaminated_site', label: 'Known contaminated site (for example an old sheep dip)' },
            { value: 'none', label: 'None of these' },
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// 3.2 Impact of catchment activities: four groups, one per catalogue subsection
// ---------------------------------------------------------------------------------------------

interface ActivityTexts {
  id: 'agriculture' | 'industrial' | 'residential' | 'recreational';
  title: string;
  intro: string;
  presentLabel: string;
  presentHint: string;
  presentExample: string;
  listLabel: string;
  listExample: string;
  activityExample: string;
  distanceExample: string;
  effectExample: string;
  controlsExample: string;
}

function activityColumns(t: ActivityTexts): ColumnField[] {
  return [
    {
      kind: 'text',
      name: 'activity',
      label: 'Activity',
      required: true,
      hint: 'Name the activity and where it happens.',
      example: t.activityExample,
    },
    {
      kind: 'number',
      name: 'distance_m',
      label: 'Distance from your water source',
      unit: 'm',
      min: 0,
      hint: 'A rough distance in metres from the nearest point of the activity to your roofs, tanks, bore or intake.',
      example: t.distanceExample,
    },
    {
      kind: 'textarea',
      name: 'effect',
      label: 'How could it affect your water?',
      regulatorLabel: 'Potential impact',
      required: true,
      hint: 'Say what could get into the water, or stop it coming, and how.',
      example: t.effectExample,
    },
    {
      kind: 'textarea',
      name: 'controls',
      label: 'What keeps it under control?',
      regulatorLabel: 'Control measures',
      hint: 'What stops it or warns you: fencing, buffer distances, an agreement with the neighbour, diverting downpipes, the treatment.',
      example: t.controlsExample,
    },
  ];
}

function activityGroup(t: ActivityTexts): FieldGroup {
  const present = `${t.id}_present`;
  return {
    id: t.id,
    title: t.title,
    intro: t.intro,
    fields: [
      {
        kind: 'yesno',
        name: present,
        label: t.presentLabel,
        required: true,
        hint: t.presentHint,
        example: t.presentExample,
      },
      {
        kind: 'rows',
        name: `${t.id}_activities`,
        label: t.listLabel,
        regulatorLabel: `${t.title} activities in the catchment`,
        itemLabel: 'activity',
        required: true,
        when: { field: present, equals: true },
        hint: 'One row for each activity: what it is, how far away, how it could affect your water and what controls it.',
        example: t.listExample,
        columns: activityColumns(t),
      },
    ],
  };
}

const catchmentActivities: SectionForm = {
  sectionId: 'catchment-activities',
  intro:
    'Think about what happens on the land around your water source and what could reach it: sprays, effluent, fuel, smoke or people. For each kind of activity, say whether it is there and, if it is, list each one with its distance, how it could affect your water and what keeps it under control. Good relationships with neighbours, farmers, mana whenua and the regional council count as controls too.',
  sources: [
    `${SMALL}, p. 7 (hazard G: contamination of or changes to the catchment, and relationships as a control)`,
    `${MEDIUM}, p. 8 (Q 5.1: grazing, crop spraying, industry, landfills, construction, forestry)`,
    `${MEDIUM}, p. 18 (Appendix 3: sources of hazards)`,
    `${MEDIUM}, p. 21 (Appendix 6: highways, factories and spraying near roof water)`,
    `${DWQAR}, p. 11 (S1.3: land uses near the source and council information)`,
    `${MIXED}, p. 8 (MUR.10: septic tanks, fuel tanks, landfills, effluent and pesticide application)`,
  ],
  groups: [
    activityGroup({
      id: 'agriculture',
      title: 'Agriculture',
      intro: 'Farming, horticulture and forestry: stock, effluent, fertiliser, sprays and dust.',
      presentLabel: 'Is there any farming, horticulture or forestry near your water source?',
      presentHint:
        'Include grazing, dairy sheds and effluent ponds, cropping, orchards, vineyards and forestry next to the school, or upstream or uphill of a bore, spring or intake.',
      presentExample: 'Yes: dairy farms on three sides of the school.',
      listLabel: 'Which farming activities, and how could they affect your water?',
      listExample: 'Maize paddock sprayed each spring, 60 m from the classroom roofs.',
      activityExample: 'Spraying the maize paddock on the eastern boundary',
      distanceExample: '60',
      effectExample:
        'Herbicide spray drift settles on the classroom roofs and washes into the tanks with the next rain.',
      controlsExample:
        'The farmer texts the principal the day before spraying; the caretaker diverts the downpipes until after the next heavy rain.',
    }),
    activityGroup({
      id: 'industrial',
      title: 'Industrial',
      intro: 'Industry and commercial sites: quarries, workshops, fuel stores, sawmills, landfills.',
      presentLabel: 'Is there any industrial or commercial activity near your water source?',
      presentHint:
        'Include quarries, sawmills, engineering workshops, fuel depots, contractors’ yards, landfills and wastewater plants that could send dust, smoke, spills or run-off towards the source.',
      presentExample: 'No: the nearest industry is the dairy factory in town, 9 km away.',
      listLabel: 'Which industrial activities, and how could they affect your water?',
      listExample: 'Contractor’s yard with a diesel tank, 200 m up the road.',
      activityExample: 'Agricultural contractor’s yard with an above-ground diesel tank',
      distanceExample: '200',
      effectExample: 'A diesel spill could run down the roadside drain past the school bore.',
      controlsExample: 'The tank is bunded; the contractor has agreed to call the school after any spill.',
    }),
    activityGroup({
      id: 'residential',
      title: 'Residential',
      intro: 'Houses and lifestyle blocks: septic tanks, wood burners, gardens, roads.',
      presentLabel: 'Are there houses or lifestyle blocks near your water source?',
      presentHint:
        'Include the school house, neighbouring houses and their septic tanks, wood burner chimneys, garden spraying and the road past the school.',
      presentExample: 'Yes: the school house and two neighbouring houses.',
      listLabel: 'Which household activities, and how could they affect your water?',
      listExample: 'Wood burner in the house next door, 40 m from the hall roof.',
      activityExample: 'Wood burner chimney at 12 Kōwhai Road',
      distanceExample: '40',
      effectExample: 'Soot settles on the hall roof in winter and adds benzo(a)pyrene to the tank water.',
      controlsExample:
        'First flush diverter on the hall downpipes; roof water tested for benzo(a)pyrene every three years.',
    }),
    activityGroup({
      id: 'recreational',
      title: 'Recreational',
      intro: 'Sport and leisure: pools, sports fields, tracks, camping, swimming and boating.',
      presentLabel: 'Is there any sport or recreation near your water source?',
      presentHint:
        'Include the school pool, sports fields and the clubs that use them, walking or bike tracks, campgrounds and rivers or lakes used for swimming or boating upstream of an intake.',
      presentExample: 'Yes: the school pool and the rugby club that uses the field on Saturdays.',
      listLabel: 'Which recreational activities, and how could they affect your water?',
      listExample: 'School pool topped up by hose from the drinking water supply.',
      activityExample: 'Topping up the school pool from the drinking water hose tap',
      distanceExample: '30',
      effectExample:
        'If the hose is left in the pool and pressure drops, pool water can be siphoned back into the drinking water pipes.',
      controlsExample: 'Vacuum breaker on the pool hose tap; the hose is hung up after each top-up.',
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// 3.3 Water quantity
// ---------------------------------------------------------------------------------------------

const waterQuantity: SectionForm = {
  sectionId: 'water-quantity',
  intro:
    'A safe supply is also a sufficient one. Say whether your source and storage give enough water all year and on your busiest days, what has happened when they did not, and where extra water would come from. The daily demand and storage figures come from sections 2.5 and 2.6.',
  sources: [
    `${SMALL}, p. 3 (D: population and supply volume, peak population and supplementing the supply)`,
    `${MEDIUM}, p. 9 (Q 5.2: sufficient drinking water, back-up plans, wastage, redundancy, long-term planning)`,
    `${ROOF}, p. 7 (6.3: top-up only from a registered water carrier or a qualifying source, into untreated storage)`,
    `${ROOF}, p. 11 (9: insufficient water due to lack of rain)`,
  ],
  groups: [
    {
      id: 'quantity',
      fields: [
        {
          kind: 'textarea',
          name: 'water_quantity_assessment',
          label: 'Could you run out of water?',
          regulatorLabel: 'Water quantity assessment',
          required: true,
          hint: 'Say whether your source and storage give enough water all year, when it gets tight (dry summers, big events, the start of term after a dry holiday) and how you know.',
          example:
            'In most years the two tanks stay above half full. In a dry late summer they can fall below a quarter by March, and we have bought carted water twice since 2020. A normal day uses about 3,500 L, so full tanks last about two weeks without rain.',
        },
        {
          kind: 'yesno',
          name: 'supply_meets_peak',
          label: 'Can your supply give enough water on your busiest days?',
          regulatorLabel: 'Supply sufficient for the maximum population',
          required: true,
          askedIn: { sectionId: 'daily-demand', field: 'peak_supply_sufficient' },
          hint: 'Think of the day with the most people on site (section 1.1), such as a sports day, a school production or a community event.',
          example: 'Yes for one-day events; a week-long holiday programme would need a top-up.',
        },
        {
          kind: 'textarea',
          name: 'supplement_plan',
          label: 'How will you top up the water when it is not enough?',
          regulatorLabel: 'Supplementing the supply',
          required: true,
          when: { field: 'supply_meets_peak', equals: false },
          hint: 'Say where extra water comes from and who arranges it. Carted water must come from a registered water carrier and go into the untreated tank, so that it passes through the treatment.',
          example:
            'The office manager orders 10,000 L from a registered water carrier when the tanks fall below 30%; it is delivered into tank 1, before the filters.',
        },
        {
          kind: 'yesno',
          name: 'ran_short_before',
          label: 'Has the school run short of water before?',
          regulatorLabel: 'History of supply shortfalls',
          hint: 'Include times when tanks ran dry, water was carted in, or water use was restricted.',
          example: 'Yes, in the dry summers of 2020 and 2025.',
        },
        {
          kind: 'rows',
          name: 'shortage_history',
          label: 'When did you run short?',
          itemLabel: 'shortage',
          when: { field: 'ran_short_before', equals: true },
          hint: 'One row for each time the water ran short, so the pattern is easy to see.',
          example: 'February to March 2020: seven dry weeks; two loads of carted water.',
          columns: [
            {
              kind: 'text',
              name: 'period',
              label: 'When did it happen?',
              required: true,
              hint: 'The month and year, or the dates if you have them.',
              example: 'February to March 2020',
            },
            {
              kind: 'text',
              name: 'cause',
              label: 'What caused it?',
              required: true,
              hint: 'The reason the water ran short: no rain, a leak, a pump failure, high use.',
              example: 'Seven weeks with almost no rain',
            },
            {
              kind: 'number',
              name: 'duration_days',
              label: 'For how long?',
              unit: 'days',
              min: 0,
              integer: true,
              hint: 'Roughly how many days the school was short of water or relying on a top-up.',
              example: '12',
            },
            {
              kind: 'textarea',
              name: 'response',
              label: 'What did you do?',
              hint: 'The steps you took, so the next person knows what worked.',
              example:
                'Bought two loads of carted water; turned off the field drinking fountains; asked families to send water bottles.',
            },
          ],
        },
        {
          kind: 'checklist',
          name: 'backup_sources',
          label: 'Where could extra water come from?',
          regulatorLabel: 'Back-up supply arrangements',
          hint: 'Tick what is arranged now, not what you might do. Section 6.1 holds the full alternative supply plan.',
          example: 'A registered water carrier; bottled water.',
          options: [
            { value: 'registered_water_carrier', label: 'A registered water carrier (tanker)' },
            { value: 'second_source', label: 'A second source on site (bore, spring or another roof)' },
            { value: 'neighbouring_supply', label: 'A neighbouring or council supply' },
            { value: 'bottled_water', label: 'Bottled water' },
            { value: 'reserve_tank', label: 'A reserve tank kept full for emergencies' },
            { value: 'none', label: 'Nothing arranged yet' },
          ],
        },
        {
          kind: 'checklist',
          name: 'water_saving_measures',
          label: 'How do you stop water being wasted?',
          regulatorLabel: 'Demand management and leak control',
          hint: 'The regulator’s guidance asks how you keep water from being wasted, for example through leaks. Tick what is in place.',
          example: 'Push-button taps in the toilet blocks; tank levels read every Monday.',
          options: [
            {
              value: 'leak_checks',
              label: 'Regular leak checks (for example tank levels read after a weekend)',
            },
            { value: 'self_closing_taps', label: 'Push-button or self-closing taps' },
            { value: 'low_flow_toilets', label: 'Dual-flush or low-flow toilets' },
            {
              value: 'separate_irrigation',
              label: 'Gardens and fields watered from a separate, non-drinking source',
            },
            { value: 'restrictions', label: 'Water restrictions in dry spells' },
            { value: 'level_gauges', label: 'Tank level gauges checked on a schedule' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          kind: 'textarea',
          name: 'redundancy',
          label: 'What spare capacity or back-up equipment do you have?',
          regulatorLabel: 'Redundancy and resilience',
          hint: 'For example tanks that can be isolated separately, a spare pump, spare filters and a spare UV lamp kept on site. This shows how you keep going when one part fails.',
          example:
            'Two tanks with their own valves, so one can be cleaned while the other supplies; a spare UV lamp and a box of filters in the caretaker’s shed.',
        },
        {
          kind: 'textarea',
          name: 'future_demand',
          label: 'Will the school need more water in future?',
          regulatorLabel: 'Long-term planning',
          hint: 'A growing roll, new classrooms, a pool or community use all change demand; note what is planned and when.',
          example:
            'The roll is expected to reach 170 by 2029 and two classrooms are planned; their roof could feed a third tank.',
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// 3.4 Water quality issues
// ---------------------------------------------------------------------------------------------

const waterQualityIssues: SectionForm = {
  sectionId: 'water-quality-issues',
  intro:
    'Past problems are the best guide to future ones. Record what tests have shown, what people have noticed about taste, colour or smell, and what you found and fixed. If there have been no problems, say how you know.',
  sources: [
    `${MEDIUM}, p. 8 (Q 5.1: source water testing, variability after rain, previous incidents)`,
    `${DWQAR}, p. 10-12 (S1: E. coli and total coliforms; roof metals; arsenic, boron, nitrate, manganese; 50% of the MAV)`,
    `${DWQAR}, p. 15 (S1.6: record and investigate taste and odour complaints)`,
    `${DWQAR}, p. 16 (T1.1: what to do when E. coli is found)`,
    `${ROOF}, p. 11 (RF3: roof water metals and benzo(a)pyrene)`,
  ],
  groups: [
    {
      id: 'issues',
      fields: [
        {
          kind: 'textarea',
          name: 'water_quality_issues',
          label: 'Has your water had problems before?',
          regulatorLabel: 'Water quality issues',
          required: true,
          hint: 'Summarise any failed tests, complaints about taste, colour or smell, and illness that may be linked to the water, with what caused them. If there have been none, say what your testing shows.',
          example:
            'E. coli was found twice in 2021; a possum had got into tank 2 through a broken overflow screen. The screens were replaced and the tank cleaned, and every test since has been clear. The water is sometimes slightly brown after the first heavy rain in autumn.',
        },
        {
          kind: 'rows',
          name: 'past_issues',
          label: 'List each problem you know of',
          regulatorLabel: 'Record of past water quality issues',
          itemLabel: 'issue',
          hint: 'One row per problem, oldest first. Keep fixed problems in the list: they show what to watch for.',
          example: 'June 2021: E. coli at the staffroom tap; possum in tank 2; fixed.',
          columns: [
            {
              kind: 'date',
              name: 'date',
              label: 'When was it?',
              hint: 'The date of the test, or when the problem was first noticed.',
              example: '2021-06-14',
            },
            {
              kind: 'select',
              name: 'issue_type',
              label: 'What kind of problem?',
              required: true,
              hint: 'Choose the closest; describe it in the next column.',
              example: 'E. coli found',
              options: [
                { value: 'e_coli', label: 'E. coli found' },
                { value: 'total_coliforms', label: 'Total coliforms found (no E. coli)' },
                { value: 'chemical', label: 'A chemical above the MAV, or above half of it' },
                { value: 'cloudy_coloured', label: 'Cloudy or coloured water' },
                { value: 'taste_odour', label: 'Taste or smell' },
                { value: 'illness', label: 'Illness that may be linked to the water' },
                { value: 'equipment_failure', label: 'Treatment or equipment failure' },
                { value: 'other', label: 'Other' },
              ],
            },
            {
              kind: 'textarea',
              name: 'description',
              label: 'What was found?',
              required: true,
              hint: 'The result or what people noticed, with numbers where you have them.',
              example: '3 E. coli per 100 mL in the sample from the staffroom tap.',
            },
            {
              kind: 'textarea',
              name: 'cause',
              label: 'What caused it?',
              hint: 'What the investigation found; write "not found" if the cause is still unknown.',
              example: 'A possum got into tank 2 through a broken overflow screen.',
            },
            {
              kind: 'textarea',
              name: 'action_taken',
              label: 'What did you do?',
              hint: 'The immediate steps (boil water notice, telling Taumata Arowai) and the fix.',
              example:
                'Boil water notice for five days; notified Taumata Arowai; tank cleaned and disinfected; new screens; clear retests a week and a fortnight later.',
            },
            {
              kind: 'yesno',
              name: 'resolved',
              label: 'Is it fixed?',
              hint: 'Yes once the cause is fixed and follow-up tests are clear.',
              example: 'Yes',
            },
          ],
        },
        {
          kind: 'yesno',
          name: 'source_water_tested',
          label: 'Has your source water been tested by an accredited laboratory?',
          regulatorLabel: 'Source water testing',
          hint: 'Testing the untreated water tells you what the treatment has to deal with. Use a laboratory accredited by IANZ and attach its reports.',
          example:
            'Yes: untreated tank water is tested each term by an IANZ-accredited laboratory in Hamilton.',
        },
        {
          kind: 'files',
          name: 'source_test_reports',
          label: 'Source water test reports',
          accept: 'documents',
          when: { field: 'source_water_tested', equals: true },
          hint: 'Attach the laboratory reports so a reviewer can see the results behind your answers.',
          example: 'Laboratory report for untreated water from tank 1, March 2026 (PDF).',
        },
        {
          kind: 'checklist',
          name: 'chemicals_of_concern',
          label: 'Have any of these chemicals been found or suspected?',
          regulatorLabel: 'Chemical determinands of concern',
          hint: 'Roofs can add lead, copper, cadmium and zinc, and soot adds benzo(a)pyrene; bores and streams can carry nitrate, arsenic, boron and manganese. A result above half the Maximum Acceptable Value (MAV) makes it a known risk to keep monitoring.',
          example: 'Zinc, at about a fifth of the MAV in 2024 (unpainted ridge capping).',
          options: [
            { value: 'lead', label: 'Lead' },
            { value: 'copper', label: 'Copper' },
            { value: 'cadmium', label: 'Cadmium' },
            { value: 'zinc', label: 'Zinc' },
            { value: 'benzo_a_pyrene', label: 'Benzo(a)pyrene (from soot)' },
            { value: 'nitrate', label: 'Nitrate' },
            { value: 'arsenic', label: 'Arsenic' },
            { value: 'boron', label: 'Boron' },
            { value: 'manganese', label: 'Manganese' },
            { value: 'iron', label: 'Iron' },
            { value: 'none_found', label: 'None found in testing' },
          ],
        },
        {
          kind: 'yesno',
          name: 'quality_varies',
          label: 'Does the water change after heavy rain, in dry spells or in some seasons?',
          regulatorLabel: 'Variability of source water quality',
          hint: 'Changes in colour, cloudiness or taste after the weather show that dirt or germs can reach the source.',
          example: 'Yes: cloudy for a day after the first heavy autumn rain.',
        },
        {
          kind: 'textarea',
          name: 'quality_variation_details',
          label: 'What changes, and when?',
          when: { field: 'quality_varies', equals: true },
          hint: 'Describe what you see or measure and how long it lasts, so the risk assessment in 4.1 can cover it.',
          example:
            'After the first big rain following a dry month, the water in tank 1 turns slightly brown and the sediment filter clogs within two weeks.',
        },
        {
          kind: 'yesno',
          name: 'complaints_recorded',
          label: 'Do you write down complaints about taste, smell or colour?',
          regulatorLabel: 'Consumer complaint records',
          hint: 'Complaints are often the first sign of a problem. Record each one and what you found.',
          example:
            'Yes: complaints go in the water log in the office, and the caretaker checks the same day.',
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// 3.5 Climate change
// ---------------------------------------------------------------------------------------------

const climateChange: SectionForm = {
  sectionId: 'climate-change',
  intro:
    'Longer dry spells, heavier downpours and stronger storms can all affect a school’s water. Think about what each would do to your source, tanks, treatment and pipes, and how you would cope. The regulator’s guidance asks suppliers to plan for extreme weather and long-term change.',
  sources: [
    `${MEDIUM}, p. 8 (Q 5.1: quality after heavy rainfall, drought, seasonal variation)`,
    `${MEDIUM}, p. 9 (Q 5.2: extreme weather events, long-term planning and climate change)`,
    `${MEDIUM}, p. 14 (Q 8.1: power cuts and natural disasters)`,
    `${SMALL}, p. 10 (Q4: natural hazard events, power cuts)`,
    `${ROOF}, p. 11 (9: insufficient water due to lack of rain)`,
  ],
  groups: [
    {
      id: 'climate',
      fields: [
        {
          kind: 'checklist',
          name: 'climate_impacts',
          label: 'Which weather changes could affect your water?',
          regulatorLabel: 'Climate change impacts',
          hint: 'Tick each change that could affect your supply anywhere from the source to the taps.',
          example: 'Longer dry spells; heavier rain; stronger storms; longer power cuts.',
          options: [
            { value: 'drought', label: 'Longer or more frequent dry spells' },
            { value: 'heavy_rain', label: 'Heavier rain and more run-off' },
            { value: 'flooding', label: 'Flooding of the site or the source' },
            { value: 'storms_wind', label: 'Stronger storms and winds (falling trees, roof damage)' },
            { value: 'higher_temperatures', label: 'Hotter summers (warmer water in tanks and pipes)' },
            { value: 'power_outages', label: 'Longer power cuts during storms' },
            { value: 'slips_erosion', label: 'Slips or erosion near pipes, tanks or the source' },
            { value: 'wildfire', label: 'Wildfire, with smoke or ash on roofs' },
            { value: 'sea_level_rise', label: 'Sea-level rise or salt water reaching a bore' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          kind: 'textarea',
          name: 'climate_change_assessment',
          label: 'How could changing weather affect your water, and how will you cope?',
          regulatorLabel: 'Climate change assessment',
          required: true,
          hint: 'For each change you ticked, say what it would do to your supply and what you do or plan to do. Think about running out of water, dirtier water after storms and equipment stopping in power cuts.',
          example:
            'Dry spells: full tanks last about two weeks without rain, so from December we read the tank levels weekly and have a water carrier arranged. Heavy rain: more debris in the gutters, so they are cleaned each term and after storms. Storms: the UV unit stops in a power cut, so the restart steps are posted beside it.',
        },
        {
          kind: 'yesno',
          name: 'flood_prone',
          label: 'Could floodwater reach your tanks, bore head, pumps or treatment shed?',
          regulatorLabel: 'Flood exposure',
          hint: 'Look at where water lies after heavy rain and at the council’s flood maps. Floodwater over a bore head or into a tank contaminates it.',
          example: 'No: the tanks and the treatment shed sit on the rise behind the hall.',
        },
        {
          kind: 'textarea',
          name: 'flood_details',
          label: 'What could be flooded, and what protects it?',
          when: { field: 'flood_prone', equals: true },
          hint: 'Name each part that floodwater could reach and how it is protected, such as raised plinths, a sealed bore head or electrics above flood level.',
          example:
            'The bore head is in a hollow that ponds in big storms; it has a sealed cap on a raised concrete apron.',
        },
        {
          kind: 'rows',
          name: 'past_weather_events',
          label: 'Has the weather affected your water before?',
          regulatorLabel: 'Past extreme weather events',
          itemLabel: 'event',
          hint: 'One row for each storm, flood or drought that affected the supply, with what you learned.',
          example: 'July 2022 storm: 18-hour power cut; UV off; bottled water handed out.',
          columns: [
            {
              kind: 'text',
              name: 'period',
              label: 'When?',
              hint: 'The month and year is enough.',
              example: 'July 2022',
            },
            {
              kind: 'text',
              name: 'event',
              label: 'What happened?',
              required: true,
              hint: 'The weather event in a few words.',
              example: 'Winter storm with gale-force winds and an 18-hour power cut',
            },
            {
              kind: 'textarea',
              name: 'effect',
              label: 'How did it affect the water?',
              required: true,
              hint: 'What stopped working or what changed in the water.',
              example: 'The UV unit was off, and a falling branch split the gutter on Room 4.',
            },
            {
              kind: 'textarea',
              name: 'response',
              label: 'What did you do?',
              hint: 'The steps taken and anything you would do differently next time.',
              example:
                'Drinking fountains closed and bottled water handed out; UV restarted after warm-up; gutter repaired the next week.',
            },
          ],
        },
        {
          kind: 'textarea',
          name: 'adaptation_actions',
          label: 'What will you change to be ready?',
          regulatorLabel: 'Adaptation measures',
          hint: 'Improvements you plan because of changing weather, such as more storage, gutter guards, a generator inlet or moving equipment above flood level. Add the ones you commit to to the improvement schedule (4.2).',
          example:
            'Add a third 25,000 L tank with the new classroom block; fit gutter guards on the hall; get a quote for a generator inlet at the treatment shed.',
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// 3.6 Cyanobacteria
// ---------------------------------------------------------------------------------------------

const cyanobacteria: SectionForm = {
  sectionId: 'cyanobacteria',
  intro:
    'Cyanobacteria (blue-green algae) can grow in lakes, ponds and rivers, and some produce toxins that can make people ill. Roof water is not at risk, and bores and springs usually are not unless a nearby lake or river has blooms, so for most schools this section is short.',
  sources: [
    `${DWQAR}, p. 13-14 (S1.5: what blooms and mats look like, how to assess the risk; roof water not at risk)`,
    `${DWQAR}, p. 15 (S1.5(c), S1.6: stop using the source or issue a do-not-drink notice; taste and odour complaints)`,
    `${MIXED}, p. 8 (MUR.9: monthly checks of surface water from October to May)`,
    `${MEDIUM}, p. 8 (Q 5.1: cyanobacteria risk for surface water)`,
    `${MEDIUM}, p. 18 (Appendix 3: cyanotoxins)`,
  ],
  groups: [
    {
      id: 'cyanobacteria',
      fields: [
        {
          kind: 'yesno',
          name: 'open_water_source',
          label: 'Does any of your water come from a lake, pond, dam, river or stream?',
          regulatorLabel: 'Surface water source',
          hint: 'Cyanobacteria are mainly a risk for surface water. Answer yes even if the surface water is only a back-up.',
          example: 'No: all our water is roof water.',
        },
        {
          kind: 'radio',
          name: 'cyanobacteria_risks',
          label: 'How likely is toxic algae in your water?',
          regulatorLabel: 'Cyanobacteria risk',
          required: true,
          hint: 'Choose the level that fits your source. The regulator’s guidance treats roof water as not at risk.',
          example: 'Low: roof water only.',
          options: [
            {
              value: 'low',
              label: 'Low',
              hint: 'Roof water; a bore or spring with no nearby lake or river known for blooms; or surface water where checks and tests have found none.',
            },
            {
              value: 'medium',
              label: 'Medium',
              hint: 'Surface water where blooms have not been confirmed but could occur, or a bore or spring near a lake or river with known blooms.',
            },
            {
              value: 'high',
              label: 'High',
              hint: 'A lake, pond or river where blooms or thick mats have been confirmed.',
            },
          ],
        },
        {
          kind: 'textarea',
          name: 'cyanobacteria_explanation',
          label: 'Why did you choose this level?',
          regulatorLabel: 'Basis for the cyanobacteria risk assessment',
          required: true,
          hint: 'Give the facts behind your choice: the type of source, any blooms seen nearby, and what the regional council or a laboratory has told you.',
          example:
            'All our drinking water is rain from the school roofs, which the regulator’s guidance treats as not at risk. The tanks are sealed and dark, and no lake, pond or river feeds our supply.',
        },
        {
          kind: 'textarea',
          name: 'inspection_plan',
          label: 'How do you check the water for algae?',
          regulatorLabel: 'Cyanobacteria monitoring',
          when: { field: 'open_water_source', equals: true },
          hint: 'Look at the water around and upstream of the intake for scums, discoloured water or dark slimy mats on rocks. The mixed-use rural Acceptable Solution asks for a check every month from October to May.',
          example:
            'On the first Monday of each month from October to May the caretaker walks 200 m upstream of the intake and photographs the riverbed; results go in the water log.',
        },
        {
          kind: 'yesno',
          name: 'blooms_seen',
          label: 'Have blooms or mats been seen in or upstream of your source?',
          when: { field: 'open_water_source', equals: true },
          hint: 'Include reports from the regional council’s swimming-water monitoring, neighbours and your own checks.',
          example: 'No: the council’s monitoring site downstream has had no alerts.',
        },
        {
          kind: 'textarea',
          name: 'toxin_response',
          label: 'If toxins could be in your water, what will you do?',
          regulatorLabel: 'Cyanotoxin response',
          when: { field: 'open_water_source', equals: true },
          hint: 'If toxins could exceed the MAV you must stop using that source or issue a do-not-drink notice, then arrange laboratory testing and expert advice.',
          example:
            'Close the stream intake and run on stored and carted water; issue a do-not-drink notice if the stored water may be affected; call the laboratory and the regional council.',
        },
        {
          kind: 'textarea',
          name: 'taste_odour_response',
          label: 'What do you do if someone notices a musty or earthy taste or smell?',
          regulatorLabel: 'Taste and odour complaints',
          hint: 'A musty or earthy taste is often the first sign of cyanobacteria. Record every complaint and find the cause; treat skin rashes or stomach upsets after drinking very seriously.',
          example:
            'The office records the complaint in the water log, the caretaker checks the tanks and filters that day, and the principal arranges a laboratory test if the cause is not obvious.',
        },
      ],
    },
  ],
};

export const PART_3_FORMS: readonly SectionForm[] = [
  catchmentDescription,
  catchmentActivities,
  waterQuantity,
  waterQualityIssues,
  climateChange,
  cyanobacteria,
];
