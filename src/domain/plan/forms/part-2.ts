/**
 * Part 2, Description of Water Supply: the parts of the supply from source to tap, how much water the
 * school needs and stores, what the supply looks like, consents, and Te Mana o te Wai.
 *
 * Field names marked in the plan specification (5.1 Ministry required fields; 3 highlighted form fields)
 * are read by compliance rules and the demand calculator; keep them as they are.
 */
import { DEMAND_CONSTANTS } from '../demand';
import type { SectionForm } from '../fields';

/** The demand and storage figures, from the one place the calculator also reads them. */
const PER_PERSON = DEMAND_CONSTANTS.specPerPersonLitres.value;
const SCHOOL = DEMAND_CONSTANTS.schoolPerPerson;
const FLOOR_HOURS = DEMAND_CONSTANTS.roofWaterFloorHours.value;
const ROOF_DAYS = DEMAND_CONSTANTS.roofWaterDays.value;
const BORE_DAYS = DEMAND_CONSTANTS.boreTankMinimumDays.value;

const source: SectionForm = {
  sectionId: 'source',
  intro:
    'Tell us where your drinking water comes from: rain off the roof, a bore, a spring, a stream or a water carrier. ' +
    'Tick every source you use, even one kept for dry spells, because each source brings its own risks. ' +
    'Follow-up questions appear for the sources you tick.',
  sources: [
    'DWSP_Template_Small_26-100, p. 2 (Q1 A: water sources, tick all that apply)',
    'DWSP_Template_Small_26-100, p. 5 (Q3 A: bore head on an apron, in good condition, fenced at least 5 m away)',
    'DWSP_Template_Medium_101-500, p. 8 (Q5.1: understand your source water; bore depth to the top of the screen)',
    'DWSP_Template_Medium_101-500, p. 19–21 (Appendices 4–6: controls for bores and springs, surface water and roof water)',
    'Acceptable_Solution_Mixed-Use_Rural_2025, p. 8 (MUR.10: springs and bores must be protected)',
    'Acceptable_Solution_Roof_Water (working draft), p. 6 (6.1: no overhanging vegetation) and p. 7 (6.3: top-ups only from a registered water carrier or a compliant bore or spring)',
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 10–12 (S1: source water tests; each source sampled separately)',
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 19 (T1.3: filtration is not compulsory for water drawn from deeper than 30 m; T1.5: a UV dose of 40 mJ/cm2 is still required)',
    'WaiKura plan specification, 5.5 (bore protection zone at least 20 m: WaiKura’s own advice, not stated in the regulator’s texts WaiKura holds)',
  ],
  groups: [
    {
      id: 'sources',
      title: 'Your water source',
      fields: [
        {
          kind: 'checklist',
          name: 'source_type',
          label: 'Where does your drinking water come from?',
          regulatorLabel: 'Water sources',
          hint: 'Tick all that apply, including back-up sources such as a water carrier in summer.',
          example: 'Roof (rainwater), with carted water in a dry summer.',
          required: true,
          options: [
            { value: 'roof_rainwater', label: 'Roof (rainwater)' },
            { value: 'bore', label: 'Bore (including a well)' },
            { value: 'spring', label: 'Spring' },
            { value: 'stream_river', label: 'River, stream or creek' },
            { value: 'lake', label: 'Lake (including a dam)' },
            { value: 'carted', label: 'Carted water (from a water carrier)' },
            { value: 'other', label: 'Other, for example water from another drinking water supply' },
          ],
        },
        {
          kind: 'text',
          name: 'source_other',
          label: 'What is the other source?',
          regulatorLabel: 'Other source',
          hint: 'Name the source and who supplies it.',
          example: 'A pipe from the neighbouring marae’s registered supply',
          when: { field: 'source_type', includes: 'other' },
          required: true,
        },
        {
          kind: 'textarea',
          name: 'source_description',
          label: 'Describe your water source in a few sentences.',
          regulatorLabel: 'Source description',
          hint: 'Say which buildings or roofs collect the water, how it gets to storage, and which source you rely on most. If you have more than one source, describe each.',
          example:
            'Rain is collected from the roofs of the main classroom block and the hall (about 1,200 m² of painted steel roof). Gutters feed downpipes with leaf screens and first-flush diverters into two tanks behind the hall. In a long dry spell we buy water from a registered carrier.',
          required: true,
          maxLength: 5000,
        },
        {
          kind: 'text',
          name: 'source_location',
          label: 'Where is the source on your site?',
          regulatorLabel: 'Source location',
          hint: 'Describe the place so a stranger could find it, and add GPS coordinates if you have them (a phone map app shows them).',
          example: 'Roofs of Block A and the hall; tanks on the south side of the hall (-38.0123, 175.3456)',
        },
      ],
    },
    {
      id: 'roof',
      title: 'Roof water',
      intro: 'Only if you collect rainwater from a roof.',
      fields: [
        {
          kind: 'number',
          name: 'roof_area',
          label: 'How big is the roof area that collects water?',
          regulatorLabel: 'Catchment (roof) area',
          hint: 'Add up the roofs that drain to your tanks. A rough figure from the building plans is fine; it tells you how much rain you can catch.',
          example: '1200',
          unit: 'm²',
          min: 0,
          when: { field: 'source_type', includes: 'roof_rainwater' },
        },
        {
          kind: 'text',
          name: 'roof_material',
          label: 'What are the collecting roofs made of?',
          regulatorLabel: 'Roofing material',
          hint: 'Some roofs can put metals or chemicals into the water: lead flashings, old paints, bitumen, treated timber shingles. Mention any chimney or flue near the roof too.',
          example:
            'Pre-painted steel (Colorsteel), no lead flashings; the hall has a wood burner flue on the north side.',
          when: { field: 'source_type', includes: 'roof_rainwater' },
        },
        {
          kind: 'yesno',
          name: 'roof_overhanging_vegetation',
          label: 'Do any trees or plants hang over the collecting roofs?',
          regulatorLabel: 'Overhanging vegetation',
          hint: 'Overhanging branches drop leaves and let birds and possums onto the roof. The roof water Acceptable Solution requires no vegetation over the collecting roof.',
          example: 'No: the oak by the hall was trimmed back in 2024.',
          when: { field: 'source_type', includes: 'roof_rainwater' },
        },
      ],
    },
    {
      id: 'groundwater',
      title: 'Bore or spring',
      intro: 'Only if you take water from a bore or a spring.',
      fields: [
        {
          kind: 'number',
          name: 'bore_depth',
          label: 'How deep is the bore?',
          regulatorLabel: 'Bore depth (to the top of the screen)',
          hint: 'Use the driller’s log or the regional council’s bore record. Water drawn from deeper than 30 m does not have to be filtered, but it must still be disinfected with UV (DWQAR guidance, p. 19, rules T1.3 and T1.5); keep checking turbidity, because murky water stops UV working.',
          example: '42',
          unit: 'm',
          min: 0,
          when: { field: 'source_type', includes: 'bore' },
          required: true,
        },
        {
          kind: 'checklist',
          name: 'bore_head_protection',
          label: 'How is the bore head protected?',
          regulatorLabel: 'Bore head protection',
          hint: 'Tick what is in place now. Surface water and animals getting in at the bore head are the commonest way bores become contaminated.',
          example:
            'Sealed bore head on a concrete apron, fenced 5 m out from the paddock where the calves graze.',
          when: { field: 'source_type', includes: 'bore' },
          options: [
            { value: 'apron', label: 'Bore head on a hard-standing concrete apron' },
            { value: 'sealed_headworks', label: 'Bore head sealed so surface water cannot get in' },
            { value: 'good_condition', label: 'Bore head kept in good condition and checked' },
            { value: 'stock_excluded_5m', label: 'Animals kept out at least 5 m around the bore head' },
            {
              value: 'clear_of_contamination',
              label: 'Well away from septic tanks, offal pits, rubbish dumps and effluent spreading',
              hint: 'WaiKura suggests a 20 m protection zone around the bore.',
            },
          ],
        },
        {
          kind: 'date',
          name: 'bore_last_inspected',
          label: 'When was the bore head last inspected?',
          regulatorLabel: 'Bore head inspection',
          hint: 'The date of the last close look at the bore head, its seal and its surroundings.',
          example: '2025-02-10',
          when: { field: 'source_type', includes: 'bore' },
        },
        {
          kind: 'checklist',
          name: 'spring_protection',
          label: 'How is the spring protected?',
          regulatorLabel: 'Spring protection',
          hint: 'Tick what is in place now. Run-off from the land around a spring can mix with the spring water after rain.',
          example: 'A concrete collection box with a lid, a berm uphill, and the area fenced off from stock.',
          when: { field: 'source_type', includes: 'spring' },
          options: [
            { value: 'wall_or_berm', label: 'A wall or berm keeps surface run-off away from the spring' },
            { value: 'covered_collection', label: 'The spring is collected in a covered, sealed chamber' },
            { value: 'stock_excluded_5m', label: 'Animals kept out at least 5 m around the spring' },
            {
              value: 'clear_of_contamination',
              label: 'Well away from septic tanks, offal pits, rubbish dumps and effluent spreading',
            },
          ],
        },
      ],
    },
    {
      id: 'surface',
      title: 'Stream, river, lake or carted water',
      intro: 'Only if you take water from surface water or have it delivered.',
      fields: [
        {
          kind: 'textarea',
          name: 'stream_intake',
          label: 'How is water taken from the stream or river?',
          regulatorLabel: 'Surface water intake',
          hint: 'Describe the intake: where it is, whether it is screened, and whether it can be shut off when the water turns dirty after rain. Intakes should sit upstream of any discharge.',
          example:
            'A screened intake in a pool of the Mangapiko Stream, 300 m above the school, with a valve we close when the stream is muddy.',
          when: { field: 'source_type', includes: 'stream_river' },
          required: true,
          maxLength: 3000,
        },
        {
          kind: 'textarea',
          name: 'lake_intake',
          label: 'How is water taken from the lake or dam?',
          regulatorLabel: 'Lake or dam intake',
          hint: 'Describe the intake, its depth below the lowest water level and its screen.',
          example:
            'A floating intake 1 m below the surface of the farm dam, with a mesh screen, pumped to the tanks.',
          when: { field: 'source_type', includes: 'lake' },
          required: true,
          maxLength: 3000,
        },
        {
          kind: 'text',
          name: 'water_carrier',
          label: 'Which water carrier delivers your water?',
          regulatorLabel: 'Registered water carrier',
          hint: 'Name the carrier and their phone number. Use a carrier registered with Taumata Arowai so the delivered water is drinking water.',
          example: 'Waipā Water Cartage, 07 870 1144',
          when: { field: 'source_type', includes: 'carted' },
          required: true,
        },
      ],
    },
    {
      id: 'testing',
      title: 'Source water testing',
      fields: [
        {
          kind: 'yesno',
          name: 'source_water_tested',
          label: 'Has the water from your source been tested by a laboratory?',
          regulatorLabel: 'Source water testing',
          hint: 'To treat water well you need to know what is in it before treatment. Each source is tested separately, by a laboratory accredited by IANZ.',
          example: 'Yes: tank water before the filters, tested in June 2024.',
        },
        {
          kind: 'textarea',
          name: 'source_test_summary',
          label: 'What did the source water tests show?',
          regulatorLabel: 'Source water test results',
          hint: 'Summarise the results and attach the laboratory report in the appendix. Roof water is usually tested for E. coli and for metals from roofing such as lead, copper and cadmium.',
          example:
            'June 2024, tank before treatment: E. coli 3 per 100 mL (expected for roof water, removed by UV); lead, copper and cadmium well under half the maximum acceptable value.',
          when: { field: 'source_water_tested', equals: true },
          maxLength: 5000,
        },
      ],
    },
  ],
};

