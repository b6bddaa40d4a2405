/**
 * Part 1, School Details: who the school is, who runs its water supply and who to call.
 *
 * Field names marked "spec" are the plan specification's Ministry required fields (section 5.1) and are
 * read by the compliance rules; keep them as they are.
 */
import type { SectionForm } from '../fields';

const background: SectionForm = {
  sectionId: 'background',
  intro:
    'Start with the basics: your school, where it is, who owns the water supply and how many people drink the water. ' +
    'These details go on the front page of your plan, just as they do on the official template. ' +
    'Most of them are already on your Hinekōrako registration, so have it open if you can.',
  sources: [
    'DWSP_Template_Small_26-100, p. 3 (Q1 D: the people normally supplied, the maximum number, and whether the supply can serve them)',
    'DWSP_Template_Small_26-100, p. 1 (Your details: owner, operator, supply identifier, supply type, population)',
    'DWSP_Template_Medium_101-500, p. 5 (The Title Page: what each detail means)',
    'DWQAR_Guidance_for_Small_Supplies (draft), p. 5–6 (population normally supplied; self-supplied buildings)',
    'Quick_Guide_to_Uploading_DWSP, p. 1 (supply details in Hinekōrako)',
    'WaiKura plan specification, 5.1 (Ministry required fields for school details)',
  ],
  groups: [
    {
      id: 'school',
      title: 'Your school',
      fields: [
        {
          kind: 'text',
          name: 'school_name',
          label: 'What is the name of your school?',
          regulatorLabel: 'Supply name',
          hint: 'The school’s full name as the Ministry of Education knows it. It also names your plan when it is uploaded to Hinekōrako.',
          example: 'Kōwhai Valley School',
          required: true,
        },
        {
          kind: 'text',
          name: 'school_number',
          label: 'What is your Ministry of Education school number?',
          regulatorLabel: 'School number',
          hint: 'The number the Ministry gives your school. You will find it on Ministry letters and in your school’s Education Counts listing.',
          example: '1867',
          maxLength: 10,
        },
        {
          kind: 'textarea',
          name: 'address',
          label: 'What is the school’s street address?',
          regulatorLabel: 'Supply location',
          hint: 'The physical address of the school, where the water supply is, not a PO Box. Be precise: the regulator uses it to find the supply.',
          example: '412 Kōwhai Valley Road, RD 5, Te Awamutu 3875',
          required: true,
          maxLength: 500,
        },
      ],
    },
    {
      id: 'supply',
      title: 'Your water supply',
      intro: 'The regulator, Taumata Arowai, knows your supply by these details. Copy them from Hinekōrako.',
      fields: [
        {
          kind: 'text',
          name: 'supply_id',
          label: 'What is your supply’s Hinekōrako identifier?',
          regulatorLabel: 'Unique supply identifier',
          hint: 'The code you were given when the supply was registered. In Hinekōrako, choose View Supply Details to see it.',
          example: 'KOW001',
          maxLength: 40,
        },
        {
          kind: 'radio',
          name: 'supply_type',
          label: 'How is your water supplied?',
          regulatorLabel: 'Supply type (Drinking Water Quality Assurance Rules category)',
          hint: 'Most schools are a self-supplied building: water supplies up to 10 buildings on one site for more than 25 people. Choose networked only if your pipes also supply people beyond the school grounds.',
          example:
            'Self-supplied building: one roof-water supply for the classrooms, hall and office on the school site.',
          options: [
            {
              value: 'self_supplied_building',
              label: 'Self-supplied building',
              hint: 'Up to 10 buildings on one site, more than 25 people.',
            },
            {
              value: 'networked',
              label: 'Networked supply',
              hint: 'Pipes deliver water to other properties or households as well.',
            },
          ],
        },
        {
          kind: 'text',
          name: 'owner_name',
          label: 'Who owns the water supply?',
          regulatorLabel: 'Name of owner',
          hint: 'The organisation responsible for the supply, usually the school board. The owner signs off the plan and makes sure improvements are done.',
          example: 'Board of Kōwhai Valley School',
        },
        {
          kind: 'text',
          name: 'operator_name',
          label: 'Who runs the supply day to day, if not the owner?',
          regulatorLabel: 'Name of operator (if different to owner)',
          hint: 'Leave empty if the school itself operates the supply. Name the company if a contractor runs it for you.',
          example: 'Waipā Water Services Ltd (monthly servicing contract)',
        },
      ],
    },
    {
      id: 'responsible',
      title: 'Who is responsible',
      intro: 'The person in charge of the water supply for the school. The regulator writes to this person.',
      fields: [
        {
          kind: 'text',
          name: 'contact_person',
          label: 'Which role is responsible for the water supply?',
          regulatorLabel: 'Contact person',
          hint: 'The role, not the person, so the plan stays right when people change jobs.',
          example: 'Principal',
          required: true,
        },
        {
          kind: 'text',
          name: 'contact_person_name',
          label: 'Who holds that role now?',
          regulatorLabel: 'Contact person name',
          hint: 'The full name of the person in that role today.',
          example: 'Hana Whitaker',
          required: true,
        },
        {
          kind: 'email',
          name: 'contact_person_email',
          label: 'What is their e-mail address?',
          regulatorLabel: 'Contact person e-mail',
          hint: 'An address that is read every school day. A shared office address is fine if someone checks it daily.',
          example: 'principal@kowhaivalley.school.nz',
          required: true,
        },
        {
          kind: 'phone',
          name: 'contact_person_phone',
          label: 'What is their phone number?',
          regulatorLabel: 'Contact person phone',
          hint: 'A number that reaches them during the school day, such as the school office or their mobile.',
          example: '07 871 5042',
        },
      ],
    },
    {
      id: 'population',
      title: 'How many people drink the water',
      intro:
        'The number of people on a normal day decides which rules apply to your supply; the busiest day decides how much water you must be able to supply.',
      fields: [
        {
          kind: 'number',
          name: 'number_of_students',
          label: 'How many students are enrolled?',
          regulatorLabel: 'Roll',
          hint: 'Your current roll. Use the latest roll return.',
          example: '142',
          unit: 'students',
          min: 0,
          integer: true,
        },
        {
          kind: 'number',
          name: 'number_of_staff',
          label: 'How many staff work at the school?',
          regulatorLabel: 'Staff',
          hint: 'Teachers, teacher aides, office staff, caretaker and cleaners who are on site on a normal day.',
          example: '18',
          unit: 'people',
          min: 0,
          integer: true,
        },
        {
          kind: 'number',
          name: 'current_students_staff',
          label: 'How many people are on site on a normal school day?',
          regulatorLabel: 'Population normally supplied',
          hint: 'Students plus staff, plus anyone else there every day (for example an early childhood centre using your water). The regulator counts the people normally supplied, not the busiest day.',
          example: '160 (142 students and 18 staff)',
          unit: 'people',
          min: 1,
          integer: true,
          required: true,
        },
        {
          kind: 'number',
          name: 'peak_population',
          label: 'What is the most people ever on site at once?',
          regulatorLabel: 'Maximum population',
          hint: 'Think of your biggest day: a gala, sports day, prizegiving or the hall used as a civil defence centre. Your supply must cope with this many people.',
          example: '260 on athletics day, with whānau and visiting schools',
          unit: 'people',
          min: 1,
          integer: true,
          required: true,
        },
        {
          kind: 'textarea',
          name: 'peak_occasions',
          label: 'When is the school busiest?',
          regulatorLabel: 'Population variation',
          hint: 'List the events or seasons when many more people use the water, and roughly how many come. This helps you plan water for those days.',
          example:
            'Athletics day in March (about 260 people); end-of-year prizegiving in the hall (about 220); holiday programme in January (about 30).',
          maxLength: 2000,
        },
      ],
    },
  ],
};

