/**
 * Part 6 — Contingency plans: what the school does when its water is, or may be, unsafe or runs out.
 *
 * The tick lists are the small-supply template's Question 4 (incident types and responses); the
 * questions about notifying the regulator, alternative water and prepared messages follow the medium
 * guidance (Question 8) and the roof water acceptable solution (section 9). Page numbers are the PDF
 * pages (the page markers of the reference texts).
 */
import type { SectionForm } from '../fields';

/** Taumata Arowai's 24/7 line for an imminent risk of serious illness (DWSP_Template_Medium_101-500, p. 14). */
export const TAUMATA_AROWAI_URGENT_PHONE = '04 889 8350';

export const PART_6_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'contingency-plans',
    intro:
      'Plan now for the day something goes wrong: a failed E. coli test, a UV alarm, a dry summer or a power cut. ' +
      'Write down what you will do, who does it and who you will tell, so that anyone on the staff could follow it on a bad day.',
    sources: [
      'DWSP_Template_Small_26-100, p. 10 (Q4 incident types and responses)',
      'DWSP_Template_Small_26-100, p. 12 (store a copy of the plan where it is easy to reach)',
      'DWSP_Template_Medium_101-500, p. 14 (Q8 emergencies, responding to an incident, notifying Taumata Arowai on 04 889 8350 or through Hinekōrako; most common triggers: a sample over a MAV, supply interrupted for more than 8 hours)',
      'Acceptable_Solution_Roof_Water (working draft), p. 11–12 (9 incident and emergency response plans, prepared boil water notices, alternative water, training, review at least every two years)',
      'Acceptable_Solution_Roof_Water (working draft), p. 7 (6.3 top up only from a registered water carrier or a compliant bore or spring)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 16 (T1.1 E. coli in treated water: advise everyone to boil water, notify the Authority, find the cause)',
      'Plan specification 9.7 ("notify the regulator within 24 h": WaiKura’s own guidance, not found in the regulator’s texts)',
    ],
    groups: [
      {
        id: 'incidents',
        title: 'What could go wrong',
        fields: [
          {
            kind: 'checklist',
            name: 'incident_types',
            label: 'Which of these could happen to your water supply?',
            regulatorLabel: 'Incident types',
            hint: 'Tick every situation that could reasonably happen at your school; more than one usually applies.',
            example: 'Failed sample; power cut; natural hazard; water running short in a dry summer.',
            required: true,
            options: [
              {
                value: 'damage_to_supply',
                label: 'Damage to or problems with the supply (tank, pipes, pump, treatment)',
              },
              {
                value: 'no_one_available',
                label: 'Nobody able to fix problems (caretaker or back-up away for a long time)',
              },
              { value: 'failed_sample', label: 'A failed water test' },
              { value: 'natural_hazard', label: 'A natural hazard such as flooding or an earthquake' },
              { value: 'rahui', label: 'A rāhui on the water source' },
              { value: 'illness_outbreak', label: 'An outbreak of illness in the school or community' },
              { value: 'power_cut', label: 'A power cut' },
              { value: 'water_shortage', label: 'Not enough water (for example a dry summer)' },
              { value: 'uv_failure', label: 'UV unit failure or alarm' },
              { value: 'spray_drift', label: 'Spray drift or other chemical contamination' },
              { value: 'other', label: 'Something else' },
            ],
          },
          {
            kind: 'rows',
            name: 'potential_interruptions',
            label: 'For each likely event, what happens and what will you do?',
            regulatorLabel: 'Potential interruptions and response plans',
            hint: 'One row per event you ticked. A response plan for each likely event means nobody has to invent one under pressure.',
            example:
              'Power cut — UV unit and pump stop, no treated water — close drinking fountains, put out bottled water, restart the UV unit when power returns and wait for the green light.',
            itemLabel: 'event',
            columns: [
              {
                kind: 'text',
                name: 'event',
                label: 'Event',
                hint: 'What happens, in a few words.',
                example: 'UV unit alarm or lamp failure',
                required: true,
              },
              {
                kind: 'textarea',
                name: 'effect',
                label: 'Effect on the water',
                hint: 'What it means for the people drinking the water.',
                example: 'Water is filtered but not disinfected and may carry bacteria from the roof.',
                required: true,
              },
              {
                kind: 'textarea',
                name: 'action',
                label: 'What you will do',
                hint: 'The steps, in order, from making people safe to fixing the cause.',
                example:
                  'Turn off the drinking fountains, put out bottled water, call the UV contractor, and test the water before the fountains are turned back on.',
                required: true,
              },
              {
                kind: 'text',
                name: 'responsible',
                label: 'Who leads',
                hint: 'The role that takes charge, and the back-up.',
                example: 'Caretaker (back-up: principal)',
              },
            ],
          },
        ],
      },
      {
        id: 'response',
        title: 'How you respond',
        fields: [
          {
            kind: 'textarea',
            name: 'emergency_response_plan',
            label: 'What are the first steps when the water may be unsafe?',
            regulatorLabel: 'Incident and emergency response plan',
            hint: 'Write the steps in order: protect people first, then tell those who need to know, then find and fix the cause, and test before you go back to normal. Say who does each step.',
            example:
              '1. The principal (or the deputy) decides the water is unsafe. 2. The caretaker turns off the drinking fountains and kitchen tap and puts up the "Do not drink" signs. 3. The office sends the prepared message to staff and families. 4. The principal notifies Taumata Arowai. 5. The caretaker and contractor check the UV unit, filters and tanks. 6. The water is retested before the taps are used again.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'checklist',
            name: 'response_actions',
            label: 'Which of these steps are part of your response?',
            regulatorLabel: 'Responses proposed in your plan',
            hint: 'These are the responses the regulator’s template asks about; tick each one your plan includes.',
            example:
              'All of them: investigate, advise and notify people, notify Taumata Arowai, test, and stop it happening again.',
            options: [
              {
                value: 'investigate_cause',
                label: 'Investigate the source or cause and fix it as soon as possible',
              },
              {
                value: 'advise_consumers',
                label: 'Tell people what to do until the water is confirmed safe',
              },
              { value: 'notify_regulator', label: 'Notify Taumata Arowai of the incident' },
              { value: 'prevent_recurrence', label: 'Take measures so that it does not happen again' },
              { value: 'notify_consumers', label: 'Tell everyone who drinks the water about the incident' },
              { value: 'take_samples', label: 'Take samples and send them to an accredited laboratory' },
              { value: 'other', label: 'Something else' },
            ],
          },
          {
            kind: 'textarea',
            name: 'boil_water_notice_procedure',
            label: 'How will you tell everyone not to drink the water, or to boil it first?',
            regulatorLabel: 'Boil water notice procedure',
            hint: 'After a positive E. coli result everyone must be told to boil drinking water straight away. Prepare the notice, the signs and the message to families now, and say who sends them, how, and how the notice is lifted.',
            example:
              'Prepared "Boil water" signs are in the red incident folder in the office. The office sends the prepared text to families by the school app and e-mail within the hour, and staff read it out in class. The principal lifts the notice only after a clear retest and tells families the same way.',
            required: true,
            minLength: 20,
          },
          {
            kind: 'textarea',
            name: 'alternative_supply_plan',
            label: 'Where will drinking water come from if your own water cannot be used?',
            regulatorLabel: 'Alternative drinking water supply',
            hint: 'Say how much bottled water is kept, who delivers more, and which registered water carrier can refill your tanks. Tanks may only be topped up from a registered water carrier or a source that meets the rules.',
            example:
              'Forty 10 L containers of bottled water are kept in the hall store. Te Awamutu Water Cartage (registered carrier) can deliver 10,000 L within a day; the office has their number in the emergency contacts.',
            required: true,
            minLength: 20,
          },
        ],
      },
      {
        id: 'regulator',
        title: 'Telling Taumata Arowai',
        intro:
          'You must notify Taumata Arowai when your water is or may be unsafe; the most common reasons are a test over a Maximum Acceptable Value and water being cut off for more than 8 hours.',
        fields: [
          {
            kind: 'text',
            name: 'regulator_notification_responsible',
            label: 'Who tells Taumata Arowai, and who does it if they are away?',
            regulatorLabel: 'Notification to the regulator',
            hint: 'Name a role and a back-up, so that a notification never waits for one person to come back.',
            example: 'Principal (back-up: deputy principal, then the board chair)',
            required: true,
          },
          {
            kind: 'textarea',
            name: 'regulator_notification_method',
            label: 'How and when will you notify them?',
            regulatorLabel: 'Notification method and timing',
            hint:
              `Use the notification function in Hinekōrako; if people could become seriously ill, call Taumata Arowai’s 24/7 line, ${TAUMATA_AROWAI_URGENT_PHONE}. ` +
              'WaiKura’s guidance is to notify as soon as you know and within 24 hours at the latest; the regulator’s texts we hold do not set a number of hours.',
            example: `The principal calls ${TAUMATA_AROWAI_URGENT_PHONE} straight away for any E. coli result and then files the notification in Hinekōrako the same day, noting what has been done so far.`,
            required: true,
            minLength: 20,
          },
          {
            kind: 'yesno',
            name: 'hinekorako_access',
            label: 'Can the person who notifies log in to Hinekōrako?',
            regulatorLabel: 'Access to Hinekōrako',
            hint: 'Hinekōrako is the regulator’s portal for suppliers. Check the login works before you need it.',
            example: 'Yes — the principal and the office manager both have logins.',
          },
          {
            kind: 'textarea',
            name: 'hinekorako_access_plan',
            label: 'How will they get access to Hinekōrako, and by when?',
            regulatorLabel: 'Access to Hinekōrako',
            hint: 'Until they have a login, say how they would notify instead, for example by phone.',
            example:
              'The office manager will ask Taumata Arowai for a login this term; until then the principal notifies by phone.',
            required: true,
            when: { field: 'hinekorako_access', equals: false },
          },
        ],
      },
      {
        id: 'contacts',
        title: 'Who to call',
        fields: [
          {
            kind: 'rows',
            name: 'emergency_contacts',
            label: 'Who do you call in an incident?',
            regulatorLabel: 'Emergency contacts',
            hint: 'Include the people who run the supply, your contractors and laboratory, the water carrier, Taumata Arowai and the public health service. Check the numbers once a year.',
            example: `Taumata Arowai — regulator — ${TAUMATA_AROWAI_URGENT_PHONE} — call when people could become seriously ill.`,
            itemLabel: 'contact',
            required: true,
            columns: [
              {
                kind: 'text',
                name: 'name',
                label: 'Name',
                hint: 'A person or an organisation.',
                example: 'Hemi Walker',
                required: true,
              },
              {
                kind: 'text',
                name: 'role',
                label: 'Role or organisation',
                hint: 'What they do for the supply.',
                example: 'Plumber, Walker Plumbing (services the UV unit)',
                required: true,
              },
              {
                kind: 'phone',
                name: 'phone',
                label: 'Phone',
                hint: 'A number that answers out of hours if there is one.',
                example: '021 555 0192',
                required: true,
              },
              {
                kind: 'email',
                name: 'email',
                label: 'E-mail',
                hint: 'For sending reports and photos.',
                example: 'hemi@walkerplumbing.co.nz',
              },
              {
                kind: 'text',
                name: 'when_to_call',
                label: 'When to call',
                hint: 'The situations this contact is for.',
                example: 'UV alarm, burst pipe, pump failure',
              },
            ],
          },
        ],
      },
      {
        id: 'training',
        title: 'Practising the plan',
        fields: [
          {
            kind: 'textarea',
            name: 'training_plans',
            label: 'How will staff learn and practise this plan?',
            regulatorLabel: 'Training in incident response',
            hint: 'Staff who may have to act need to know the plan before an incident. The roof water acceptable solution asks for response plans to be reviewed after every major incident and at least every two years.',
            example:
              'The principal goes through this plan at the first staff meeting of each year; the office manager and caretaker walk through a boil water notice once a year.',
          },
          {
            kind: 'text',
            name: 'plan_location',
            label: 'Where is a printed copy of this plan kept?',
            regulatorLabel: 'Plan accessibility',
            hint: 'Keep a copy where the people who run the supply can reach it in a power cut.',
            example: 'Red incident folder in the school office, and a copy in the caretaker’s shed',
          },
        ],
      },
    ],
  },
];