const treatment: SectionForm = {
  sectionId: 'treatment',
  intro:
    'Describe the equipment that makes your water safe, in the order the water passes through it. ' +
    'Most school supplies filter the water and then pass it through a UV unit; some also add chlorine. ' +
    'Have the equipment’s labels or manuals to hand: the ratings on them matter.',
  sources: [
    'DWSP_Template_Small_26-100, p. 3 (Q1 B: treatment components)',
    'DWSP_Template_Small_26-100, p. 6 (Q3 D: UV at least 40 mJ/cm², filtration rated 5 micron or less, automatic shut-off)',
    'DWSP_Template_Medium_101-500, p. 9 (Q5.3: UV dose 40 mJ/cm²; free available chlorine at least 0.5 mg/L; pH 6.5–8)',
    'DWSP_Template_Medium_101-500, p. 22–24 (Appendices 7–9: filtration, UV disinfection, chlorination)',
    'Acceptable_Solution_Roof_Water (working draft), p. 6–7 (6.2–6.3: 20 and 5 micron cartridges, UV sensor, flow control, shut-off and alarm, validation standards)',
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 17 (T1.1: turbidity under 5 NTU for UV to work well)',
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 19 (T1.4: pumps upstream of cartridge filters; T1.5: UV dose 40 mJ/cm²)',
    'WaiKura plan specification, 5.5 (free chlorine residual 0.2–1.0 mg/L: WaiKura’s own figure, not stated in the regulator’s texts)',
  ],
  groups: [
    {
      id: 'treatment',
      title: 'Your treatment',
      fields: [
        {
          kind: 'checklist',
          name: 'treatment_type',
          label: 'What treatment does your water go through?',
          regulatorLabel: 'Treatment components',
          hint: 'Tick every step between the source and the taps. Filters come before a UV unit, because UV works well only in clear water (turbidity under 5 NTU). Choose “No treatment” only if nothing is installed.',
          example: 'First-flush diverters, a sediment filter, a 5 micron cartridge filter and a UV unit.',
          required: true,
          options: [
            {
              value: 'first_flush',
              label: 'Pre-treatment, for example first-flush diverters or leaf screens',
            },
            { value: 'sediment_filter', label: 'Sediment filter (coarse, for example 20 micron)' },
            { value: 'cartridge_filter', label: 'Cartridge filter (fine, 5 micron or less)' },
            { value: 'carbon_filter', label: 'Activated carbon filter' },
            { value: 'uv', label: 'UV disinfection' },
            { value: 'chlorination', label: 'Chlorination, for example sodium hypochlorite' },
            { value: 'other', label: 'Other treatment' },
            { value: 'none', label: 'No treatment' },
          ],
        },
        {
          kind: 'text',
          name: 'treatment_other',
          label: 'What is the other treatment?',
          regulatorLabel: 'Other treatment',
          hint: 'Name the process and what it removes.',
          example: 'Ultrafiltration membrane unit for the kitchen',
          when: { field: 'treatment_type', includes: 'other' },
          required: true,
        },
        {
          kind: 'textarea',
          name: 'no_treatment_reason',
          label: 'Why is the water not treated?',
          regulatorLabel: 'Untreated supply',
          hint: 'Explain why, and what you plan to do. Untreated roof, spring or stream water is rarely safe to drink; say so in your improvement plan.',
          example:
            'We have just taken over the bore from the farm next door and have no treatment yet. Until the UV unit is installed this term, students drink bottled water and the taps are signed "Do not drink".',
          when: { field: 'treatment_type', includes: 'none' },
          required: true,
          maxLength: 3000,
        },
        {
          kind: 'textarea',
          name: 'treatment_description',
          label: 'Describe how the water is treated, step by step.',
          regulatorLabel: 'Treatment description',
          hint: 'Follow the water from the tank to the taps: the pump, each filter, the UV unit or chlorine dosing, and which buildings get treated water. Pumps belong before cartridge filters, not after them. Say if any tap gets untreated water.',
          example:
            'A pressure pump draws from the tanks through a 20 micron sediment filter and a 5 micron cartridge filter, then through a UV unit in the caretaker’s shed. All indoor taps and the drinking fountains get treated water; the garden taps are untreated and signed “not for drinking”.',
          required: true,
          maxLength: 5000,
        },
        {
          kind: 'text',
          name: 'treatment_location',
          label: 'Where is the treatment equipment?',
          regulatorLabel: 'Treatment plant location',
          hint: 'The building or shed, so a contractor can find it in an emergency.',
          example: 'Caretaker’s shed behind the hall, key in the office key safe',
        },
      ],
    },
    {
      id: 'equipment',
      title: 'The equipment',
      fields: [
        {
          kind: 'rows',
          name: 'treatment_details',
          label: 'What equipment is installed?',
          regulatorLabel: 'Treatment equipment details',
          hint: 'One row per unit, with the make, model and rating from its label. These details tell a service agent which filters and lamps to bring.',
          example:
            'UV unit, 60 L/min model rated 40 mJ/cm², installed 2022-04-11, lamp last changed 2025-01-20.',
          itemLabel: 'unit',
          columns: [
            {
              kind: 'select',
              name: 'unit',
              label: 'Unit',
              hint: 'What kind of equipment it is.',
              example: 'Cartridge filter',
              required: true,
              options: [
                { value: 'first_flush', label: 'First-flush diverter' },
                { value: 'sediment_filter', label: 'Sediment filter' },
                { value: 'cartridge_filter', label: 'Cartridge filter' },
                { value: 'carbon_filter', label: 'Activated carbon filter' },
                { value: 'uv', label: 'UV unit' },
                { value: 'chlorination', label: 'Chlorine doser' },
                { value: 'pump', label: 'Pump' },
                { value: 'other', label: 'Other' },
              ],
            },
            {
              kind: 'text',
              name: 'make_model',
              label: 'Make and model',
              hint: 'As printed on the unit or its manual.',
              example: 'Big Blue 20-inch filter housing',
            },
            {
              kind: 'text',
              name: 'rating',
              label: 'Rating',
              hint: 'The micron size of a filter, the dose and flow of a UV unit, or the pump’s output.',
              example: '5 micron nominal',
            },
            {
              kind: 'date',
              name: 'installed',
              label: 'Installed',
              hint: 'When it was installed, if known.',
              example: '2022-04-11',
            },
            {
              kind: 'date',
              name: 'last_replaced',
              label: 'Filter or lamp last changed',
              hint: 'When the cartridge or lamp was last replaced.',
              example: '2025-01-20',
            },
          ],
        },
        {
          kind: 'number',
          name: 'filter_pore_size',
          label: 'What is the finest filter’s rating?',
          regulatorLabel: 'Filtration nominal pore size',
          hint: 'The smallest micron number on your filter cartridges. The Rules require cartridges rated 5 micron nominal or finer; the roof water Acceptable Solution uses a 20 micron then a 5 micron cartridge.',
          example: '5',
          unit: 'micron',
          min: 0,
          when: { field: 'treatment_type', includes: 'cartridge_filter' },
          required: true,
        },
        {
          kind: 'number',
          name: 'uv_dose',
          label: 'What UV dose does the unit deliver?',
          regulatorLabel: 'UV dose',
          hint: 'From the unit’s label or certificate. It must be at least 40 mJ/cm² to inactivate bacteria and protozoa.',
          example: '40',
          unit: 'mJ/cm²',
          min: 0,
          when: { field: 'treatment_type', includes: 'uv' },
          required: true,
        },
        {
          kind: 'checklist',
          name: 'uv_safety_features',
          label: 'What does your UV unit have to stop unsafe water getting through?',
          regulatorLabel: 'UV monitoring and controls',
          hint: 'Tick what your unit has. A UV unit should stop the water when its dose is too low and warn you when the lamp fails.',
          example:
            'A UV intensity sensor, an automatic shut-off valve, an alarm in the office and a flow restrictor.',
          when: { field: 'treatment_type', includes: 'uv' },
          options: [
            { value: 'uv_sensor', label: 'UV intensity or dose sensor' },
            { value: 'auto_shutoff', label: 'Automatic shut-off when the UV dose is not met' },
            { value: 'alarm', label: 'Alarm when the UV dose is low or the lamp fails' },
            { value: 'lamp_status', label: 'Lamp status light' },
            { value: 'flow_control', label: 'Flow restrictor keeps the flow within the unit’s rating' },
            {
              value: 'validated',
              label: 'Validated to a recognised standard',
              hint: 'NSF/ANSI 55 Class A, the USEPA UV Disinfection Guidance Manual, DVGW W294 or ÖNORM M5873.',
            },
          ],
        },
        {
          kind: 'textarea',
          name: 'chlorination_details',
          label: 'How is chlorine added, and how much?',
          regulatorLabel: 'Chlorination',
          hint: 'Name the product, how it is dosed and the free available chlorine you aim for. After dosing, free available chlorine should be at least 0.5 mg/L with pH between 6.5 and 8; WaiKura uses 0.2–1.0 mg/L as the residual range in the pipes. Sodium hypochlorite must be less than 3 months old.',
          example:
            'Sodium hypochlorite dosed by a pump into the treated water tank, aiming for 0.5 mg/L free available chlorine.',
          when: { field: 'treatment_type', includes: 'chlorination' },
          required: true,
          maxLength: 3000,
        },
        {
          kind: 'yesno',
          name: 'treatment_bypass',
          label: 'Can water be sent around the treatment, through a bypass valve?',
          regulatorLabel: 'Treatment bypass',
          hint: 'A bypass lets untreated water reach the taps. WaiKura’s advice: if you have one, keep it locked shut and open it only under a written procedure.',
          example: 'No: the installer did not fit a bypass.',
        },
        {
          kind: 'textarea',
          name: 'bypass_control',
          label: 'How is the bypass kept shut?',
          regulatorLabel: 'Bypass control',
          hint: 'Say how the valve is secured, who may open it, and what happens to the taps when it is open.',
          example:
            'The bypass valve is padlocked shut; only the principal has the key and a boil-water notice goes up if it is ever opened.',
          when: { field: 'treatment_bypass', equals: true },
          required: true,
          maxLength: 3000,
        },
      ],
    },
  ],
};

