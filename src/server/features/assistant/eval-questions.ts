/**
 * The assistant's evaluation: 30 questions in a principal's or office manager's words, each with the
 * fact its answer must hold and the document and PDF page that state it (checked by hand against the
 * texts in `knowledge/`). Every reference document is asked about. `eval.test.ts` runs them on the
 * documents-only path; `bench/assistant.ts` reports the score with the answer time.
 */
import type { ReferenceDocument } from '../../../domain/plan/regulatory-statements';

export interface EvalQuestion {
  question: string;
  /** What the answer (or one of its quoted passages) must say. */
  fact: RegExp;
  /** The document that states it … */
  source: ReferenceDocument;
  /** … on one of these PDF pages. */
  pages: number[];
  /** Other documents and pages that state the same fact (any one cited is right). */
  also?: [ReferenceDocument, number[]][];
}

const DWQAR = 'DWQAR_Guidance_for_Small_Supplies';
const SMALL = 'DWSP_Template_Small_26-100';
const MEDIUM = 'DWSP_Template_Medium_101-500';
const ROOF = 'Acceptable_Solution_Roof_Water';
const RURAL = 'Acceptable_Solution_Rural_Agricultural';
const MIXED = 'Acceptable_Solution_Mixed-Use_Rural_2025';
const UPLOAD = 'Quick_Guide_to_Uploading_DWSP';

export const EVAL_QUESTIONS: EvalQuestion[] = [
  {
    question: 'How often do we have to test our roof water for E. coli?',
    fact: /every three months/i,
    source: ROOF,
    pages: [11],
  },
  {
    question: 'When is our yearly compliance report due?',
    fact: /40 working days/i,
    source: DWQAR,
    pages: [25],
  },
  {
    question: 'What UV dose does our UV unit need to give?',
    fact: /40 ?mJ\/cm[2²]/i,
    source: MIXED,
    pages: [6, 7],
    also: [[DWQAR, [19, 20]]],
  },
  {
    question: 'What size filter cartridges do we need before the UV?',
    fact: /5 micron/i,
    source: ROOF,
    pages: [6],
    also: [
      [MIXED, [6]],
      [MEDIUM, [22]],
      [SMALL, [6]],
    ],
  },
  {
    question: 'How much water do our storage tanks need to hold for a roof supply?',
    fact: /96 hours/i,
    source: ROOF,
    pages: [6],
  },
  {
    question: 'Do we have to chlorinate our water if we are a small supply?',
    fact: /chlorin/i,
    source: DWQAR,
    pages: [21],
  },
  {
    question: 'How much free chlorine should there be in the water for a medium supply?',
    fact: /0\.5 mg\/L/i,
    source: MEDIUM,
    pages: [9],
  },
  {
    question: 'Our bore is really deep, do we still need filtration?',
    fact: /30 metres/i,
    source: DWQAR,
    pages: [19],
  },
  {
    question: 'What number do we ring to tell Taumata Arowai about something urgent?',
    fact: /04 889 8350/,
    source: MEDIUM,
    pages: [14],
  },
  {
    question: 'How do I find where to upload our plan in Hinekōrako?',
    fact: /View Supply Details/i,
    source: UPLOAD,
    pages: [1],
  },
  {
    question: 'Which button do I press to add a new safety plan in the portal?',
    fact: /Add New Drinking Water Safety Plan/i,
    source: UPLOAD,
    pages: [2],
  },
  {
    question: 'When did the mixed-use rural acceptable solution start?',
    fact: /5 September 2025/,
    source: MIXED,
    pages: [1, 11],
  },
  {
    question: 'How often should the water tank be cleaned out?',
    fact: /10 years/i,
    source: ROOF,
    pages: [10],
  },
  {
    question: 'How often do the UV lamps need replacing?',
    fact: /12 months/i,
    source: ROOF,
    pages: [10],
  },
  {
    question: 'Who can test our water samples? Does the lab need to be accredited?',
    fact: /IANZ|International Accreditation New Zealand/i,
    source: ROOF,
    pages: [10],
  },
  {
    question: 'We have about 60 students and staff. Are we a small supply?',
    fact: /26 and 100/i,
    source: DWQAR,
    pages: [5],
  },
  {
    question: 'Our school has several buildings on one site. Are we a self-supplied building?',
    fact: /10 buildings/i,
    source: DWQAR,
    pages: [6],
  },
  {
    question: 'Our roll goes over 100 people at times. What happens then?',
    fact: /additional monitoring|Varying Population/i,
    source: DWQAR,
    pages: [6],
  },
  {
    question: 'What is Te Mana o te Wai and why does it matter for our plan?',
    fact: /wellbeing of water/i,
    source: MEDIUM,
    pages: [4],
  },
  {
    question: 'How small does the mesh on the tank inlets and overflow need to be?',
    fact: /1\.5 ?mm/i,
    source: ROOF,
    pages: [6],
  },
  {
    question: 'A chemical test came back above half the limit. Do we keep testing?',
    fact: /50% of the MAV/i,
    source: DWQAR,
    pages: [11],
    also: [
      [ROOF, [11]],
      [RURAL, [15]],
    ],
  },
  {
    question: 'On a rural agricultural supply, where is the E. coli sample taken from?',
    fact: /headworks/i,
    source: RURAL,
    pages: [15],
  },
  {
    question: 'How cloudy can the water from a rural agricultural headworks be? What turbidity limit?',
    fact: /20 NTU/i,
    source: RURAL,
    pages: [10],
  },
  {
    question: 'How often do air gaps for backflow prevention need inspecting?',
    fact: /inspected annually/i,
    source: MIXED,
    pages: [10],
  },
  {
    question: 'How long must we keep our records under the mixed-use rural acceptable solution?',
    fact: /three years/i,
    source: MIXED,
    pages: [10],
  },
  {
    question: 'What should we do about a positive E. coli result? Is there a boil water notice?',
    fact: /boil (all drinking )?water/i,
    source: MEDIUM,
    pages: [14],
    also: [[DWQAR, [16]]],
  },
  {
    question: 'When should we review our safety plan?',
    fact: /review/i,
    source: MEDIUM,
    pages: [15],
  },
  {
    question: 'What controls protect a bore head from contamination?',
    fact: /hard standing apron|concrete/i,
    source: SMALL,
    pages: [5],
  },
  {
    question: 'What does the schematic or flow diagram of our supply need to show?',
    fact: /flow diagram/i,
    source: MEDIUM,
    pages: [7],
  },
  {
    question: 'What is a first flush diverter and do we need one on the roof?',
    fact: /first flush diverter/i,
    source: ROOF,
    pages: [6],
  },
];

export interface EvalOutcome {
  question: string;
  passed: boolean;
  factFound: boolean;
  pageCited: boolean;
}

/** Whether one answer passes: the fact in the answer or a quoted passage, and the document and page cited. */
export function judge(
  q: EvalQuestion,
  answer: { answer: string; citations: { source: string; page: number | null; quote: string }[] },
): EvalOutcome {
  const factFound = q.fact.test(answer.answer) || answer.citations.some((c) => q.fact.test(c.quote));
  const places: [string, number[]][] = [[q.source, q.pages], ...(q.also ?? [])];
  const pageCited = answer.citations.some((c) =>
    places.some(([source, pages]) => c.source === source && c.page !== null && pages.includes(c.page)),
  );
  return { question: q.question, passed: factFound && pageCited, factFound, pageCited };
}
