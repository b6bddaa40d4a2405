/**
 * WaiKura AI's suggested questions (plan specification 9.5: up to 5 in the window, up to 4 proactive
 * suggestions), in a principal's words, for the section open, else the general ones. Each is answered by
 * the regulator's documents (the evaluation in src/server/features/assistant/eval-questions.ts asks
 * questions like these). Shared by the chat window and the server's proactive suggestions.
 */

export const MAX_SUGGESTIONS = 5;
export const MAX_PROACTIVE_SUGGESTIONS = 4;
/** A section "in progress" untouched this long is stuck (WaiKura's own threshold). */
export const STUCK_AFTER_DAYS = 14;

export const GENERAL_QUESTIONS: readonly string[] = [
  'How often do we have to test for E. coli?',
  'What is a hazard for a roof supply?',
  'Do we have to chlorinate our water?',
  'How do I upload our plan to Hinekōrako?',
];

/** By the plan catalogue's section id. */
export const SECTION_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  background: ['Are we a small or a medium supply?', 'What happens if our roll goes over 100 people?'],
  'key-contacts': ['What number do we ring to tell Taumata Arowai about something urgent?'],
  source: ['Our bore is deep: do we still need filtration?', 'What controls protect a bore head?'],
  treatment: ['What UV dose does our UV unit need?', 'What size filter cartridges do we need before the UV?'],
  storage: ['How much water do our tanks need to hold?', 'How often should the tank be cleaned?'],
  'demand-storage': ['How much water do our tanks need to hold?'],
  'aerial-schematic': ['What does the flow diagram of our supply need to show?'],
  'te-mana-o-te-wai': ['What is Te Mana o te Wai and why does it matter for our plan?'],
  'catchment-activities': [
    'What is a hazard for a roof supply?',
    'What activities near the source can affect our water?',
  ],
  'risk-assessment': ['What is a hazard for a roof supply?', 'How do we rate the likelihood of a risk?'],
  'operations-maintenance': [
    'How often do we have to test for E. coli?',
    'How often do the UV lamps need replacing?',
    'How often should the tank be cleaned?',
  ],
  'monitoring-reporting': [
    'When is our yearly compliance report due?',
    'Does the laboratory need to be accredited?',
  ],
  'contingency-plans': [
    'What should we do after a positive E. coli result?',
    'When do we issue a boil water notice?',
  ],
  'annual-review': ['When should we review our safety plan?'],
  'water-quality-monitoring': [
    'How often do we have to test for E. coli?',
    'A chemical test came back above half the limit. Do we keep testing?',
  ],
};

/** Up to five questions for a section (or none open). */
export function suggestionsFor(sectionId: string | null): string[] {
  const own = sectionId ? (SECTION_QUESTIONS[sectionId] ?? []) : [];
  return [...new Set([...own, ...GENERAL_QUESTIONS])].slice(0, MAX_SUGGESTIONS);
}