const storage: SectionForm = {
  sectionId: 'storage',
  intro:
    'List every tank or reservoir that holds your water, before and after treatment. ' +
    'Tanks are where birds, possums and dirt most often get into a school supply, so say how each one is covered and cleaned. ' +
    'Your total storage is used later to work out how many days of water you have.',
  sources: [
    'DWSP_Template_Small_26-100, p. 3 (Q1 C: storage and header tanks)',
    'DWSP_Template_Medium_101-500, p. 10 (Q5.4: storage protected from contamination; documented tank inspection and cleaning)',
    'DWSP_Template_Medium_101-500, p. 12 (Q7.1: lids and screens monthly, sludge every 2 years, structure annually)',
    'DWSP_Template_Medium_101-500, p. 21 (Appendix 6: calmed inlet, floating draw-off, tanks in series)',
    'Acceptable_Solution_Roof_Water (working draft), p. 6 (6.2: secured lids, 1.5 mm mesh on openings, calmed inlet, floating outtake)',
    'Acceptable_Solution_Roof_Water (working draft), p. 10 (7.4: clean the untreated water tank at least every 10 years)',
    'WaiKura plan specification, 5.1 (storage_capacity, a number of 0 or more)',
  ],
  groups: [
    {
      id: 'storage',
      title: 'Your tanks',
      fields: [
        {
          kind: 'checklist',
          name: 'storage_type',
          label: 'What kinds of water storage do you have?',
          regulatorLabel: 'Storage type',
          hint: 'Tick all that apply. Untreated storage holds water before the filters and UV; treated storage holds it after.',
          example: 'Above-ground tanks holding untreated roof water.',
          required: true,
          options: [
            { value: 'untreated_tanks', label: 'Above-ground tanks holding untreated water' },
            { value: 'treated_tanks', label: 'Tanks holding treated water' },
            { value: 'underground_tank', label: 'Underground or partly buried tank' },
            { value: 'header_tank', label: 'Header tank feeding the taps by gravity' },
            { value: 'reservoir', label: 'Reservoir' },
            { value: 'other', label: 'Other storage' },
          ],
        },
        {
          kind: 'text',
          name: 'storage_other',
          label: 'What is the other storage?',
          regulatorLabel: 'Other storage',
          hint: 'Describe it in a few words.',
          example: 'A pressure vessel in the kitchen',
          when: { field: 'storage_type', includes: 'other' },
          required: true,
        },
        {
          kind: 'rows',
          name: 'tanks',
          label: 'List each tank.',
          regulatorLabel: 'Storage register',
          hint: 'One row per tank, with its size from the label or the supplier’s invoice. Say whether the lid is secured and every opening screened.',
          example: 'Tank 1 behind the hall, polyethylene, 25,000 L, lid secured, cleaned March 2024.',
          itemLabel: 'tank',
          columns: [
            {
              kind: 'text',
              name: 'name',
              label: 'Name or location',
              hint: 'How staff know the tank.',
              example: 'Tank 1, south side of the hall',
              required: true,
            },
            {
              kind: 'select',
              name: 'material',
              label: 'Material',
              hint: 'What the tank is made of.',
              example: 'Polyethylene',
              options: [
                { value: 'polyethylene', label: 'Polyethylene (plastic)' },
                { value: 'concrete', label: 'Concrete' },
                { value: 'steel', label: 'Steel' },
                { value: 'fibreglass', label: 'Fibreglass' },
                { value: 'other', label: 'Other' },
              ],
            },
            {
              kind: 'number',
              name: 'volume',
              label: 'Volume',
              hint: 'How much the tank holds when full.',
              example: '25000',
              unit: 'L',
              min: 0,
              required: true,
            },
            {
              kind: 'yesno',
              name: 'covered',
              label: 'Lid secured and openings screened?',
              hint: 'Yes only if the lid is fixed down and vents and overflows are screened against birds, insects and vermin.',
              example: 'Yes',
            },
            {
              kind: 'date',
              name: 'last_cleaned',
              label: 'Last cleaned',
              hint: 'When sludge was last removed, if ever.',
              example: '2024-03-18',
            },
          ],
        },
        {
          kind: 'number',
          name: 'storage_capacity',
          label: 'How much water can you store in total?',
          regulatorLabel: 'Total usable storage',
          hint: 'Add up the volumes of the tanks that feed your drinking water: the tanks listed above are added up for you. Leave out tanks kept only for firefighting.',
          example: '50000 (two 25,000 L tanks)',
          unit: 'L',
          min: 0,
          required: true,
        },
      ],
    },
    {
      id: 'protection',
      title: 'Keeping stored water clean',
      fields: [
        {
          kind: 'checklist',
          name: 'tank_protection',
          label: 'What protects the water in your tanks?',
          regulatorLabel: 'Storage protection',
          hint: 'Tick what is in place on every tank. Each one keeps out dirt, sediment or animals.',
          example: 'Secured lids, 1.5 mm mesh on the overflows, calmed inlets and floating outtakes.',
          options: [
            { value: 'secured_lids', label: 'Lids fixed down on every tank' },
            {
              value: 'mesh_screens',
              label: 'Inlets, overflows and vents screened with mesh of 1.5 mm or finer',
            },
            {
              value: 'calmed_inlet',
              label: 'Calmed inlet: water enters at the bottom through a U-bend without stirring the sludge',
            },
            { value: 'floating_outtake', label: 'Floating outtake: water is drawn from near the surface' },
            {
              value: 'tanks_in_series',
              label: 'Tanks run in series, so water settles as it passes from one to the next',
            },
            { value: 'secure_from_tampering', label: 'Tanks fenced or locked against tampering' },
          ],
        },
        {
          kind: 'textarea',
          name: 'tank_inspection',
          label: 'How are the tanks checked and cleaned?',
          regulatorLabel: 'Storage inspection and cleaning',
          hint: 'Say who checks what, and how often. Good practice: lids and screens monthly, the structure and roof yearly, the sludge level every two years, and a full clean at least every 10 years or sooner if sludge builds up.',
          example:
            'The caretaker checks lids and screens on the first Monday of each month. Our plumber checks the sludge level every second summer holiday and the tanks are cleaned by a tank-cleaning contractor when it is more than 50 mm deep.',
          maxLength: 5000,
        },
      ],
    },
  ],
};

