/**
 * Every question of the pre-visit questionnaire has its words in the catalogue, in English and te reo
 * (decision 045): a question cannot be added to the domain without them, and the English reads as the domain's.
 */
import { expect, test } from 'vitest';
import { QUESTIONNAIRE_QUESTIONS } from '../../../domain/contractor-work';
import { enQuestionnaire } from '../../i18n/en-questionnaire';
import { miQuestionnaire } from '../../i18n/mi-questionnaire';

test('each question’s label and hint are in the catalogue, the English as the domain has it', () => {
  const en = enQuestionnaire as Record<string, string>;
  const mi = miQuestionnaire as Record<string, string>;
  for (const q of QUESTIONNAIRE_QUESTIONS) {
    expect(en[`questionnaire.${q.id}.label`], q.id).toBe(q.label);
    expect(en[`questionnaire.${q.id}.hint`], q.id).toBe(q.hint);
    expect(mi[`questionnaire.${q.id}.label`]?.trim(), q.id).toBeTruthy();
    expect(mi[`questionnaire.${q.id}.hint`]?.trim(), q.id).toBeTruthy();
  }
  // No words for a question that is gone.
  expect(Object.keys(en).length).toBe(QUESTIONNAIRE_QUESTIONS.length * 2);
});
