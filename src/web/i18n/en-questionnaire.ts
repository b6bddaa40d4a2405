/**
 * The pre-visit questionnaire's questions by id (`domain/contractor-work.ts` QUESTIONNAIRE_QUESTIONS,
 * WaiKura's own questions, not the regulator's): in te reo on a te reo page (issue 20h, decision 045). A
 * test checks every question has its keys and that the English reads as the domain's.
 */
export const enQuestionnaire = {
  'questionnaire.contact.label': 'Who will meet the contractor, and how to reach them on the day',
  'questionnaire.contact.hint':
    'A name and a mobile number, for example: Graeme Paterson, caretaker, 021 555 0199.',
  'questionnaire.access.label': 'How to get in, and when',
  'questionnaire.access.hint':
    'Gate codes, where to park, which days and hours suit, and times to avoid (assemblies, sports days).',
  'questionnaire.supply.label': 'Where the parts of the supply are',
  'questionnaire.supply.hint':
    'Tanks, pumps, filters, UV unit or chlorinator, and the main valves: for example “the UV unit is in the caretaker’s shed behind the hall”.',
  'questionnaire.problems.label': 'What has been going wrong',
  'questionnaire.problems.hint':
    'Taste, colour, low pressure, alarms, recent test results or anything staff have noticed.',
  'questionnaire.hazards.label': 'Hazards on site',
  'questionnaire.hazards.hint':
    'Roof access, confined spaces (tanks), asbestos, dogs, electrical cabinets, children nearby.',
  'questionnaire.other.label': 'Anything else the contractor should know',
  'questionnaire.other.hint':
    'For example, documents they should bring or see, or who approves work that costs money.',
} as const;