const distribution: SectionForm = {
  sectionId: 'distribution',
  intro:
    'Describe how water travels from your tanks to the taps: pumps, pipes, drinking fountains and any taps that give untreated water. ' +
    'Then tell us how you stop dirty water flowing back into the drinking water, which is called backflow. ' +
    'A hose left in a bucket of weedkiller is enough to contaminate a school supply.',
  sources: [
    'DWSP_Template_Small_26-100, p. 3 (Q1 C: distribution components)',
    'DWSP_Template_Small_26-100, p. 6 (Q3 D–E: backflow protection, pressure monitoring, broken pipes)',
    'DWSP_Template_Medium_101-500, p. 10 (Q5.4: pumps and power cuts, backflow, tampering, leaks)',
    'DWSP_Template_Medium_101-500, p. 25 (Appendix 10: pipes and fittings, AS/NZS 4020)',
    'DWSP_Template_Medium_101-500, p. 26 (Appendix 11: air gaps, preventers on hose and chemical connections, AS/NZS 3500.1)',
    'Acceptable_Solution_Roof_Water (working draft), p. 5 (untreated outdoor water marked non-potable)',
    'Acceptable_Solution_Rural_Agricultural (working draft), p. 11 (check valve on connections to the untreated tank), p. 13–14 (backflow devices inspected; testable devices tested each year)',
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 22–23 (D1.2: backflow, cross connections, risk register, device types)',
    'WaiKura plan specification, 5.1 and 5.2 (backflow_prevention_compliance; score below 90%)',
  ],
  groups: [
    {
      id: 'network',
      title: 'From tank to tap',
      fields: [
        {
          kind: 'checklist',
          name: 'distribution_components',
          label: 'What carries the water from storage to the taps?',
          regulatorLabel: 'Distribution components',
          hint: 'Tick all that apply.',
          example: 'A pressure pump, buried pipes to three blocks, indoor taps and four drinking fountains.',
          required: true,
          options: [
            { value: 'pressure_pump', label: 'Pressure pump' },
            { value: 'header_tank', label: 'Header tank (gravity feed)' },
            { value: 'pipes', label: 'Pipes between buildings' },
            { value: 'drinking_fountains', label: 'Drinking fountains' },
            { value: 'indoor_taps', label: 'Taps in classrooms, kitchen and staffroom' },
            { value: 'outdoor_taps', label: 'Outdoor taps' },
            { value: 'hot_water', label: 'Hot water cylinders' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          kind: 'text',
          name: 'distribution_other',
          label: 'What else carries the water?',
          regulatorLabel: 'Other distribution components',
          hint: 'Describe it in a few words.',
          example: 'A second pump to the pool plant room',
          when: { field: 'distribution_components', includes: 'other' },
          required: true,
        },
        {
          kind: 'textarea',
          name: 'distribution_description',
          label: 'Describe how water gets from the tanks to the taps.',
          regulatorLabel: 'Distribution description',
          hint: 'Follow the pipes: which buildings they reach, where the drinking fountains are, and any tap or building that gets untreated water.',
          example:
            'After the UV unit, a 25 mm buried pipe runs to Block A, Block B and the hall. There are four drinking fountains on the courts and by the hall. The two garden taps come straight off the tanks and are signed as not for drinking.',
          required: true,
          maxLength: 5000,
        },
        {
          kind: 'text',
          name: 'pipe_materials',
          label: 'What are the pipes made of?',
          regulatorLabel: 'Pipe materials',
          hint: 'Plastic pipes (polyethylene, PVC) do not leach metals; old copper or galvanised pipes can in soft water. Fittings in contact with drinking water should meet AS/NZS 4020.',
          example: 'Polyethylene between buildings, copper inside the older Block A',
        },
        {
          kind: 'textarea',
          name: 'power_cut_effect',
          label: 'What happens to the water in a power cut?',
          regulatorLabel: 'Pump failure and power cuts',
          hint: 'Say whether any water still reaches the taps, and whether the UV unit stops the flow when it loses power so untreated water cannot get through.',
          example:
            'The pump and UV unit stop, so the taps run dry after a few minutes; the UV valve closes, so no untreated water can pass. Water bottles are kept in the office for outages.',
          maxLength: 3000,
        },
      ],
    },
    {
      id: 'backflow',
      title: 'Stopping backflow',
      intro:
        'Backflow happens when pressure drops and water from a hose, sink or tank is sucked back into the drinking water pipes.',
      fields: [
        {
          kind: 'checklist',
          name: 'backflow_prevention_compliance',
          label: 'Which backflow protections do you have?',
          regulatorLabel: 'Backflow prevention',
          hint: 'Tick each protection that is in place. Where the risk does not exist at your school (for example, no tap gives untreated water), the protection is met: tick it and say why in the notes below. The share ticked is your backflow score; WaiKura’s plan check flags a score below 90% (WaiKura plan specification 5.2).',
          example:
            'Air gaps at the tank inlets, vacuum breakers on all hose taps, a check valve on the cleaners’ chemical dispenser, and an annual check by our plumber.',
          required: true,
          options: [
            {
              value: 'risks_assessed',
              label: 'Backflow risks have been looked for and listed',
              hint: 'For example hoses, the pool top-up, science room sinks, chemical dispensers, irrigation and stock troughs.',
            },
            {
              value: 'air_gaps',
              label: 'Air gaps at tank inlets and top-up points, and overflows kept clear',
            },
            {
              value: 'hose_taps_protected',
              label: 'Vacuum breakers or check valves on hose taps',
            },
            {
              value: 'chemical_connections_protected',
              label: 'Backflow preventers where water meets chemicals',
              hint: 'Cleaners’ chemical dispensers, dishwasher dosing, spray mixing for the grounds.',
            },
            {
              value: 'high_risk_devices',
              label:
                'A suitable device, such as a reduced pressure zone (RPZ) valve, on every high-risk connection',
            },
            {
              value: 'untreated_lines_separate',
              label:
                'Untreated water lines kept separate from drinking water, with untreated taps marked not for drinking',
            },
            {
              value: 'installed_to_standard',
              label: 'Devices fitted by a registered plumber to AS/NZS 3500.1',
            },
            {
              value: 'checked_yearly',
              label: 'Devices and air gaps checked every year, testable devices tested by a qualified tester',
            },
          ],
        },
        {
          kind: 'textarea',
          name: 'backflow_notes',
          label: 'Anything to add about backflow?',
          regulatorLabel: 'Backflow risk notes',
          hint: 'Explain any protection you ticked because the risk is absent, and any that is still missing.',
          example:
            'We have no swimming pool or irrigation, so there are no high-risk connections. The agriculture plot’s hose tap still needs a vacuum breaker: listed as an improvement action.',
          maxLength: 3000,
        },
      ],
    },
  ],
};

const dailyDemand: SectionForm = {
  sectionId: 'daily-demand',
  intro:
    'Work out how much water the school needs each day. ' +
    'Multiply the number of people by the water each person uses; the answer is used on the next page to check your storage. ' +
    'Think about your busiest days too, not just a normal one.',
  sources: [
    'DWSP_Template_Small_26-100, p. 3 (Q1 D: consumers, daily minimum and peak volume, population changes, supplementing supply)',
    'DWSP_Template_Medium_101-500, p. 9 (Q5.2: can you provide sufficient drinking water; avoiding waste and leaks)',
    `WaiKura plan specification, 9.7 (storage ${PER_PERSON} L per person per day)`,
    `WaiKura’s own advice: a school day uses about ${SCHOOL.min}–${SCHOOL.max} L per person per day (not stated in the plan specification or in the regulator’s texts WaiKura holds; not a Ministry figure)`,
  ],
  groups: [
    {
      id: 'demand',
      title: 'Daily water use',
      fields: [
        {
          kind: 'number',
          name: 'demand_population',
          label: 'How many people do you plan water for?',
          regulatorLabel: 'Population for demand',
          hint: 'Plan for your busiest day: the peak population you gave in School background is offered below. Change it if you plan differently.',
          example: '260',
          unit: 'people',
          min: 1,
          integer: true,
        },
        {
          kind: 'number',
          name: 'per_person_demand',
          label: 'How much water does each person use in a day?',
          regulatorLabel: 'Per-person demand',
          hint: `WaiKura’s own advice: a school day uses about ${SCHOOL.min}–${SCHOOL.max} L per person per day. The WaiKura specification’s storage figure is ${PER_PERSON} L per person per day; use the larger figure if people also live on site, such as in a school house. Neither figure is stated in the regulator’s texts.`,
          example: '20',
          unit: 'L per person per day',
          min: 0,
        },
        {
          kind: 'number',
          name: 'daily_demand',
          label: 'How much water does the school need each day?',
          regulatorLabel: 'Daily demand',
          hint: 'People multiplied by litres per person: the sum is worked out below. If you have a water meter, compare with your real use on a busy school day and use the larger figure.',
          example: '5200 (260 people × 20 L)',
          unit: 'L per day',
          min: 0,
          required: true,
        },
        {
          kind: 'number',
          name: 'minimum_daily_demand',
          label: 'How much water is used on a quiet day?',
          regulatorLabel: 'Minimum daily volume',
          hint: 'For example in the school holidays, when only the caretaker and office are in. This shows how fast tanks empty when the school is closed.',
          example: '300',
          unit: 'L per day',
          min: 0,
        },
      ],
    },
    {
      id: 'peaks',
      title: 'Busy days',
      fields: [
        {
          kind: 'yesno',
          name: 'population_varies',
          label: 'Does the number of people on site go up a lot at times?',
          regulatorLabel: 'Significant population increase',
          hint: 'Yes if events, holiday programmes or community use of your hall bring many more people than a normal day.',
          example: 'Yes: athletics day and prizegiving.',
        },
        {
          kind: 'textarea',
          name: 'peak_day_notes',
          label: 'When does it go up, and by how much?',
          regulatorLabel: 'Peak demand',
          hint: 'List the occasions, roughly how many people come, and how long they stay.',
          example:
            'Athletics day in March: about 260 people for the day. Prizegiving in December: about 220 people for the evening.',
          when: { field: 'population_varies', equals: true },
          required: true,
          maxLength: 3000,
        },
        {
          kind: 'yesno',
          name: 'peak_supply_sufficient',
          label: 'Can your supply give enough water on those days?',
          regulatorLabel: 'Supply capable of meeting maximum demand',
          hint: 'Think of the pump, the filters and UV unit’s flow rating, and the water left in the tanks late in a dry summer.',
          example: 'Yes, except late in a dry summer when the tanks are low.',
          when: { field: 'population_varies', equals: true },
          required: true,
        },
        {
          kind: 'textarea',
          name: 'supplement_plan',
          label: 'How will you make sure there is enough water on those days?',
          regulatorLabel: 'Supplementing the supply',
          hint: 'For example a delivery from a registered water carrier before the event, bottled water, or asking visitors to bring drink bottles.',
          example:
            'We book a 10,000 L delivery from a registered water carrier the week before athletics day if the tanks are under half full.',
          when: { field: 'peak_supply_sufficient', equals: false },
          required: true,
          maxLength: 3000,
        },
        {
          kind: 'textarea',
          name: 'water_saving',
          label: 'How does the school avoid wasting water?',
          regulatorLabel: 'Water conservation and leakage',
          hint: 'Leaks, dripping taps and running toilets empty tanks quietly. Say how they are found and fixed.',
          example:
            'Push-button taps in the toilets; the caretaker reads the pump hour meter weekly and looks for leaks if it jumps; garden watering only from the untreated tap.',
          maxLength: 3000,
        },
      ],
    },
  ],
};

const demandStorage: SectionForm = {
  sectionId: 'demand-storage',
  intro:
    'This page compares the water you need with the water you can store, using your daily demand and your total storage. ' +
    'Set how many days of water you should keep, then say what the school does if storage runs short. ' +
    'A roof supply needs many days of storage to last a dry spell; a bore can refill its tank every day.',
  sources: [
    `WaiKura plan specification, 9.7 (roof water at least ${ROOF_DAYS} days of storage; tank minimum ${BORE_DAYS} day for bore supplies: WaiKura’s own figures)`,
    `Acceptable_Solution_Roof_Water (working draft), p. 6 (6.2: untreated storage of at least ${FLOOR_HOURS} hours of average demand at each building; the floor of WaiKura’s storage check)`,
    'Acceptable_Solution_Roof_Water (working draft), p. 7 (6.3: top-ups only from a registered water carrier or a compliant bore or spring) and p. 11 (9: names and contacts of registered water carriers)',
    'DWSP_Template_Small_26-100, p. 3 (Q1 D5–6: enough water for the maximum number of people, and how you will supplement it)',
    'DWSP_Template_Medium_101-500, p. 9 (Q5.2: how long you can supply if the source cannot be used; back-up plan)',
  ],
  groups: [
    {
      id: 'storage-days',
      title: 'Days of storage',
      fields: [
        {
          kind: 'number',
          name: 'storage_days_required',
          label: 'How many days of water should your tanks hold?',
          regulatorLabel: 'Storage days required',
          hint: `WaiKura’s advice is ${ROOF_DAYS} days for roof water, to last a dry spell, and at least ${BORE_DAYS} day for bore supplies. You may set your own target, but for roof water the check never uses fewer than ${FLOOR_HOURS / 24} days, the ${FLOOR_HOURS} hours of average demand in the roof water Acceptable Solution (p. 6). The calculator multiplies the days by your daily demand.`,
          example: `${ROOF_DAYS}`,
          unit: 'days',
          min: 0,
          required: true,
        },
        {
          kind: 'textarea',
          name: 'shortfall_plan',
          label: 'What will the school do if stored water runs short?',
          regulatorLabel: 'Storage shortfall plan',
          hint: 'Say who watches the tank levels, at what level you act, and what you do: order water from a registered carrier, limit use, or close. Top-ups must go into the tank before the treatment.',
          example:
            'The caretaker checks the tank gauges every Monday. Below one-third full from November to April, the office orders 10,000 L from a registered water carrier, delivered into Tank 1 before the filters and UV, and garden watering stops.',
          required: true,
          maxLength: 5000,
        },
        {
          kind: 'text',
          name: 'backup_water_carrier',
          label: 'Which registered water carrier would you call?',
          regulatorLabel: 'Alternative supply: registered water carrier',
          hint: 'Name and phone number. Check they are registered with Taumata Arowai and how much notice they need in summer.',
          example: 'Waipā Water Cartage, 07 870 1144 (two days’ notice in summer)',
        },
        {
          kind: 'textarea',
          name: 'demand_storage_notes',
          label: 'Anything else about your storage and demand?',
          regulatorLabel: 'Notes',
          hint: 'For example plans for more tanks, how the last dry summer went, or how long your tanks really lasted.',
          example:
            'In the 2020 drought we needed three deliveries between February and April. The board has budgeted a third 25,000 L tank for 2026.',
          maxLength: 5000,
        },
      ],
    },
  ],
};

const aerialSchematic: SectionForm = {
  sectionId: 'aerial-schematic',
  intro:
    'Show what your supply looks like. ' +
    'Draw a simple diagram of how water moves from the source to the taps (a photo of a hand drawing is fine) and add photos of each part. ' +
    'Mark where water samples are taken and where readings are checked.',
  sources: [
    'DWSP_Template_Small_26-100, p. 4 (Q2: drawn picture or schematic and photos of the supply)',
    'DWSP_Template_Medium_101-500, p. 7 (Q4.1: flow diagram with all components and monitoring points; Q4.2: photos with descriptions)',
    'DWSP_Template_Medium_101-500, p. 17 (Appendix 2: example flow diagram)',
  ],
  groups: [
    {
      id: 'diagram',
      title: 'Diagram of the supply',
      fields: [
        {
          kind: 'files',
          name: 'schematic',
          label: 'Upload a diagram of your water supply.',
          regulatorLabel: 'Flow diagram or schematic',
          hint: 'Show every part in the order water passes through it: roof or source, tanks, pump, filters, UV, pipes and taps. A clear photo of a hand drawing is accepted by the regulator.',
          example:
            'A drawing on A4: roofs → gutters and first-flush diverters → two tanks → pump → sediment filter → cartridge filter → UV → Blocks A and B, hall and fountains.',
          accept: 'images',
          maxFiles: 5,
          required: true,
        },
        {
          kind: 'textarea',
          name: 'schematic_description',
          label: 'Describe the diagram in words.',
          regulatorLabel: 'Schematic description',
          hint: 'Walk through the diagram from source to tap, so someone who cannot see the picture can follow it.',
          example:
            'Rain from the Block A and hall roofs passes leaf screens and first-flush diverters into Tanks 1 and 2, which are joined. The pump in the caretaker’s shed draws from Tank 2 through the sediment and cartridge filters and the UV unit, then supplies all three buildings and the fountains.',
          maxLength: 5000,
        },
        {
          kind: 'textarea',
          name: 'monitoring_points',
          label: 'Where are water samples taken and readings checked?',
          regulatorLabel: 'Monitoring points',
          hint: 'Mark these on the diagram too: the raw water sample tap, the UV display, the treated water sample tap.',
          example:
            'Raw water: tap on Tank 2 outlet. UV reading: display in the caretaker’s shed. Treated water: staffroom kitchen tap.',
          maxLength: 3000,
        },
      ],
    },
    {
      id: 'photos',
      title: 'Photos',
      fields: [
        {
          kind: 'files',
          name: 'aerial_photo',
          label: 'Upload an aerial photo of the school with the supply marked.',
          regulatorLabel: 'Aerial photo',
          hint: 'A screenshot from an online map or your council’s property map, with the roofs, tanks, treatment shed and pipes drawn on.',
          example: 'A council aerial photo with the two collecting roofs outlined and the tanks circled.',
          accept: 'images',
          maxFiles: 3,
        },
        {
          kind: 'files',
          name: 'photos',
          label: 'Upload photos of each part of the supply.',
          regulatorLabel: 'Photos of the supply',
          hint: 'The source, tanks, treatment equipment and anything mentioned in your risks. Photos help a contractor or the regulator understand the supply without a visit.',
          example:
            'The gutters and first-flush diverter, the two tanks, the filter housings and the UV unit in the caretaker’s shed.',
          accept: 'images',
        },
        {
          kind: 'rows',
          name: 'photo_descriptions',
          label: 'What does each photo show?',
          regulatorLabel: 'Photo descriptions',
          hint: 'One row per photo, with a clear description.',
          example: 'IMG_2041: UV unit and filter housings on the shed wall.',
          itemLabel: 'photo',
          columns: [
            {
              kind: 'text',
              name: 'photo',
              label: 'Photo',
              hint: 'The file name or number of the photo.',
              example: 'IMG_2041',
              required: true,
            },
            {
              kind: 'text',
              name: 'shows',
              label: 'What it shows',
              hint: 'The part of the supply and anything worth noticing.',
              example: 'UV unit and the two filter housings on the shed wall',
              required: true,
            },
          ],
        },
      ],
    },
  ],
};

const resourceConsent: SectionForm = {
  sectionId: 'resource-consent',
  intro:
    'Taking water from a bore, spring, stream or lake may need permission from your regional council, called a resource consent. ' +
    'If you have one, record its number, expiry and conditions, and check it lets you take enough water for the school. ' +
    'If you are not sure whether you need one, ask your regional council.',
  sources: [
    'DWSP_Template_Medium_101-500, p. 9 (Q5.2: resource consents and local bylaws; whether the consent allows enough water all year)',
    'WaiKura plan specification, 5.1 (resource_consent_number, optional)',
  ],
  groups: [
    {
      id: 'consent',
      title: 'Resource consent',
      fields: [
        {
          kind: 'yesno',
          name: 'consent_required',
          label: 'Does the school need a resource consent to take its water?',
          regulatorLabel: 'Resource consent required',
          hint: 'Usually yes for a bore, spring, stream or lake above the council’s permitted take; rain from your own roof usually needs none. Your regional council can tell you.',
          example: 'No: roof water only.',
          required: true,
        },
        {
          kind: 'textarea',
          name: 'consent_not_required_reason',
          label: 'Why is no consent needed?',
          regulatorLabel: 'Basis for no consent',
          hint: 'Say why, and who confirmed it if you asked.',
          example:
            'We only collect rain from our own roofs. Waikato Regional Council confirmed by e-mail in May 2024 that no consent is needed.',
          when: { field: 'consent_required', equals: false },
          maxLength: 3000,
        },
        {
          kind: 'text',
          name: 'resource_consent_number',
          label: 'What is the consent number?',
          regulatorLabel: 'Resource consent number',
          hint: 'As printed on the consent document.',
          example: 'AUTH141523.01.01',
          when: { field: 'consent_required', equals: true },
          required: true,
        },
        {
          kind: 'text',
          name: 'consent_authority',
          label: 'Which council issued it?',
          regulatorLabel: 'Consent authority',
          hint: 'Usually the regional council.',
          example: 'Waikato Regional Council',
          when: { field: 'consent_required', equals: true },
        },
        {
          kind: 'date',
          name: 'consent_expiry_date',
          label: 'When does the consent expire?',
          regulatorLabel: 'Consent expiry date',
          hint: 'Applying to renew takes months, so note the date in your calendar well ahead.',
          example: '2034-06-30',
          when: { field: 'consent_required', equals: true },
        },
        {
          kind: 'number',
          name: 'consent_max_take',
          label: 'How much water does the consent let you take each day?',
          regulatorLabel: 'Consented take',
          hint: 'Compare it with your daily demand: the consent must allow enough water all year, including your busiest days.',
          example: '15000',
          unit: 'L per day',
          min: 0,
          when: { field: 'consent_required', equals: true },
        },
        {
          kind: 'textarea',
          name: 'consent_conditions',
          label: 'What conditions does the consent set?',
          regulatorLabel: 'Consent conditions',
          hint: 'Summarise the conditions you must keep to, such as metering, records or limits in dry months.',
          example:
            'Meter the take and send readings to the council each July; reduce the take by half when the stream is below its minimum flow.',
          when: { field: 'consent_required', equals: true },
          maxLength: 5000,
        },
        {
          kind: 'textarea',
          name: 'other_permissions',
          label: 'Do any other permissions or bylaws apply to your water?',
          regulatorLabel: 'Other permissions and bylaws',
          hint: 'For example a district council bylaw, a building consent for new tanks or treatment, or an agreement with a neighbour whose land the pipe crosses.',
          example:
            'Building consent BC-2022-0451 from Waipā District Council for the UV and filter installation.',
          maxLength: 3000,
        },
      ],
    },
  ],
};

const teManaOTeWai: SectionForm = {
  sectionId: 'te-mana-o-te-wai',
  intro:
    'Te Mana o te Wai is about the health of the water itself: when the water is cared for, the people who drink it are cared for too. ' +
    'Every water supplier must give effect to it in their plan. ' +
    'You do not need all the answers: show that the school has started thinking about what it means for you and is committed to learning more.',
  sources: [
    'DWSP_Template_Medium_101-500, p. 4 (What is Te Mana o te Wai and why does it matter; owners must give effect to it)',
    'DWSP_Template_Medium_101-500, p. 6 (Q1: how are you giving effect to Te Mana o te Wai)',
    'DWSP_Template_Medium_101-500, p. 16 (Appendix 1: Te Mana o te Wai, rāhui, rohe)',
    'DWSP_Template_Small_26-100, p. 7 (Q3 G: relationships with whānau, hapū (rāhui) and iwi Māori)',
  ],
  groups: [
    {
      id: 'meaning',
      title: 'What it means for your school',
      fields: [
        {
          kind: 'textarea',
          name: 'te_mana_o_te_wai_meaning',
          label: 'What does Te Mana o te Wai mean for your school?',
          regulatorLabel: 'Giving effect to Te Mana o te Wai',
          hint: 'In your own words: how the school puts the health of the water, the environment and the community first when it runs its supply.',
          example:
            'For us it means treating the rain we collect as a taonga: keeping roofs and tanks clean, using only what we need, and teaching our tamariki where their water comes from.',
          required: true,
          maxLength: 5000,
        },
        {
          kind: 'checklist',
          name: 'care_actions',
          label: 'How does the school look after the water?',
          regulatorLabel: 'Stewardship actions',
          hint: 'Tick what the school does now.',
          example:
            'We avoid waste, keep the roofs clean, and students study the water cycle using our tanks.',
          options: [
            { value: 'avoid_waste', label: 'We avoid wasting water and fix leaks quickly' },
            {
              value: 'protect_source',
              label: 'We keep the roof, catchment or bore area clean and protected',
            },
            { value: 'student_learning', label: 'Students learn about our water and help care for it' },
            { value: 'consider_others', label: 'We think about other water users and future needs' },
            {
              value: 'care_for_waterways',
              label: 'We care for nearby waterways, for example planting or clean-ups',
            },
            { value: 'respect_rahui', label: 'We follow tikanga and respect any rāhui from mana whenua' },
            { value: 'other', label: 'Something else' },
          ],
        },
        {
          kind: 'textarea',
          name: 'care_description',
          label: 'Tell us more about how the school cares for the water.',
          regulatorLabel: 'How Te Mana o te Wai is reflected in the supply',
          hint: 'Describe what you do and how it shows in the way the supply is run, planned and improved.',
          example:
            'Senior students read the tank gauges each week for their maths programme and report water use at assembly. We replanted the stream bank at the back of the field with the local catchment group in 2023.',
          required: true,
          maxLength: 5000,
        },
      ],
    },
    {
      id: 'mana-whenua',
      title: 'Working with mana whenua',
      fields: [
        {
          kind: 'text',
          name: 'mana_whenua',
          label: 'Who are the mana whenua of your area?',
          regulatorLabel: 'Mana whenua (iwi and hapū of the rohe)',
          hint: 'The iwi and hapū who hold authority over the land and water where the school is. Your kāhui ako, local marae or regional council can help.',
          example: 'Ngāti Apakura, of Waikato-Tainui',
        },
        // Issue 20 (decision 041): the engagement tracker's contacts, hui and follow-ups are 2.9's own rows.
        {
          kind: 'rows',
          name: 'iwi_contacts',
          label: 'Who do you talk with about the water?',
          regulatorLabel: 'Iwi, hapū and marae contacts',
          hint: 'The people, marae, hapū and iwi the school keeps in touch with, and the best way to reach each. Ask before you write down someone’s phone number or e-mail.',
          example:
            'Aroha Te Rangi, chair of the marae committee, Ngāti Apakura: phone 027 555 0193, best by phone.',
          itemLabel: 'contact',
          columns: [
            {
              kind: 'text',
              name: 'name',
              label: 'Name',
              hint: 'A person, or a marae, hapū or iwi office.',
              example: 'Aroha Te Rangi',
              required: true,
            },
            {
              kind: 'select',
              name: 'kind',
              label: 'Kind of contact',
              hint: 'An iwi, a hapū, a marae, or a person you know.',
              example: 'Marae',
              options: [
                { value: 'iwi', label: 'Iwi' },
                { value: 'hapu', label: 'Hapū' },
                { value: 'marae', label: 'Marae' },
                { value: 'person', label: 'A person' },
              ],
            },
            {
              kind: 'text',
              name: 'role',
              label: 'Role',
              hint: 'What they do, for example chair, kaitiaki, iwi environmental officer.',
              example: 'Chair of the marae committee',
            },
            {
              kind: 'text',
              name: 'organisation',
              label: 'Iwi, hapū or marae',
              hint: 'Who they speak for.',
              example: 'Ngāti Apakura',
            },
            {
              kind: 'phone',
              name: 'phone',
              label: 'Phone',
              hint: 'A mobile or landline.',
              example: '027 555 0193',
            },
            {
              kind: 'email',
              name: 'email',
              label: 'E-mail',
              hint: 'A personal or office address.',
              example: 'marae@example.nz',
            },
            {
              kind: 'select',
              name: 'preferred',
              label: 'Best way to reach them',
              hint: 'How they asked to be contacted.',
              example: 'Phone call',
              options: [
                { value: 'phone', label: 'Phone call' },
                { value: 'text', label: 'Text message' },
                { value: 'email', label: 'E-mail' },
                { value: 'in_person', label: 'In person, at the marae or a hui' },
              ],
            },
          ],
        },
        {
          kind: 'rows',
          name: 'mana_whenua_engagement',
          label: 'Who have you talked with, and what came of it?',
          regulatorLabel: 'Engagement with mana whenua',
          hint: 'One row per conversation or hui about the school’s water. Record it even if it was short: it shows the relationship growing over time.',
          example:
            '2024-08-14, hui with the marae committee about the water plan: they asked to be told of any rāhui affecting the stream.',
          itemLabel: 'hui or conversation',
          columns: [
            {
              kind: 'date',
              name: 'date',
              label: 'Date',
              hint: 'When you met or spoke.',
              example: '2024-08-14',
            },
            {
              kind: 'text',
              name: 'name',
              label: 'Who',
              hint: 'The person or group you spoke with.',
              example: 'Marae committee chair',
              required: true,
            },
            {
              kind: 'text',
              name: 'organisation',
              label: 'Iwi, hapū or marae',
              hint: 'Who they speak for.',
              example: 'Ngāti Apakura',
            },
            {
              kind: 'text',
              name: 'contact',
              label: 'Phone or e-mail',
              hint: 'How to reach them again.',
              example: '027 555 0193',
            },
            {
              kind: 'text',
              name: 'place',
              label: 'Where',
              hint: 'At the marae, at school, on the phone, by e-mail.',
              example: 'At the marae',
            },
            {
              kind: 'textarea',
              name: 'discussed',
              label: 'What was discussed',
              hint: 'The main points, in a sentence or two.',
              example: 'Shared our water plan; talked about the stream at the back of the field.',
              required: true,
            },
            {
              kind: 'textarea',
              name: 'outcome',
              label: 'What came of it',
              hint: 'Anything agreed, and what happens next.',
              example: 'They will let us know of any rāhui; we will invite them to our next plan review.',
            },
            {
              kind: 'textarea',
              name: 'actions',
              label: 'Actions agreed',
              hint: 'Who said they would do what. Put each one with a date under follow-ups too, so the calendar reminds you.',
              example: 'Principal to send the draft plan to the chair; chair to tell us of any rāhui.',
            },
          ],
        },
        {
          kind: 'rows',
          name: 'engagement_follow_ups',
          label: 'What do you need to follow up, and by when?',
          regulatorLabel: 'Follow-ups from engagement',
          hint: 'One row per thing to do after a hui or conversation. A date puts it in the school’s calendar, and the principal and office are reminded three days before.',
          example: 'Send the draft plan to the marae committee chair, by 2026-12-03, the principal.',
          itemLabel: 'follow-up',
          columns: [
            {
              kind: 'text',
              name: 'action',
              label: 'What needs doing',
              hint: 'One thing, in a few words.',
              example: 'Send the draft plan to the marae committee chair',
              required: true,
            },
            {
              kind: 'text',
              name: 'owner',
              label: 'Who will do it',
              hint: 'A name or a role at the school.',
              example: 'Principal',
            },
            {
              kind: 'date',
              name: 'due_date',
              label: 'By when',
              hint: 'The calendar shows it on this day.',
              example: '2026-12-03',
            },
            {
              kind: 'yesno',
              name: 'done',
              label: 'Done',
              hint: 'Yes once it is done: the reminder stops.',
              example: 'No',
            },
          ],
        },
        {
          kind: 'textarea',
          name: 'rahui_process',
          label: 'How would you hear about a rāhui on your water, and what would you do?',
          regulatorLabel: 'Rāhui',
          hint: 'A rāhui is a restriction placed on a place or resource for a time, for example after a drowning. Say who would tell you and how you would keep to it while still giving the school safe water.',
          example:
            'The marae committee chair would phone the principal. We would stop taking water from the stream and use carted water until the rāhui is lifted.',
          maxLength: 3000,
        },
        {
          kind: 'textarea',
          name: 'next_steps',
          label: 'What will you do next to understand Te Mana o te Wai better?',
          regulatorLabel: 'Commitment to grow understanding',
          hint: 'One or two steps you will take this year.',
          example:
            'Invite mana whenua to our annual plan review in Term 4, and watch the Ministry for the Environment’s Te Mana o te Wai video as a staff.',
          maxLength: 3000,
        },
      ],
    },
  ],
};

export const PART_2_FORMS: readonly SectionForm[] = [
  source,
  treatment,
  storage,
  distribution,
  dailyDemand,
  demandStorage,
  aerialSchematic,
  resourceConsent,
  teManaOTeWai,
];