const keyContacts: SectionForm = {
  sectionId: 'key-contacts',
  intro:
    'When something goes wrong with the water, people need to know who to call, at any hour. ' +
    'List the emergency contact first, then everyone who helps look after the supply: staff, contractors, the laboratory and the regulator. ' +
    'A back-up person matters: the official template treats nobody being available as an incident in itself.',
  sources: [
    'DWSP_Template_Small_26-100, p. 1 (emergency contact name and phone number)',
    'DWSP_Template_Small_26-100, p. 10 (Q4: inability of you or a back-up person to address problems)',
    'DWSP_Template_Medium_101-500, p. 6 (Q2: who is responsible; Q2.1 owner and budget; Q2.2 team and contact numbers)',
    'DWSP_Template_Medium_101-500, p. 7 (Q2.3 skills, training, experience and back-up)',
    'DWSP_Template_Medium_101-500, p. 14 (Taumata Arowai 24/7 line 04 889 8350)',
    'Acceptable_Solution_Roof_Water (working draft), p. 9 (7.1 key contacts: operators, manufacturers, suppliers, regulators)',
    'WaiKura plan specification, 5.1 (emergency_contact_name, emergency_contact_phone)',
  ],
  groups: [
    {
      id: 'emergency',
      title: 'Emergency contact',
      intro:
        'The person the regulator, the laboratory or a parent should call first if the water may be unsafe.',
      fields: [
        {
          kind: 'text',
          name: 'emergency_contact_name',
          label: 'Who should be called first in a water emergency?',
          regulatorLabel: 'Emergency contact name',
          hint: 'Someone who can act straight away, including after hours and in the holidays: close the taps, call the plumber, tell families.',
          example: 'Hana Whitaker (Principal)',
          required: true,
        },
        {
          kind: 'phone',
          name: 'emergency_contact_phone',
          label: 'What number reaches them at any time?',
          regulatorLabel: 'Emergency contact phone number',
          hint: 'A mobile number is best, because the school office is unattended at night and in the holidays.',
          example: '021 458 337',
          required: true,
        },
        {
          kind: 'text',
          name: 'backup_contact_name',
          label: 'Who steps in if they cannot be reached?',
          regulatorLabel: 'Back-up person',
          hint: 'A second person who knows the supply, so nothing waits when the first contact is away or unwell.',
          example: 'Graeme Paterson (Caretaker)',
        },
        {
          kind: 'phone',
          name: 'backup_contact_phone',
          label: 'What is the back-up person’s phone number?',
          regulatorLabel: 'Back-up contact phone',
          hint: 'Their mobile number, so they can be reached off site.',
          example: '027 391 6620',
        },
      ],
    },
    {
      id: 'team',
      title: 'People who look after the water',
      fields: [
        {
          kind: 'text',
          name: 'plan_owner',
          label: 'Who signs off this plan and approves spending on the water supply?',
          regulatorLabel: 'Plan owner and budget approver',
          hint: 'The owner of the supply signs the plan and makes sure the improvements in it are paid for and done. Name the role and the person.',
          example: 'Presiding member of the school board, Tama Rāwiri, on the board’s behalf',
        },
        {
          kind: 'rows',
          name: 'additional_contacts',
          label: 'Who else helps with the water supply?',
          regulatorLabel: 'Key contacts and responsibilities',
          hint: 'Everyone you may need to call: the caretaker, plumber, UV and filter service agent, the laboratory, a registered water carrier, the board and Taumata Arowai (24/7 line 04 889 8350). Say in the role what each one does for the water.',
          example: 'Waikato Water Testing Ltd, laboratory: tests our water every three months, 07 846 2210.',
          itemLabel: 'contact',
          columns: [
            {
              kind: 'text',
              name: 'name',
              label: 'Name',
              hint: 'A person’s name, or the organisation’s name if you call a general line.',
              example: 'Graeme Paterson',
              required: true,
            },
            {
              kind: 'text',
              name: 'role',
              label: 'What they do for the water',
              hint: 'Their role and the tasks they do for the supply.',
              example: 'Caretaker: weekly UV and filter checks, gutter cleaning',
              required: true,
            },
            {
              kind: 'phone',
              name: 'phone',
              label: 'Phone',
              hint: 'The number that reaches them fastest.',
              example: '027 391 6620',
            },
            {
              kind: 'email',
              name: 'email',
              label: 'E-mail',
              hint: 'For reports, invoices and reminders.',
              example: 'caretaker@kowhaivalley.school.nz',
            },
            {
              kind: 'text',
              name: 'organisation',
              label: 'Organisation',
              hint: 'The company or agency they work for, if not the school.',
              example: 'Te Awamutu Plumbing & Pumps',
            },
          ],
        },
      ],
    },
    {
      id: 'skills',
      title: 'Skills and training',
      fields: [
        {
          kind: 'textarea',
          name: 'team_skills',
          label: 'What skills and training do the people running the supply have?',
          regulatorLabel: 'Team capability',
          hint: 'Say who has been shown how to check and service the equipment, by whom, and who could take over if a key person leaves or is ill.',
          example:
            'The caretaker was trained by the UV supplier when the unit was installed in 2022 and does the weekly checks. The office manager has been shown the checks and covers when he is away. Filter and lamp changes are done by our plumber.',
          maxLength: 5000,
        },
        {
          kind: 'textarea',
          name: 'training_needs',
          label: 'What training is still needed, and by when?',
          regulatorLabel: 'Training and resourcing gaps',
          hint: 'Any gap you found above, with what you will do about it. These become improvement actions later in the plan.',
          example: 'Train a second staff member on the UV unit’s alarm and restart by the end of Term 2.',
          maxLength: 5000,
        },
      ],
    },
  ],
};

export const PART_1_FORMS: readonly SectionForm[] = [background, keyContacts];
