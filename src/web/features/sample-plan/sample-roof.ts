// Written by scripts/gen-sample-plan.ts from src/domain/sample-plan: do not edit (decision 040).
import type { SamplePartView } from '../../../domain/sample-plan/view';

export const SAMPLE_PARTS: readonly SamplePartView[] = [
  {
    number: 1,
    id: 'school-details',
    title: 'School Details',
    question: 'Who runs this water supply?',
    sections: [
      {
        number: '1.1',
        id: 'background',
        title: 'School background',
        question: 'Tell us about your school',
        groups: [
          {
            title: 'Your school',
            items: [
              {
                kind: 'answer',
                label: 'What is the name of your school?',
                value: 'Pūriri Flat School',
              },
              {
                kind: 'answer',
                label: 'What is your Ministry of Education school number?',
                value: '2741',
              },
              {
                kind: 'answer',
                label: 'What is the school’s street address?',
                value: '412 Pūriri Flat Road, RD 5, Te Awamutu 3875',
              },
            ],
          },
          {
            title: 'Your water supply',
            items: [
              {
                kind: 'answer',
                label: 'What is your supply’s Hinekōrako identifier?',
                value: 'PUR001',
              },
              {
                kind: 'answer',
                label: 'How is your water supplied?',
                value: 'Self-supplied building',
              },
              {
                kind: 'answer',
                label: 'Who owns the water supply?',
                value: 'Board of Pūriri Flat School',
              },
            ],
          },
          {
            title: 'Who is responsible',
            items: [
              {
                kind: 'answer',
                label: 'Which role is responsible for the water supply?',
                value: 'Principal',
              },
              {
                kind: 'answer',
                label: 'Who holds that role now?',
                value: 'Aroha Kingi',
              },
              {
                kind: 'answer',
                label: 'What is their e-mail address?',
                value: 'principal@puririflat.school.nz',
              },
              {
                kind: 'answer',
                label: 'What is their phone number?',
                value: '07 872 4410',
              },
            ],
          },
          {
            title: 'How many people drink the water',
            items: [
              {
                kind: 'answer',
                label: 'How many students are enrolled?',
                value: '142 students',
              },
              {
                kind: 'answer',
                label: 'How many staff work at the school?',
                value: '18 people',
              },
              {
                kind: 'answer',
                label: 'How many people are on site on a normal school day?',
                value: '160 people',
              },
              {
                kind: 'answer',
                label: 'What is the most people ever on site at once?',
                value: '260 people',
              },
              {
                kind: 'answer',
                label: 'When is the school busiest?',
                value:
                  'Athletics day in March, with whānau and two visiting schools (about 260 people). End-of-year prizegiving in the hall (about 220). The hall is a civil defence centre for the valley in an emergency.',
              },
            ],
          },
        ],
      },
      {
        number: '1.2',
        id: 'key-contacts',
        title: 'Key contacts',
        question: 'Who do we call?',
        groups: [
          {
            title: 'Emergency contact',
            items: [
              {
                kind: 'answer',
                label: 'Who should be called first in a water emergency?',
                value: 'Aroha Kingi',
              },
              {
                kind: 'answer',
                label: 'What number reaches them at any time?',
                value: '021 630 284',
              },
              {
                kind: 'answer',
                label: 'Who steps in if they cannot be reached?',
                value: 'Neil Bracegirdle',
              },
              {
                kind: 'answer',
                label: 'What is the back-up person’s phone number?',
                value: '027 508 1174',
              },
            ],
          },
          {
            title: 'People who look after the water',
            items: [
              {
                kind: 'answer',
                label: 'Who signs off this plan and approves spending on the water supply?',
                value: 'Rangi Tāwhiri, presiding member of the school board, signs for the board',
              },
              {
                kind: 'table',
                label: 'Who else helps with the water supply?',
                columns: ['Name', 'What they do for the water', 'Phone', 'E-mail', 'Organisation'],
                rows: [
                  [
                    'Neil Bracegirdle',
                    'Caretaker: weekly UV and filter checks, tank gauges, gutter cleaning',
                    '027 508 1174',
                    'caretaker@puririflat.school.nz',
                    'Pūriri Flat School',
                  ],
                  [
                    'Karen Hobbs',
                    'Office manager: orders water deliveries, books water tests, keeps the records',
                    '07 872 4410',
                    'office@puririflat.school.nz',
                    'Pūriri Flat School',
                  ],
                  [
                    'Mark Tuhiwai',
                    'Plumber: six-monthly filter changes, yearly UV lamp change, backflow checks',
                    '07 871 3390',
                    'mark@tapumps.co.nz',
                    'Te Awamutu Plumbing & Pumps',
                  ],
                  [
                    'Sample reception',
                    'IANZ-accredited laboratory: E. coli tests every three months',
                    '07 846 2210',
                    'samples@waikatowatertesting.co.nz',
                    'Waikato Water Testing Ltd',
                  ],
                  [
                    'Waipā Water Cartage',
                    'Registered water carrier: deliveries in dry spells',
                    '07 870 1144',
                    '',
                    'Waipā Water Cartage',
                  ],
                  [
                    'Taumata Arowai',
                    'Drinking water regulator: notify unsafe water (24/7 line)',
                    '04 889 8350',
                    'info@taumataarowai.govt.nz',
                    'Water Services Authority – Taumata Arowai',
                  ],
                  [
                    'Rangi Tāwhiri',
                    'Presiding member of the board: approves spending and signs the plan',
                    '022 419 7735',
                    'board@puririflat.school.nz',
                    'Board of Pūriri Flat School',
                  ],
                ],
              },
            ],
          },
          {
            title: 'Skills and training',
            items: [
              {
                kind: 'answer',
                label: 'What skills and training do the people running the supply have?',
                value:
                  'The caretaker was trained by the installer when the UV unit went in (April 2022) and does the weekly checks and restarts. The office manager has been shown the UV display and alarm and covers when he is away. Filter and lamp changes and backflow checks are done by our plumber, a registered plumber.',
              },
              {
                kind: 'answer',
                label: 'What training is still needed, and by when?',
                value:
                  'A second staff member to be trained on the UV alarm and restart by the end of Term 2. The caretaker to attend a sampling session run by the laboratory this year.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 2,
    id: 'water-supply-system',
    title: 'Description of Water Supply',
    question: 'What makes up your water supply?',
    sections: [
      {
        number: '2.1',
        id: 'source',
        title: 'Water source',
        question: 'Where does your water come from?',
        groups: [
          {
            title: 'Your water source',
            items: [
              {
                kind: 'list',
                label: 'Where does your drinking water come from?',
                values: ['Roof (rainwater)', 'Carted water (from a water carrier)'],
              },
              {
                kind: 'answer',
                label: 'Describe your water source in a few sentences.',
                value:
                  'Rain is collected from the roofs of Block A and the hall, about 1,250 m² of pre-painted steel. Gutters with leaf guards feed downpipes with first-flush diverters into three joined 25,000 L tanks on the south side of the hall. In a long dry spell we buy drinking water from a registered water carrier, delivered into Tank 1 before treatment.',
              },
              {
                kind: 'answer',
                label: 'Where is the source on your site?',
                value:
                  'Roofs of Block A and the hall; tanks on the south side of the hall (-38.0123, 175.3456)',
              },
            ],
          },
          {
            title: 'Roof water',
            items: [
              {
                kind: 'answer',
                label: 'How big is the roof area that collects water?',
                value: '1,250 m²',
              },
              {
                kind: 'answer',
                label: 'What are the collecting roofs made of?',
                value:
                  'Pre-painted steel, no lead flashings. The hall has a wood burner flue on the north side; that roof face does not drain to the tanks.',
              },
              {
                kind: 'answer',
                label: 'Do any trees or plants hang over the collecting roofs?',
                value: 'Yes',
              },
            ],
          },
          {
            title: 'Stream, river, lake or carted water',
            items: [
              {
                kind: 'answer',
                label: 'Which water carrier delivers your water?',
                value: 'Waipā Water Cartage, 07 870 1144',
              },
            ],
          },
          {
            title: 'Source water testing',
            items: [
              {
                kind: 'answer',
                label: 'Has the water from your source been tested by a laboratory?',
                value: 'Yes',
              },
              {
                kind: 'answer',
                label: 'What did the source water tests show?',
                value:
                  'June 2024, Tank 2 outlet before treatment: E. coli 3 per 100 mL (expected in roof water, treated by UV); lead, copper, cadmium and zinc all below half the maximum acceptable value.',
              },
            ],
          },
        ],
      },
      {
        number: '2.2',
        id: 'treatment',
        title: 'Treatment',
        question: 'How is your water made safe?',
        groups: [
          {
            title: 'Your treatment',
            items: [
              {
                kind: 'list',
                label: 'What treatment does your water go through?',
                values: [
                  'Pre-treatment, for example first-flush diverters or leaf screens',
                  'Sediment filter (coarse, for example 20 micron)',
                  'Cartridge filter (fine, 5 micron or less)',
                  'UV disinfection',
                ],
              },
              {
                kind: 'answer',
                label: 'Describe how the water is treated, step by step.',
                value:
                  'First-flush diverters on each downpipe keep the dirtiest rain out of the tanks. A pressure pump draws from Tank 2 and pushes water through a 20 micron sediment filter, a 5 micron cartridge filter and a UV unit, all in the caretaker’s shed. Every indoor tap and the four drinking fountains get treated water; the two garden taps come straight off the tanks and are signed “not for drinking”.',
              },
              {
                kind: 'answer',
                label: 'Where is the treatment equipment?',
                value: 'Caretaker’s shed behind the hall; key in the office key safe',
              },
            ],
          },
          {
            title: 'The equipment',
            items: [
              {
                kind: 'table',
                label: 'What equipment is installed?',
                columns: ['Unit', 'Make and model', 'Rating', 'Installed', 'Filter or lamp last changed'],
                rows: [
                  [
                    'Pump',
                    'Multistage pressure pump with pressure switch',
                    '60 L/min at 300 kPa',
                    '11 April 2022',
                    '',
                  ],
                  [
                    'Sediment filter',
                    'Big Blue 20-inch filter housing',
                    '20 micron nominal',
                    '11 April 2022',
                    '20 January 2025',
                  ],
                  [
                    'Cartridge filter',
                    'Big Blue 20-inch filter housing',
                    '5 micron nominal',
                    '11 April 2022',
                    '20 January 2025',
                  ],
                  [
                    'UV unit',
                    'UV unit with intensity sensor and solenoid shut-off',
                    '40 mJ/cm² at up to 60 L/min',
                    '11 April 2022',
                    '20 January 2025',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'What is the finest filter’s rating?',
                value: '5 micron',
              },
              {
                kind: 'answer',
                label: 'What UV dose does the unit deliver?',
                value: '40 mJ/cm²',
              },
              {
                kind: 'list',
                label: 'What does your UV unit have to stop unsafe water getting through?',
                values: [
                  'UV intensity or dose sensor',
                  'Automatic shut-off when the UV dose is not met',
                  'Alarm when the UV dose is low or the lamp fails',
                  'Lamp status light',
                  'Flow restrictor keeps the flow within the unit’s rating',
                  'Validated to a recognised standard',
                ],
              },
              {
                kind: 'answer',
                label: 'Can water be sent around the treatment, through a bypass valve?',
                value: 'No',
              },
            ],
          },
        ],
      },
      {
        number: '2.3',
        id: 'storage',
        title: 'Storage',
        question: 'Where is your water stored?',
        groups: [
          {
            title: 'Your tanks',
            items: [
              {
                kind: 'list',
                label: 'What kinds of water storage do you have?',
                values: ['Above-ground tanks holding untreated water'],
              },
              {
                kind: 'table',
                label: 'List each tank.',
                columns: [
                  'Name or location',
                  'Material',
                  'Volume',
                  'Lid secured and openings screened?',
                  'Last cleaned',
                ],
                rows: [
                  [
                    'Tank 1, south side of the hall',
                    'Polyethylene (plastic)',
                    '25,000 L',
                    'Yes',
                    '16 January 2024',
                  ],
                  [
                    'Tank 2, south side of the hall (pump draws from here)',
                    'Polyethylene (plastic)',
                    '25,000 L',
                    'Yes',
                    '16 January 2024',
                  ],
                  [
                    'Tank 3, south side of the hall (added 2025)',
                    'Polyethylene (plastic)',
                    '25,000 L',
                    'Yes',
                    '10 February 2025',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'How much water can you store in total?',
                value: '75,000 L',
              },
            ],
          },
          {
            title: 'Keeping stored water clean',
            items: [
              {
                kind: 'list',
                label: 'What protects the water in your tanks?',
                values: [
                  'Lids fixed down on every tank',
                  'Inlets, overflows and vents screened with mesh of 1.5 mm or finer',
                  'Calmed inlet: water enters at the bottom through a U-bend without stirring the sludge',
                  'Floating outtake: water is drawn from near the surface',
                  'Tanks run in series, so water settles as it passes from one to the next',
                ],
              },
              {
                kind: 'answer',
                label: 'How are the tanks checked and cleaned?',
                value:
                  'The caretaker checks lids, screens and overflows on the first Monday of each month and after storms. The plumber checks the sludge depth every second January; the tanks are cleaned by a tank-cleaning contractor when sludge is deeper than 50 mm (last done January 2024).',
              },
            ],
          },
        ],
      },
      {
        number: '2.4',
        id: 'distribution',
        title: 'Distribution',
        question: 'How does water reach the taps?',
        groups: [
          {
            title: 'From tank to tap',
            items: [
              {
                kind: 'list',
                label: 'What carries the water from storage to the taps?',
                values: [
                  'Pressure pump',
                  'Pipes between buildings',
                  'Drinking fountains',
                  'Taps in classrooms, kitchen and staffroom',
                  'Outdoor taps',
                  'Hot water cylinders',
                ],
              },
              {
                kind: 'answer',
                label: 'Describe how water gets from the tanks to the taps.',
                value:
                  'After the UV unit a 25 mm polyethylene pipe, buried, runs to Block A, Block B and the hall. There are four drinking fountains: two on the courts and two by the hall. The staffroom and hall kitchen have hot water cylinders. The two garden taps come straight off the tanks and are signed as not for drinking.',
              },
              {
                kind: 'answer',
                label: 'What are the pipes made of?',
                value: 'Polyethylene between buildings; copper inside Block A (built 1978)',
              },
              {
                kind: 'answer',
                label: 'What happens to the water in a power cut?',
                value:
                  'The pump and UV unit stop and the taps run dry within minutes; the UV solenoid closes, so untreated water cannot pass when power returns until the lamp has warmed up. Bottled water for a day is kept in the office.',
              },
            ],
          },
          {
            title: 'Stopping backflow',
            items: [
              {
                kind: 'list',
                label: 'Which backflow protections do you have?',
                values: [
                  'Backflow risks have been looked for and listed',
                  'Air gaps at tank inlets and top-up points, and overflows kept clear',
                  'Vacuum breakers or check valves on hose taps',
                  'Backflow preventers where water meets chemicals',
                  'A suitable device, such as a reduced pressure zone (RPZ) valve, on every high-risk connection',
                  'Untreated water lines kept separate from drinking water, with untreated taps marked not for drinking',
                  'Devices fitted by a registered plumber to AS/NZS 3500.1',
                  'Devices and air gaps checked every year, testable devices tested by a qualified tester',
                ],
              },
              {
                kind: 'answer',
                label: 'Anything to add about backflow?',
                value:
                  'Our one higher-risk connection is the hose tap used to top up the school pool: it has a vacuum breaker, the hose is hung up after each top-up, and a testable backflow device is in the improvement schedule (4.2). We have no irrigation system or science laboratory. The untreated garden taps are on a separate line from the tanks with no link to the treated pipes.',
              },
            ],
          },
        ],
      },
      {
        number: '2.5',
        id: 'daily-demand',
        title: 'Daily demand',
        question: 'How much water does your school use?',
        groups: [
          {
            title: 'Daily water use',
            items: [
              {
                kind: 'answer',
                label: 'How many people do you plan water for?',
                value: '260 people',
              },
              {
                kind: 'answer',
                label: 'How much water does each person use in a day?',
                value: '20 L per person per day',
              },
              {
                kind: 'answer',
                label: 'How much water does the school need each day?',
                value: '5,200 L per day',
              },
              {
                kind: 'answer',
                label: 'How much water is used on a quiet day?',
                value: '300 L per day',
              },
            ],
          },
          {
            title: 'Busy days',
            items: [
              {
                kind: 'answer',
                label: 'Does the number of people on site go up a lot at times?',
                value: 'Yes',
              },
              {
                kind: 'answer',
                label: 'When does it go up, and by how much?',
                value:
                  'Athletics day in March: about 260 people for the day. Prizegiving in December: about 220 people for the evening. Holiday programme in January: about 30 people a day.',
              },
              {
                kind: 'answer',
                label: 'Can your supply give enough water on those days?',
                value: 'No',
              },
              {
                kind: 'answer',
                label: 'How will you make sure there is enough water on those days?',
                value:
                  'When the tanks fall below 30%, or before an event if they are below half, the office manager orders 10,000 L from a registered water carrier. It is delivered into Tank 1, upstream of the filters and UV unit, so it is treated like our own water.',
              },
              {
                kind: 'answer',
                label: 'How does the school avoid wasting water?',
                value:
                  'Push-button taps in the toilets. The caretaker reads the pump hour meter every Monday and looks for leaks if it jumps. The gardens are watered only from the untreated taps, and not at all when the tanks are below half.',
              },
            ],
          },
        ],
      },
      {
        number: '2.6',
        id: 'demand-storage',
        title: 'Demand and storage',
        question: 'Is there enough water stored?',
        groups: [
          {
            title: 'Days of storage',
            items: [
              {
                kind: 'answer',
                label: 'How many days of water should your tanks hold?',
                value: '14 days',
              },
              {
                kind: 'answer',
                label: 'What will the school do if stored water runs short?',
                value:
                  'The caretaker reads both tank gauges every Monday and tells the office. From November to April, when the tanks fall below one-third full, the office orders 10,000 L from a registered water carrier, delivered into Tank 1 so it passes the filters and UV, and garden watering stops. If no water can be delivered, the principal arranges bottled water and, if needed, closes the school.',
              },
              {
                kind: 'answer',
                label: 'Which registered water carrier would you call?',
                value: 'Waipā Water Cartage, 07 870 1144 (two days’ notice in summer)',
              },
              {
                kind: 'answer',
                label: 'Anything else about your storage and demand?',
                value:
                  'Our three tanks hold 75,000 L: about 23 days of water on a normal day (160 people at 20 L each) and 14 days at the peak-day figure in 2.5. The board set our own target at 14 days of peak-day use, well above the roof water Acceptable Solution’s 96 hours of average demand (Acceptable_Solution_Roof_Water, p. 6). WaiKura’s suggested 20 days would need a fourth tank, which is planned with the new classroom block (4.2). In the 2020 drought, with two tanks, we needed three deliveries between February and April.',
              },
            ],
          },
        ],
      },
      {
        number: '2.7',
        id: 'aerial-schematic',
        title: 'Aerial photo and schematic',
        question: 'What does your supply look like?',
        groups: [
          {
            title: 'Diagram of the supply',
            items: [
              {
                kind: 'files',
                label: 'Upload a diagram of your water supply.',
                files: [
                  {
                    name: 'Pūriri Flat School supply diagram (roof water).png',
                    src: '/sample-plan/schematic-roof.svg',
                  },
                ],
              },
              {
                kind: 'answer',
                label: 'Describe the diagram in words.',
                value:
                  'Rain from the Block A and hall roofs passes leaf guards and first-flush diverters into Tanks 1, 2 and 3, which are joined at the base. The pump in the caretaker’s shed draws from Tank 2 through the 20 micron and 5 micron filters and the UV unit, then supplies Block A, Block B, the hall and the four fountains. The two garden taps are fed from the tanks before treatment.',
              },
              {
                kind: 'answer',
                label: 'Where are water samples taken and readings checked?',
                value:
                  'Raw water sample: tap on the Tank 2 outlet. UV intensity: display on the unit in the caretaker’s shed. Treated water sample: staffroom kitchen tap.',
              },
            ],
          },
        ],
      },
      {
        number: '2.8',
        id: 'resource-consent',
        title: 'Resource consent',
        question: 'Do you need permission to take the water?',
        groups: [
          {
            title: 'Resource consent',
            items: [
              {
                kind: 'answer',
                label: 'Does the school need a resource consent to take its water?',
                value: 'No',
              },
              {
                kind: 'answer',
                label: 'Why is no consent needed?',
                value:
                  'We only collect rain from our own roofs and, in dry spells, buy water from a registered carrier. Waikato Regional Council confirmed by e-mail in May 2024 that no water take consent is needed.',
              },
              {
                kind: 'answer',
                label: 'Do any other permissions or bylaws apply to your water?',
                value:
                  'Building consent from Waipā District Council for the 2022 UV and filter installation.',
              },
            ],
          },
        ],
      },
      {
        number: '2.9',
        id: 'te-mana-o-te-wai',
        title: 'Te Mana o te Wai',
        question: 'How does your school care for the water?',
        groups: [
          {
            title: 'What it means for your school',
            items: [
              {
                kind: 'answer',
                label: 'What does Te Mana o te Wai mean for your school?',
                value:
                  'For Pūriri Flat School it means treating the rain we collect as a taonga: keeping roofs and tanks clean so the water stays healthy, using only what we need so there is enough for everyone, and teaching our tamariki where their water comes from and how to care for it.',
              },
              {
                kind: 'list',
                label: 'How does the school look after the water?',
                values: [
                  'We avoid wasting water and fix leaks quickly',
                  'We keep the roof, catchment or bore area clean and protected',
                  'Students learn about our water and help care for it',
                  'We care for nearby waterways, for example planting or clean-ups',
                  'We follow tikanga and respect any rāhui from mana whenua',
                ],
              },
              {
                kind: 'answer',
                label: 'Tell us more about how the school cares for the water.',
                value:
                  'Senior students read the tank gauges each week as part of their maths programme and report water use at assembly. In 2023 the school replanted the bank of the stream behind the field with the local catchment group. Our water plan is shared with whānau at the annual hui.',
              },
            ],
          },
          {
            title: 'Working with mana whenua',
            items: [
              {
                kind: 'answer',
                label: 'Who are the mana whenua of your area?',
                value: 'Ngāti Apakura and Waikato-Tainui',
              },
              {
                kind: 'table',
                label: 'Who have you talked with, and what came of it?',
                columns: [
                  'Date',
                  'Who',
                  'Iwi, hapū or marae',
                  'Phone or e-mail',
                  'What was discussed',
                  'What came of it',
                ],
                rows: [
                  [
                    '14 August 2024',
                    'Marae committee chair',
                    'Ngāti Apakura',
                    '027 555 0193',
                    'Shared our draft water plan and talked about the stream behind the field.',
                    'They will tell us of any rāhui; we invited them to our plan review in Term 4.',
                  ],
                  [
                    '5 March 2025',
                    'Kaitiaki from the local marae',
                    'Ngāti Apakura',
                    '',
                    'Planting day on the stream bank with Years 5 and 6.',
                    'A second planting day agreed for winter 2025.',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'How would you hear about a rāhui on your water, and what would you do?',
                value:
                  'The marae committee chair would phone the principal. We do not drink from the stream, but we would keep students and the planting programme out of it until the rāhui is lifted, and check whether the rāhui affects the water carrier’s source.',
              },
              {
                kind: 'answer',
                label: 'What will you do next to understand Te Mana o te Wai better?',
                value:
                  'Invite mana whenua to the annual plan review in Term 4, and watch the Te Mana o te Wai introduction video together as a staff.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 3,
    id: 'source-water-risk',
    title: 'Source Water Risk Management Plan',
    question: 'What could affect your water before it reaches the school?',
    sections: [
      {
        number: '3.1',
        id: 'catchment-description',
        title: 'Catchment description',
        question: 'What is around your water source?',
        groups: [
          {
            title: 'Around your water source',
            items: [
              {
                kind: 'answer',
                label: 'What is around your water source?',
                value:
                  'All our drinking water is rain collected from the roofs of Block A (Rooms 1 to 6) and the hall, about 1,250 m² in all, into two 25,000 L polyethylene tanks on a concrete pad behind the hall. The school sits on a gentle rise on Pūriri Flat Road, about 12 km south-east of Te Awamutu. Dairy farms surround it on the north, east and south; the nearest milking shed is 400 m to the north-west and a maize paddock borders the eastern fence. The road on the western side carries milk tankers and farm traffic. A row of poplars stands 15 m west of the hall, and an oak overhangs part of the hall’s south roof.',
              },
              {
                kind: 'list',
                label: 'What is the land around your source used for?',
                values: [
                  'School grounds and buildings',
                  'Pasture or grazing',
                  'Cropping, orchards or vineyards',
                  'Houses or lifestyle blocks',
                  'Roads or car parks',
                ],
              },
            ],
          },
          {
            title: 'Roof catchment',
            items: [
              {
                kind: 'answer',
                label: 'Do you collect drinking water from roofs?',
                value: 'Yes',
              },
              {
                kind: 'answer',
                label: 'How big is the roof area that feeds your tanks?',
                value: '1,250 m²',
              },
              {
                kind: 'list',
                label: 'What are the collecting roofs and gutters made of?',
                values: ['Pre-painted or painted steel', 'Metal gutters and downpipes'],
              },
              {
                kind: 'answer',
                label: 'Do any trees or plants hang over the collecting roofs?',
                value: 'Yes',
              },
              {
                kind: 'list',
                label: 'Is anything nearby putting smoke, dust or spray onto the roofs?',
                values: [
                  'A chimney or flue (wood burner, boiler, incinerator)',
                  'Crop or pasture spraying nearby',
                ],
              },
            ],
          },
          {
            title: 'Bore or spring surroundings',
            items: [
              {
                kind: 'answer',
                label: 'Do you take water from a bore or spring?',
                value: 'No',
              },
            ],
          },
        ],
      },
      {
        number: '3.2',
        id: 'catchment-activities',
        title: 'Impact of catchment activities',
        question: 'What happens nearby that could affect your water?',
        groups: [
          {
            title: 'Agriculture',
            items: [
              {
                kind: 'answer',
                label: 'Is there any farming, horticulture or forestry near your water source?',
                value: 'Yes',
              },
              {
                kind: 'table',
                label: 'Which farming activities, and how could they affect your water?',
                columns: [
                  'Activity',
                  'Distance from your water source',
                  'How could it affect your water?',
                  'What keeps it under control?',
                ],
                rows: [
                  [
                    'Spraying the maize paddock on the eastern boundary (spring and early summer)',
                    '60 m',
                    'Herbicide spray drift can settle on the classroom roofs and wash into the tanks with the next rain.',
                    'The farmer texts the principal the day before spraying and sprays only in light winds blowing away from the school; the caretaker diverts the classroom downpipes until after the next heavy rain.',
                  ],
                  [
                    'Dairy effluent spread on the paddock north of the field',
                    '150 m',
                    'Odour and airborne droplets on windy days; flies and birds attracted to the area perch on the roofs.',
                    'Leaf screens and a first flush diverter on every downpipe; filtration and UV treat all drinking water.',
                  ],
                ],
              },
            ],
          },
          {
            title: 'Industrial',
            items: [
              {
                kind: 'answer',
                label: 'Is there any industrial or commercial activity near your water source?',
                value: 'No',
              },
            ],
          },
          {
            title: 'Residential',
            items: [
              {
                kind: 'answer',
                label: 'Are there houses or lifestyle blocks near your water source?',
                value: 'Yes',
              },
              {
                kind: 'table',
                label: 'Which household activities, and how could they affect your water?',
                columns: [
                  'Activity',
                  'Distance from your water source',
                  'How could it affect your water?',
                  'What keeps it under control?',
                ],
                rows: [
                  [
                    'Wood burner chimney at the house next door (12 Pūriri Flat Road)',
                    '40 m',
                    'Soot can settle on the hall roof in winter and add benzo(a)pyrene to the tank water.',
                    'First flush diverter on the hall downpipes; roof water tested for benzo(a)pyrene every three years.',
                  ],
                  [
                    'Milk tankers and farm traffic on Pūriri Flat Road',
                    '35 m',
                    'Road dust on the nearest roof in dry weather; a spill could reach the roadside drain.',
                    'Gutters cleaned each term; the tanks sit on the far side of the hall, away from the road.',
                  ],
                ],
              },
            ],
          },
          {
            title: 'Recreational',
            items: [
              {
                kind: 'answer',
                label: 'Is there any sport or recreation near your water source?',
                value: 'Yes',
              },
              {
                kind: 'table',
                label: 'Which recreational activities, and how could they affect your water?',
                columns: [
                  'Activity',
                  'Distance from your water source',
                  'How could it affect your water?',
                  'What keeps it under control?',
                ],
                rows: [
                  [
                    'Topping up the school pool from the drinking water hose tap',
                    '30 m',
                    'If the hose is left in the pool and pressure drops, pool water can be siphoned back into the drinking water pipes.',
                    'Vacuum breaker on the pool hose tap; the hose is hung up after each top-up.',
                  ],
                  [
                    'Pūriri Flat Rugby Club uses the field, changing rooms and hall on winter Saturdays',
                    '80 m',
                    'Extra demand on the tanks at weekends and people using taps when no staff are on site.',
                    'The club’s key holder has the caretaker’s number; tank levels are read every Monday.',
                  ],
                ],
              },
            ],
          },
        ],
      },
      {
        number: '3.3',
        id: 'water-quantity',
        title: 'Water quantity',
        question: 'Could you run out of water?',
        groups: [
          {
            title: null,
            items: [
              {
                kind: 'answer',
                label: 'Could you run out of water?',
                value:
                  'A normal school day uses about 3,500 L for 160 students and staff, so our three full tanks last about three weeks without rain. In most years the tanks stay above half full, but in the dry late summers of 2020 and 2025 they fell below a quarter by March and we bought carted water. Sports days, the school gala and rugby club weekends use noticeably more. The third tank was added in 2025; a fourth is planned with the new classroom block.',
              },
              {
                kind: 'answer',
                label: 'Can your supply give enough water on your busiest days?',
                value: 'No',
              },
              {
                kind: 'answer',
                label: 'How will you top up the water when it is not enough?',
                value:
                  'When the tanks fall below 30%, or before an event if they are below half, the office manager orders 10,000 L from a registered water carrier. It is delivered into Tank 1, upstream of the filters and UV unit, so it is treated like our own water.',
              },
              {
                kind: 'answer',
                label: 'Has the school run short of water before?',
                value: 'Yes',
              },
              {
                kind: 'table',
                label: 'When did you run short?',
                columns: ['When did it happen?', 'What caused it?', 'For how long?', 'What did you do?'],
                rows: [
                  [
                    'February to March 2020',
                    'Seven weeks with almost no rain',
                    '12 days',
                    'Bought two loads of carted water; turned off the field drinking fountains; asked families to send water bottles.',
                  ],
                  [
                    'March 2025',
                    'Dry summer and a leaking toilet cistern in the junior block',
                    '5 days',
                    'One load of carted water; cistern repaired; weekly tank readings started.',
                  ],
                ],
              },
              {
                kind: 'list',
                label: 'Where could extra water come from?',
                values: ['A registered water carrier (tanker)', 'Bottled water'],
              },
              {
                kind: 'list',
                label: 'How do you stop water being wasted?',
                values: [
                  'Regular leak checks (for example tank levels read after a weekend)',
                  'Push-button or self-closing taps',
                  'Dual-flush or low-flow toilets',
                  'Tank level gauges checked on a schedule',
                ],
              },
              {
                kind: 'answer',
                label: 'What spare capacity or back-up equipment do you have?',
                value:
                  'Three tanks with their own isolation valves, so one can be cleaned while the others supply. A spare UV lamp, two sediment filters and two cartridges are kept in the caretaker’s shed.',
              },
              {
                kind: 'answer',
                label: 'Will the school need more water in future?',
                value:
                  'The roll is forecast to reach about 170 by 2029 and two classrooms are planned. Their roof can feed a fourth 25,000 L tank.',
              },
            ],
          },
        ],
      },
      {
        number: '3.4',
        id: 'water-quality-issues',
        title: 'Water quality issues',
        question: 'Has your water had problems before?',
        groups: [
          {
            title: null,
            items: [
              {
                kind: 'answer',
                label: 'Has your water had problems before?',
                value:
                  'E. coli was found twice in June 2021: a possum had got into tank 2 through a broken overflow screen. We issued a boil water notice, notified Taumata Arowai, cleaned and disinfected the tank and replaced the screens; every test since has been clear. After the first heavy rain following a dry spell the water can turn slightly brown for a day or two and the sediment filter clogs faster. Zinc was found at about a fifth of the MAV in 2024, from the unpainted ridge capping.',
              },
              {
                kind: 'table',
                label: 'List each problem you know of',
                columns: [
                  'When was it?',
                  'What kind of problem?',
                  'What was found?',
                  'What caused it?',
                  'What did you do?',
                  'Is it fixed?',
                ],
                rows: [
                  [
                    '14 June 2021',
                    'E. coli found',
                    '3 E. coli per 100 mL in the sample from the staffroom tap; 1 per 100 mL at the junior block a day later.',
                    'A possum got into tank 2 through a broken overflow screen.',
                    'Boil water notice for five days; notified Taumata Arowai; tank cleaned and disinfected; new screens; clear retests on 21 and 28 June.',
                    'Yes',
                  ],
                  [
                    '8 April 2024',
                    'Cloudy or coloured water',
                    'Slightly brown water at the taps and the sediment filter clogged in ten days.',
                    'Leaves and dust washed in by the first heavy rain after six dry weeks; the first flush diverter was blocked.',
                    'Diverter cleared and added to the monthly checks; sediment filter and cartridge replaced.',
                    'Yes',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'Has your source water been tested by an accredited laboratory?',
                value: 'Yes',
              },
              {
                kind: 'list',
                label: 'Have any of these chemicals been found or suspected?',
                values: ['Zinc'],
              },
              {
                kind: 'answer',
                label: 'Does the water change after heavy rain, in dry spells or in some seasons?',
                value: 'Yes',
              },
              {
                kind: 'answer',
                label: 'What changes, and when?',
                value:
                  'After the first big rain following a dry month, the water in tank 1 turns slightly brown for a day or two and the sediment filter clogs within two weeks.',
              },
              {
                kind: 'answer',
                label: 'Do you write down complaints about taste, smell or colour?',
                value: 'Yes',
              },
            ],
          },
        ],
      },
      {
        number: '3.5',
        id: 'climate-change',
        title: 'Climate change',
        question: 'How could changing weather affect your water?',
        groups: [
          {
            title: null,
            items: [
              {
                kind: 'list',
                label: 'Which weather changes could affect your water?',
                values: [
                  'Longer or more frequent dry spells',
                  'Heavier rain and more run-off',
                  'Stronger storms and winds (falling trees, roof damage)',
                  'Hotter summers (warmer water in tanks and pipes)',
                  'Longer power cuts during storms',
                ],
              },
              {
                kind: 'answer',
                label: 'How could changing weather affect your water, and how will you cope?',
                value:
                  'Dry spells are our biggest risk: full tanks last about three weeks without rain, and late summers have become drier. From December the caretaker reads the tank levels weekly and a water carrier is arranged. Heavier rain brings more leaves and dust into the gutters, so they are cleaned each term and after storms and the first flush diverters are checked monthly. Storms bring longer power cuts; the UV unit stops when the power goes, so the restart steps are posted beside it and drinking fountains are closed until it is running. Hotter summers warm the tanks, which are dark polyethylene in full sun.',
              },
              {
                kind: 'answer',
                label: 'Could floodwater reach your tanks, bore head, pumps or treatment shed?',
                value: 'No',
              },
              {
                kind: 'table',
                label: 'Has the weather affected your water before?',
                columns: ['When?', 'What happened?', 'How did it affect the water?', 'What did you do?'],
                rows: [
                  [
                    'July 2022',
                    'Winter storm with gale-force winds and an 18-hour power cut',
                    'The UV unit was off, and a falling branch split the gutter on Room 4.',
                    'Drinking fountains closed and bottled water handed out; UV restarted after warm-up; gutter repaired the next week.',
                  ],
                  [
                    'January to March 2025',
                    'Dry summer',
                    'Tanks below a quarter full by early March.',
                    'One load of carted water; weekly tank readings from December now standard.',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'What will you change to be ready?',
                value:
                  'Add a fourth 25,000 L tank with the new classroom block; fit gutter guards on the hall; get a quote for a generator inlet at the treatment shed; plant shade trees well away from the roofs to the north of the tanks.',
              },
            ],
          },
        ],
      },
      {
        number: '3.6',
        id: 'cyanobacteria',
        title: 'Cyanobacteria',
        question: 'Could toxic algae grow in your water?',
        groups: [
          {
            title: null,
            items: [
              {
                kind: 'answer',
                label: 'Does any of your water come from a lake, pond, dam, river or stream?',
                value: 'No',
              },
              {
                kind: 'answer',
                label: 'How likely is toxic algae in your water?',
                value: 'Low',
              },
              {
                kind: 'answer',
                label: 'Why did you choose this level?',
                value:
                  'All our drinking water is rain from the school roofs, which the regulator’s guidance treats as not at risk of cyanobacteria. The tanks are sealed and dark, and no lake, pond, river or stream feeds our supply.',
              },
              {
                kind: 'answer',
                label: 'What do you do if someone notices a musty or earthy taste or smell?',
                value:
                  'The office records the complaint in the water log, the caretaker checks the tanks, filters and UV unit that day, and the principal arranges a laboratory test if the cause is not obvious.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 4,
    id: 'treatment-barriers',
    title: 'Risks and Improvement Actions',
    question: 'What can go wrong, and what will you do about it?',
    sections: [
      {
        number: '4.1',
        id: 'risk-assessment',
        title: 'Risk assessment',
        question: 'What can go wrong with your water?',
        groups: [
          {
            title: 'Your risks',
            items: [
              {
                kind: 'table',
                label: 'What can go wrong with your water?',
                columns: [
                  'Which part of the supply?',
                  'What can go wrong?',
                  'What could cause it?',
                  'How would you know?',
                  'What stops it happening now?',
                  'How likely is it?',
                  'How much risk is left with your controls?',
                  'What would make it safer?',
                ],
                rows: [
                  [
                    'Source water',
                    'Germs from bird and possum droppings on the roofs wash into the tanks.',
                    'Birds roosting in the oak over the hall; possums on the roof at night; a blocked first flush diverter.',
                    'Untreated water tested each term; gutters and diverters checked monthly; droppings noticed during the caretaker’s rounds.',
                    'Leaf screens and first flush diverters on every downpipe; overflow screens; sediment and cartridge filters and UV before any tap.',
                    'High',
                    'Medium',
                    'Cut back the oak over the hall roof.',
                  ],
                  [
                    'Source water',
                    'Spray drift from the maize paddock settles on the classroom roofs.',
                    'Neighbour spraying in spring in a westerly wind.',
                    'The farmer texts the principal before spraying; staff notice the smell.',
                    'Downpipes diverted until after the next heavy rain; agreement to spray only in light winds blowing away from the school.',
                    'Medium',
                    'Low',
                    'Put the spraying agreement in writing and renew it each August.',
                  ],
                  [
                    'Pre-treatment: sediment filter',
                    'The 20 micron sediment filter clogs after the first autumn rain and flow drops.',
                    'Dust and leaves washed off the roofs after a dry spell.',
                    'Pressure gauges either side of the filter read every Monday; weak flow at the junior block taps.',
                    'Filter changed every three months and when the pressure difference passes the mark on the gauge; two spares on site.',
                    'Medium',
                    'Low',
                    '',
                  ],
                  [
                    'Cartridge filtration',
                    'The 5 micron cartridge is left in too long and lets particles through to the UV unit.',
                    'Caretaker on leave; no reminder; spares not reordered.',
                    'Change date written on the housing and in the maintenance log; calendar reminder.',
                    'Cartridge replaced every six months, in January and July; two spares kept in the shed.',
                    'Medium',
                    'Low',
                    'Train the office manager as the back-up for filter changes.',
                  ],
                  [
                    'UV disinfection',
                    'The UV lamp weakens or fails and germs pass through the unit alive.',
                    'Lamp past 12 months; quartz sleeve dirty; cloudy water after storms.',
                    'Caretaker reads the UV intensity display every Monday; alarm and automatic shut-off on low intensity; E. coli test each term.',
                    'Lamp replaced every January and the sleeve cleaned; spare lamp in the caretaker’s shed.',
                    'Medium',
                    'Medium',
                    'Send the UV alarm to the caretaker’s phone so it is noticed in the holidays.',
                  ],
                  [
                    'UV disinfection',
                    'A power cut stops the UV unit while the taps can still run from the pressure tank.',
                    'Storms on the rural network; the treatment shed circuit tripping.',
                    'Lamp status light and alarm; the caretaker checks the unit after every power cut.',
                    'Solenoid valve closes when power is lost and stays closed through warm-up; the pressure pump is on the same circuit.',
                    'Medium',
                    'Medium',
                    'Post the restart steps beside the unit; quote for a generator inlet.',
                  ],
                  [
                    'UV disinfection',
                    'The UV unit cannot be shown to deliver 40 mJ/cm² at our peak flow.',
                    'The validation certificate was never filed; flow has never been measured at peak use.',
                    'Check of the manufacturer’s documents and the installed flow restrictor.',
                    'Unit installed by a registered plumber with a flow restrictor.',
                    'Medium',
                    'High',
                    'Get the NSF/ANSI 55 Class A certificate and validated flow from the supplier and file it.',
                  ],
                  [
                    'Treatment in general',
                    'Water reaches a drinking tap without going through the filters and UV.',
                    'The bypass valve on the treatment board left open after maintenance; the outdoor tap by the tanks used for drinking bottles.',
                    'Valve positions checked at every Monday check; schematic shows every valve.',
                    'Bypass valve handle removed and kept in the office; outdoor tap labelled "not for drinking".',
                    'Low',
                    'Medium',
                    '',
                  ],
                  [
                    'Storage tanks',
                    'Possums, rats or birds get into a tank and contaminate the water.',
                    'Broken overflow screen (as in 2021); lid not secured after an inspection.',
                    'Lids and screens checked monthly; sludge checked every two years; E. coli tests each term.',
                    'Lids bolted; 1.5 mm mesh on inlets and overflows; calmed inlets and floating outtakes.',
                    'Medium',
                    'Medium',
                    'Replace the plastic overflow mesh with stainless steel.',
                  ],
                  [
                    'Storage tanks',
                    'The tanks run low in a dry late summer or on a big event day.',
                    'Two weeks of storage at normal use; drier summers; rugby club weekends.',
                    'Tank gauges read every Monday, twice weekly from December.',
                    'Registered water carrier arranged; push-button taps; leak checks.',
                    'Medium',
                    'Medium',
                    'Add a fourth 25,000 L tank fed from the new classroom roof.',
                  ],
                  [
                    'Distribution: pipes and taps',
                    'Pool or garden water is siphoned back into the drinking water pipes.',
                    'Hose left in the pool during a top-up; garden sprayer filled from a hose tap.',
                    'Backflow survey by the plumber in 2025; register of hose taps.',
                    'Vacuum breakers on the pool and garden hose taps.',
                    'Medium',
                    'High',
                    'Fit a testable backflow device on the pool top-up line and have it tested yearly.',
                  ],
                  [
                    'Distribution: pipes and taps',
                    'Water sits in the pool block pipes over winter and grows biofilm.',
                    'The pool block is closed from April to October.',
                    'Known little-used taps listed in the caretaker’s checklist.',
                    'All taps flushed at the start of each term, including the pool block.',
                    'Medium',
                    'Low',
                    '',
                  ],
                  [
                    'Storage tanks',
                    'A delivery truck reversing to the kitchen backs into the tanks.',
                    'The tank pad sits beside the kitchen delivery area with no barrier.',
                    'Visual check of the tanks after deliveries.',
                    'Delivery drivers are asked to park on the road side.',
                    'Low',
                    'Medium',
                    'Install two bollards between the delivery area and the tank pad.',
                  ],
                ],
              },
              {
                kind: 'list',
                label: 'How do you check that your controls are working?',
                values: [
                  'Regular visual inspections of the supply',
                  'Recording maintenance and cleaning',
                  'Monitoring the treatment (for example UV intensity readings)',
                  'Having the water tested at least every three months',
                ],
              },
              {
                kind: 'answer',
                label: 'Who took part in the risk assessment?',
                value:
                  'Principal (Aroha Kingi), caretaker (Neil Bracegirdle), board property delegate (Lisa van Dyk) and the plumber who services the UV unit',
              },
              {
                kind: 'answer',
                label: 'When did you last go through the whole list?',
                value: '12 March 2026',
              },
            ],
          },
        ],
      },
      {
        number: '4.2',
        id: 'improvement-schedule',
        title: 'Improvement schedule',
        question: 'What will you fix, by when?',
        groups: [
          {
            title: null,
            items: [
              {
                kind: 'table',
                label: 'What will you fix, and by when?',
                columns: [
                  'What will be done?',
                  'Which risk does it reduce?',
                  'How urgent is it?',
                  'Who is responsible?',
                  'By when?',
                  'Where is it up to?',
                  'When was it finished?',
                  'Estimated cost',
                  'Notes',
                ],
                rows: [
                  [
                    'Get the UV unit’s validation certificate and validated flow rate from the supplier and file them in the plan.',
                    'UV unit not validated for the dose',
                    'High',
                    'Principal (Aroha Kingi)',
                    '11 December 2026',
                    'In progress',
                    '',
                    '',
                    'Supplier asked on 2 November; waiting for the certificate.',
                  ],
                  [
                    'Fit a testable backflow device on the pool top-up line and book its yearly test.',
                    'Backflow into the drinking water',
                    'High',
                    'Caretaker (Neil Bracegirdle)',
                    '26 February 2027',
                    'Planned',
                    '',
                    '650 NZ$',
                    'Plumber’s quote received 3 October.',
                  ],
                  [
                    'Replace the overflow screens on all three tanks with 1.5 mm stainless steel mesh.',
                    'Contamination in a tank',
                    'High',
                    'Caretaker (Neil Bracegirdle)',
                    '28 August 2026',
                    'Done',
                    '14 August 2026',
                    '150 NZ$',
                    '',
                  ],
                  [
                    'Cut back the oak branches over the hall roof.',
                    'Germs in the source water',
                    'Medium',
                    'Board property delegate (Lisa van Dyk)',
                    '16 April 2027',
                    'Planned',
                    '',
                    '900 NZ$',
                    'Arborist to do it in the April holidays.',
                  ],
                  [
                    'Add a fourth 25,000 L polyethylene tank fed from the new classroom roof.',
                    'Not enough water stored',
                    'Medium',
                    'Principal (Aroha Kingi)',
                    '28 January 2028',
                    'Planned',
                    '',
                    '6,500 NZ$',
                    'Included in the property plan with the new classroom block.',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'Who approves the money for these improvements?',
                value: 'Board of Trustees, on the property committee’s recommendation',
              },
              {
                kind: 'answer',
                label: 'How often does the board see progress on these actions?',
                value: 'At every board meeting',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 5,
    id: 'monitoring-compliance',
    title: 'Compliance, Maintenance and Reporting',
    question: 'How do you know your controls are working?',
    sections: [
      {
        number: '5.1',
        id: 'operations-maintenance',
        title: 'Operations and maintenance',
        question: 'What routine checks keep the supply safe?',
        groups: [
          {
            title: 'Routine checks and servicing',
            items: [
              {
                kind: 'answer',
                label: 'How is your water supply looked after from week to week?',
                value:
                  'Our caretaker looks after the water supply. Every Monday he checks the gutters, the first-flush diverter, both tank lids and inlet screens, the filter pressure gauges and the green light on the UV unit, and writes what he found in the water log in the caretaker’s shed. Te Awamutu Plumbing & Pumps services the treatment every six months: both filter cartridges are changed at each visit and the UV lamp once a year in May. The roof and gutters are cleaned each summer holiday with the downpipes disconnected.',
              },
              {
                kind: 'table',
                label: 'What checks and servicing are done, how often and by whom?',
                columns: [
                  'What is checked or done',
                  'Part of the supply',
                  'How often',
                  'Who does it',
                  'Where it is recorded',
                ],
                rows: [
                  [
                    'Check the UV unit light is green and no alarm is showing',
                    'UV unit',
                    'Every school day',
                    'Caretaker (back-up: office manager)',
                    'Water log, caretaker’s shed',
                  ],
                  [
                    'Check gutters, leaf guards and the first-flush diverter; empty the diverter',
                    'First-flush diverter',
                    'Weekly',
                    'Caretaker',
                    'Water log, caretaker’s shed',
                  ],
                  [
                    'On the first Monday of the month and after storms: check tank lids, inlet screens and overflow mesh; look for birds or vermin',
                    'Storage tank',
                    'Monthly',
                    'Caretaker',
                    'Water log, caretaker’s shed',
                  ],
                  [
                    'Replace the 20 micron sediment and 5 micron cartridge filters',
                    'Cartridge filter',
                    'Every six months',
                    'Te Awamutu Plumbing & Pumps',
                    'Service report, scanned into WaiKura',
                  ],
                  [
                    'Replace the UV lamp, clean the quartz sleeve and check the intensity sensor',
                    'UV unit',
                    'Once a year',
                    'Te Awamutu Plumbing & Pumps',
                    'Service report, scanned into WaiKura',
                  ],
                  [
                    'Clean the roof and gutters and trim the oak branches over the hall roof',
                    'Roof and gutters',
                    'Once a year',
                    'Caretaker with a roofing contractor',
                    'Water log, caretaker’s shed',
                  ],
                  [
                    'Check sludge depth in all three tanks (every second January); clean when deeper than 50 mm',
                    'Storage tank',
                    'Every two years',
                    'Te Awamutu Plumbing & Pumps; cleaning by a tank-cleaning contractor',
                    'Service report, scanned into WaiKura',
                  ],
                ],
              },
            ],
          },
          {
            title: 'People and written procedures',
            items: [
              {
                kind: 'answer',
                label: 'Who is trained to do these checks, and who steps in when they are away?',
                value:
                  'The caretaker, Neil Bracegirdle, was trained on the UV unit and the filter change by the installer when the treatment went in (April 2022). The office manager, Karen Hobbs, has been shown the UV display, the alarm and the restart, and covers the daily checks during the caretaker’s leave. A second staff member is to be trained on the UV restart by the end of Term 2.',
              },
              {
                kind: 'list',
                label: 'Which written instructions do you have?',
                values: [
                  'Restarting the treatment after a power cut or alarm',
                  'A checklist for routine inspections',
                  'Changing filter cartridges',
                  'Changing the UV lamp and cleaning the sleeve',
                  'Taking and sending water samples',
                ],
              },
              {
                kind: 'answer',
                label: 'How do people keep the water clean while they work on it?',
                value:
                  'Gloves and hand sanitiser are kept with the filter spares. Nobody with a stomach bug works on the supply. Tools used on the tanks are stored apart from the septic tank tools and wiped with diluted bleach before use.',
              },
              {
                kind: 'answer',
                label: 'Which spare parts do you keep on site?',
                value:
                  'One spare UV lamp, two sets of sediment and cartridge filters, and an O-ring kit, in the locked cupboard in the caretaker’s shed. A spare pressure pump is not kept; Te Awamutu Plumbing & Pumps holds one for us.',
              },
            ],
          },
        ],
      },
      {
        number: '5.2',
        id: 'monitoring-reporting',
        title: 'Monitoring and reporting',
        question: 'How is your water tested?',
        groups: [
          {
            title: 'What is tested and checked',
            items: [
              {
                kind: 'table',
                label: 'What do you test or check, and what results do you expect?',
                columns: [
                  'What is tested or checked',
                  'Where',
                  'How often',
                  'Who does it',
                  'Target level (all is well)',
                  'Action level (something is drifting)',
                  'Critical level (water may be unsafe)',
                ],
                rows: [
                  [
                    'E. coli',
                    'Staffroom kitchen tap, after the UV unit',
                    'Every three months (each term)',
                    'Caretaker takes the sample; Waikato Water Testing analyses it',
                    'Less than 1 per 100 mL',
                    'Not used: any E. coli is critical',
                    'Any E. coli (1 per 100 mL or more): boil water notice, notify Taumata Arowai',
                  ],
                  [
                    'Total coliforms',
                    'Staffroom kitchen tap, after the UV unit',
                    'Every three months (each term)',
                    'Caretaker; Waikato Water Testing',
                    'Less than 1 per 100 mL',
                    'Any coliforms: check UV unit and filters, resample within a week',
                    'Coliforms again on the resample: follow the incident plan',
                  ],
                  [
                    'UV intensity or dose (UV unit display)',
                    'UV unit display, caretaker’s shed',
                    'Every school day',
                    'Caretaker (back-up: office manager)',
                    'Green light, no alarm',
                    'Low-intensity warning: clean sleeve, call Te Awamutu Plumbing & Pumps',
                    'Alarm or unit off: fountains off, bottled water out',
                  ],
                  [
                    'Turbidity (cloudiness)',
                    'Staffroom kitchen tap, after treatment',
                    'Every three months (each term)',
                    'Waikato Water Testing (with the E. coli sample)',
                    'Under 1 NTU',
                    '1 NTU or more: change the filters early and retest',
                    '5 NTU or more: UV may not work, follow the incident plan',
                  ],
                  [
                    'Metals from roofing (lead, copper, cadmium, zinc)',
                    'Tank 1 outlet, before treatment',
                    'Every three years',
                    'Caretaker samples between June and August; Waikato Water Testing',
                    'Under half the Maximum Acceptable Value',
                    'Over half the MAV: test more often and find the cause',
                    'Over the MAV: notify Taumata Arowai, bottled water',
                  ],
                  [
                    'Visual inspection',
                    'Roof, gutters, tanks and first-flush diverter',
                    'Weekly',
                    'Caretaker',
                    'Clean, lids on, screens intact',
                    'Debris, damage or animals found: fix the same day',
                    'Dead animal or contamination in a tank: incident plan',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'Which laboratory tests your water?',
                value: 'Waikato Water Testing Ltd, Hamilton (IANZ accredited)',
              },
              {
                kind: 'answer',
                label: 'How are samples taken and sent to the laboratory?',
                value:
                  'The caretaker collects sterile bottles and instructions from the laboratory. On a Monday morning he disinfects and runs the staffroom kitchen tap, fills the bottle, and labels it with our supply component identifier, the date and the time. The office manager drives it to the laboratory’s Te Awamutu collection point in a chilly bin with ice packs the same morning.',
              },
              {
                kind: 'answer',
                label: 'How do you know your meters and sensors read correctly?',
                value:
                  'The UV intensity sensor is checked by Te Awamutu Plumbing & Pumps at each yearly lamp change and replaced every two years. We have no handheld meters; turbidity is measured by the laboratory.',
              },
            ],
          },
          {
            title: 'Reporting results',
            items: [
              {
                kind: 'answer',
                label: 'How are test results and problems reported, and to whom?',
                value:
                  'The principal reports every result to the next board meeting and keeps the laboratory reports in WaiKura. As a medium supply (160 people on a normal day) we report our sampling to Taumata Arowai through Hinekōrako every quarter. Any E. coli result, or any result over a Maximum Acceptable Value, is notified to Taumata Arowai the same day by the principal, as set out in section 6.1.',
              },
              {
                kind: 'answer',
                label: 'Who sends the yearly compliance report to Taumata Arowai?',
                value: 'Principal (back-up: office manager)',
              },
              {
                kind: 'list',
                label: 'Who sees the test results?',
                values: [
                  'Board of trustees',
                  'Staff',
                  'Parents and the school community',
                  'Our maintenance contractor',
                ],
              },
            ],
          },
        ],
      },
      {
        number: '5.3',
        id: 'maintenance-reporting',
        title: 'Maintenance reporting',
        question: 'How is maintenance recorded?',
        groups: [
          {
            title: 'Keeping records',
            items: [
              {
                kind: 'answer',
                label: 'Where and how is maintenance written down?',
                value:
                  'The caretaker fills in the water log after every check. Contractors leave a service sheet, which the office manager scans into WaiKura the same week. The principal reads and initials the log at the end of each month.',
              },
              {
                kind: 'list',
                label: 'What kinds of records do you keep?',
                values: [
                  'Paper logbook or checklist',
                  'WaiKura maintenance log',
                  'Contractor service reports',
                  'Laboratory reports',
                ],
              },
              {
                kind: 'answer',
                label: 'For how many years are records kept?',
                value: '5 years',
              },
              {
                kind: 'answer',
                label: 'How are complaints about taste, smell or colour recorded?',
                value:
                  'Staff and students tell the office. The office manager notes the date, the tap and the complaint in the water log, and the caretaker checks the filters and the UV unit the same day.',
              },
            ],
          },
          {
            title: 'Reporting to the board',
            items: [
              {
                kind: 'answer',
                label: 'How does the board of trustees hear about the water supply?',
                value:
                  'The principal’s report to each board meeting has a water section: tests since the last meeting, maintenance done, any problems and what they cost, and the improvement actions still open. The board’s property delegate visits the caretaker’s shed once a year.',
              },
              {
                kind: 'answer',
                label: 'How often does the board get a water report?',
                value: 'At every board meeting',
              },
              {
                kind: 'answer',
                label: 'Have past problems with the water been written down?',
                value: 'Yes',
              },
              {
                kind: 'answer',
                label: 'What were they, and where are they recorded?',
                value:
                  'March 2023: total coliforms (no E. coli) after a storm; gutters cleaned, UV sleeve replaced, the retest was clear. July 2024: UV lamp failed during the holidays; fountains were off for two days and bottled water used. Both are in the water log and the board minutes.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 6,
    id: 'contingency-plans',
    title: 'Contingency Plans',
    question: 'What will you do if something goes wrong?',
    sections: [
      {
        number: '6.1',
        id: 'contingency-plans',
        title: 'Contingency plans',
        question: 'What is your plan for an incident?',
        groups: [
          {
            title: 'What could go wrong',
            items: [
              {
                kind: 'list',
                label: 'Which of these could happen to your water supply?',
                values: [
                  'Damage to or problems with the supply (tank, pipes, pump, treatment)',
                  'A failed water test',
                  'A natural hazard such as flooding or an earthquake',
                  'A power cut',
                  'Not enough water (for example a dry summer)',
                  'UV unit failure or alarm',
                  'Spray drift or other chemical contamination',
                ],
              },
              {
                kind: 'table',
                label: 'For each likely event, what happens and what will you do?',
                columns: ['Event', 'Effect on the water', 'What you will do', 'Who leads'],
                rows: [
                  [
                    'E. coli found in a water test',
                    'The water may make people sick.',
                    'Boil water notice straight away, fountains off, bottled water out, notify Taumata Arowai, Te Awamutu Plumbing & Pumps checks the UV unit and filters, retest until clear.',
                    'Principal (back-up: deputy principal)',
                  ],
                  [
                    'Power cut',
                    'The pump and the UV unit stop; there is no treated water.',
                    'Turn off the fountains and put out bottled water. When power returns, restart the UV unit as the laminated card says and wait for the green light before opening taps.',
                    'Caretaker (back-up: office manager)',
                  ],
                  [
                    'Tanks running low in a dry summer',
                    'Not enough water for drinking and toilets.',
                    'Put up water-saving notices when the tanks are below half; order 10,000 L from Waipā Water Cartage when below a quarter.',
                    'Office manager',
                  ],
                  [
                    'Spray drift from the neighbouring farm onto the roof',
                    'Chemicals could wash into the tanks with the next rain.',
                    'Disconnect the downpipes before the next rain, ask the farmer what was sprayed, get advice from the laboratory on testing.',
                    'Principal',
                  ],
                ],
              },
            ],
          },
          {
            title: 'How you respond',
            items: [
              {
                kind: 'answer',
                label: 'What are the first steps when the water may be unsafe?',
                value:
                  '1. The principal (or the deputy principal) decides the water may be unsafe. 2. The caretaker turns off the drinking fountains and the kitchen tap and puts up the "Do not drink" signs from the red incident folder. 3. The office sends the prepared message to staff and families. 4. The principal notifies Taumata Arowai. 5. The caretaker and Te Awamutu Plumbing & Pumps check the UV unit, the filters and the tanks. 6. Samples are taken, and the taps are used again only after a clear result. 7. The plan is reviewed (section 7).',
              },
              {
                kind: 'list',
                label: 'Which of these steps are part of your response?',
                values: [
                  'Investigate the source or cause and fix it as soon as possible',
                  'Tell people what to do until the water is confirmed safe',
                  'Notify Taumata Arowai of the incident',
                  'Take measures so that it does not happen again',
                  'Tell everyone who drinks the water about the incident',
                  'Take samples and send them to an accredited laboratory',
                ],
              },
              {
                kind: 'answer',
                label: 'How will you tell everyone not to drink the water, or to boil it first?',
                value:
                  'Prepared "Boil water before drinking" signs and a prepared message are in the red incident folder in the office. The office sends the message to families through the school app and by e-mail within the hour, and teachers read it out in class. The kitchen boils water for drinking and the fountains stay off. The principal lifts the notice only after a clear retest and tells families the same way.',
              },
              {
                kind: 'answer',
                label: 'Where will drinking water come from if your own water cannot be used?',
                value:
                  'Bottled water for one school day is kept in the office and rotated each term. Waipā Water Cartage, a registered water carrier, can deliver 10,000 L into Tank 1, before treatment, within a day. If the tanks themselves are contaminated, the school buys bottled water from the Te Awamutu supermarket until they are cleaned.',
              },
            ],
          },
          {
            title: 'Telling Taumata Arowai',
            items: [
              {
                kind: 'answer',
                label: 'Who tells Taumata Arowai, and who does it if they are away?',
                value: 'Principal (back-up: office manager, then the presiding member of the board)',
              },
              {
                kind: 'answer',
                label: 'How and when will you notify them?',
                value:
                  'For any E. coli result the principal phones Taumata Arowai on 04 889 8350 straight away, then files the notification in Hinekōrako the same day with what has been done so far. Other notifications are made in Hinekōrako on the day we find out.',
              },
              {
                kind: 'answer',
                label: 'Can the person who notifies log in to Hinekōrako?',
                value: 'Yes',
              },
            ],
          },
          {
            title: 'Who to call',
            items: [
              {
                kind: 'table',
                label: 'Who do you call in an incident?',
                columns: ['Name', 'Role or organisation', 'Phone', 'E-mail', 'When to call'],
                rows: [
                  [
                    'Aroha Kingi',
                    'Principal: leads every water incident',
                    '021 630 284',
                    'principal@puririflat.school.nz',
                    'Any problem with the water',
                  ],
                  [
                    'Mark Tuhiwai',
                    'Te Awamutu Plumbing & Pumps (services the UV unit, filters and pump)',
                    '07 871 3390',
                    'mark@tapumps.co.nz',
                    'UV alarm, pump failure, burst pipe',
                  ],
                  [
                    'Taumata Arowai',
                    'Drinking water regulator (24/7 line)',
                    '04 889 8350',
                    'info@taumataarowai.govt.nz',
                    'Water is or may be unsafe; people could become seriously ill',
                  ],
                  [
                    'Waikato Water Testing Ltd',
                    'IANZ-accredited laboratory',
                    '07 846 2210',
                    'samples@waikatowatertesting.co.nz',
                    'Urgent retests and sampling advice',
                  ],
                  [
                    'Waipā Water Cartage',
                    'Registered water carrier',
                    '07 870 1144',
                    '',
                    'Tanks low or contaminated',
                  ],
                ],
              },
            ],
          },
          {
            title: 'Practising the plan',
            items: [
              {
                kind: 'answer',
                label: 'How will staff learn and practise this plan?',
                value:
                  'The principal goes through this plan at the first staff meeting of each year. The office manager, caretaker and deputy principal walk through a boil water notice once a year, and the plan is reviewed after every incident and at least every two years.',
              },
              {
                kind: 'answer',
                label: 'Where is a printed copy of this plan kept?',
                value: 'Red incident folder in the school office, with a copy in the caretaker’s shed',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 7,
    id: 'review-process',
    title: 'Review',
    question: 'How will you keep this plan up to date?',
    sections: [
      {
        number: '7.1',
        id: 'annual-process',
        title: 'Annual review process',
        question: 'How is the plan reviewed each year?',
        groups: [
          {
            title: 'When and by whom',
            items: [
              {
                kind: 'answer',
                label: 'How often is the whole plan reviewed?',
                value: 'Every year',
              },
              {
                kind: 'answer',
                label: 'In which month is the routine review done?',
                value: 'March',
              },
              {
                kind: 'answer',
                label: 'Who leads the review?',
                value: 'Principal',
              },
              {
                kind: 'answer',
                label: 'Who else takes part?',
                value:
                  'The caretaker, the office manager, the board’s property delegate and, every second year, Te Awamutu Plumbing & Pumps.',
              },
            ],
          },
          {
            title: 'Reviewing early',
            items: [
              {
                kind: 'list',
                label: 'What makes you review the plan straight away, before the routine review?',
                values: [
                  'The water was unsafe, there was an incident, or a test was over a Maximum Acceptable Value',
                  'A change to the water source',
                  'A change in who looks after the supply',
                  'A change to the treatment, tanks, pipes or how they are run',
                  'A big change in the number of students and staff',
                  'Test results that show the source water has changed',
                ],
              },
            ],
          },
          {
            title: 'Making and approving changes',
            items: [
              {
                kind: 'answer',
                label: 'How are changes to the plan made, approved and recorded?',
                value:
                  'The principal updates the plan in WaiKura after the review meeting and records the review in section 7.2. The board approves the updated plan at its next meeting. If the supply changed materially, the principal uploads the amended plan to Taumata Arowai in Hinekōrako.',
              },
              {
                kind: 'answer',
                label: 'How is the board told about the review and asked to approve the plan?',
                value:
                  'The principal presents the reviewed plan and the open improvement actions at the April board meeting. The approval is minuted and the presiding member of the board signs the approval page.',
              },
            ],
          },
        ],
      },
      {
        number: '7.2',
        id: 'annual-review',
        title: 'Annual review',
        question: 'What changed at the last review?',
        groups: [
          {
            title: 'Review record',
            items: [
              {
                kind: 'table',
                label: 'When was the plan reviewed, and what changed?',
                columns: [
                  'Date of the review',
                  'Why it was reviewed',
                  'Who took part',
                  'What changed',
                  'Next review due',
                  'Was the board told and did it approve?',
                  'Was the amended plan sent to Taumata Arowai?',
                ],
                rows: [
                  [
                    '13 March 2025',
                    'Something else',
                    'Principal, caretaker, office manager, board property delegate',
                    'First plan written in WaiKura from our 2022 treatment records; approved by the board and sent to Taumata Arowai.',
                    '12 March 2026',
                    'Yes',
                    'Yes',
                  ],
                  [
                    '12 March 2026',
                    'Routine yearly review',
                    'Principal, caretaker, board property delegate, Mark Tuhiwai (Te Awamutu Plumbing & Pumps)',
                    'Filters now changed every six months instead of yearly (5.1); new carrier’s number (6.1); roll updated to 142 students (1.1).',
                    '11 March 2027',
                    'Yes',
                    'No',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'What is still to be done from the last review?',
                value:
                  'Laminate the UV restart instructions and fix them beside the unit (due end of Term 1 2027).',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    number: 8,
    id: 'appendix',
    title: 'Appendix',
    question: 'What records back up your plan?',
    sections: [
      {
        number: '8.1',
        id: 'water-quality-monitoring',
        title: 'Water quality monitoring',
        question: 'What do your water test results show?',
        groups: [
          {
            title: 'Test results',
            items: [
              {
                kind: 'table',
                label: 'What did each water test show?',
                columns: [
                  'Sample date',
                  'Sample ID',
                  'Part of the supply sampled',
                  'Supply component ID',
                  'Where it was taken',
                  'Laboratory',
                  'E. coli',
                  'Total coliforms',
                  'Turbidity',
                  'pH',
                  'Notes',
                ],
                rows: [
                  [
                    '10 November 2025',
                    'PFS-2025-11-1',
                    'Treatment plant (water leaving the treatment)',
                    'TP04821',
                    'Staffroom kitchen tap (after UV)',
                    'Waikato Water Testing Ltd',
                    '0 per 100 mL',
                    '0 per 100 mL',
                    '0.2 NTU',
                    '6.6',
                    '',
                  ],
                  [
                    '16 February 2026',
                    'PFS-2026-02-2',
                    'Treatment plant (water leaving the treatment)',
                    'TP04821',
                    'Staffroom kitchen tap (after UV)',
                    'Waikato Water Testing Ltd',
                    '0 per 100 mL',
                    '0 per 100 mL',
                    '0.3 NTU',
                    '6.7',
                    '',
                  ],
                  [
                    '16 February 2026',
                    'PFS-2026-02-3',
                    'Source abstraction point (before treatment)',
                    'SA04821',
                    'Tank 1 outlet (before treatment)',
                    'Waikato Water Testing Ltd',
                    '4 per 100 mL',
                    '130 per 100 mL',
                    '0.8 NTU',
                    '6.4',
                    'Source water: bird droppings on the roof are expected; shows why the UV unit is needed',
                  ],
                  [
                    '11 May 2026',
                    'PFS-2026-05-4',
                    'Treatment plant (water leaving the treatment)',
                    'TP04821',
                    'Staffroom kitchen tap (after UV)',
                    'Waikato Water Testing Ltd',
                    '0 per 100 mL',
                    '0 per 100 mL',
                    '0.9 NTU',
                    '6.8',
                    'After a storm; filters changed early',
                  ],
                  [
                    '10 August 2026',
                    'PFS-2026-08-5',
                    'Treatment plant (water leaving the treatment)',
                    'TP04821',
                    'Staffroom kitchen tap (after UV)',
                    'Waikato Water Testing Ltd',
                    '0 per 100 mL',
                    '0 per 100 mL',
                    '0.2 NTU',
                    '6.7',
                    '',
                  ],
                  [
                    '9 November 2026',
                    'PFS-2026-11-6',
                    'Treatment plant (water leaving the treatment)',
                    'TP04821',
                    'Staffroom kitchen tap (after UV)',
                    'Waikato Water Testing Ltd',
                    '0 per 100 mL',
                    '0 per 100 mL',
                    '0.3 NTU',
                    '6.8',
                    '',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'What do the results show over the past year?',
                value:
                  'All treated water tests in 2026 were clear of E. coli and coliforms. Turbidity rose to 0.9 NTU in May after a storm, so the filters were changed early. The untreated tank water carries bacteria from the roof, as expected.',
              },
            ],
          },
        ],
      },
      {
        number: '8.2',
        id: 'appendix-operations-maintenance',
        title: 'Operations and maintenance records',
        question: 'Where are the operating records kept?',
        groups: [
          {
            title: 'Manuals and procedures',
            items: [
              {
                kind: 'files',
                label: 'Attach your operations manual and the equipment manuals',
                files: [
                  {
                    name: 'Pūriri Flat School water supply manual 2026.pdf',
                    src: null,
                  },
                ],
              },
              {
                kind: 'list',
                label: 'Which of these documents do you have?',
                values: [
                  'A description of the supply and its main parts',
                  'A flow diagram with valves, pumps and bypasses',
                  'Standard operating procedures',
                  'Incident and emergency procedures',
                  'Key contacts',
                  'Maintenance schedule',
                  'Written evidence of the UV dose (40 mJ/cm²) and maximum flow rate',
                ],
              },
              {
                kind: 'answer',
                label: 'When was the operations manual last updated?',
                value: '12 March 2026',
              },
              {
                kind: 'answer',
                label: 'Where are the paper copies kept?',
                value: 'Blue folder on the wall of the caretaker’s shed, beside the UV unit',
              },
            ],
          },
          {
            title: 'Operating records',
            items: [
              {
                kind: 'table',
                label: 'Which logs and records do you keep, and where?',
                columns: [
                  'Name of the log or record',
                  'What it records',
                  'Where it is kept',
                  'Who fills it in',
                ],
                rows: [
                  [
                    'Water log',
                    'Daily UV light checks and weekly checks of gutters, diverter, tank lids and filter pressure',
                    'Caretaker’s shed; scanned into WaiKura each term',
                    'Caretaker',
                  ],
                  [
                    'Laboratory reports',
                    'Every water test result',
                    'WaiKura, section 8.1, and the office file',
                    'Office manager',
                  ],
                  [
                    'Service reports',
                    'Filter changes, UV lamp changes, sensor checks and repairs',
                    'WaiKura, section 8.3',
                    'Office manager',
                  ],
                  [
                    'Incident record',
                    'Each incident, boil water notice and complaint, and what was done',
                    'Red incident folder in the office',
                    'Principal',
                  ],
                ],
              },
            ],
          },
        ],
      },
      {
        number: '8.3',
        id: 'maintenance-servicing',
        title: 'Maintenance and servicing',
        question: 'Who services your equipment?',
        groups: [
          {
            title: 'Servicing records',
            items: [
              {
                kind: 'table',
                label: 'What maintenance and servicing has been done?',
                columns: ['Date', 'Equipment', 'Work done', 'Done by', 'Next due'],
                rows: [
                  [
                    '2 November 2026',
                    'Cartridge filter',
                    'Replaced the 20 µm sediment and 5 µm cartridge filters; both housings cleaned and O-rings checked.',
                    'Mark Tuhiwai, Te Awamutu Plumbing & Pumps',
                    '3 May 2027',
                  ],
                  [
                    '4 May 2026',
                    'UV unit',
                    'Replaced the UV lamp and cleaned the quartz sleeve; intensity reading back to normal. Filters replaced at the same visit.',
                    'Mark Tuhiwai, Te Awamutu Plumbing & Pumps',
                    '3 May 2027',
                  ],
                  [
                    '20 January 2026',
                    'Roof and gutters',
                    'Cleaned the roof and gutters with the downpipes disconnected; trimmed the oak over the hall.',
                    'Caretaker with Te Awamutu Roofing',
                    '19 January 2027',
                  ],
                  [
                    '12 January 2026',
                    'Storage tank',
                    'Checked the sludge depth in all three tanks: about 20 mm since the January 2024 clean, so no cleaning needed yet. Lids and screens sound.',
                    'Mark Tuhiwai, Te Awamutu Plumbing & Pumps',
                    '10 January 2028',
                  ],
                ],
              },
            ],
          },
          {
            title: 'Who services your equipment',
            items: [
              {
                kind: 'table',
                label: 'Who services your equipment?',
                columns: ['Company', 'What they service', 'Contact person', 'Phone', 'E-mail'],
                rows: [
                  [
                    'Te Awamutu Plumbing & Pumps',
                    'UV unit, filters, pressure pump',
                    'Mark Tuhiwai',
                    '07 871 3390',
                    'mark@tapumps.co.nz',
                  ],
                  [
                    'Te Awamutu Roofing',
                    'Roof and gutter cleaning and repairs',
                    'Tom Eriksen',
                    '07 871 6644',
                    'tom@taroofing.co.nz',
                  ],
                ],
              },
              {
                kind: 'answer',
                label: 'Do you have a servicing agreement with a contractor?',
                value: 'Yes',
              },
              {
                kind: 'answer',
                label: 'What does the agreement cover?',
                value:
                  'Two visits a year (May and November): filter changes, UV sleeve clean and pump check, with the UV lamp replaced at the May visit. Call-out within 24 hours for a UV alarm.',
              },
            ],
          },
        ],
      },
    ],
  },
];
