import { describe, expect, test } from 'vitest';
import { SAMPLE_CONTENT_3_4 as SAMPLE_CONTENT } from './forms/samples-3-4';
import { risksWithUnscheduledActions } from './improvements';

const risk = (id: string, improvement_action: string) => ({ id, event: `Risk ${id}`, improvement_action });

describe('risksWithUnscheduledActions (4.2 offers 4.1’s actions)', () => {
  test('an action added from a risk stays scheduled after it is reworded', () => {
    const risks = [risk('r1', 'Cut back the oak over the hall roof.')];
    const schedule = [{ id: 'a1', from_risk: 'r1', action: 'Cut back the oak branches over the hall roof.' }];
    expect(risksWithUnscheduledActions(risks, schedule)).toEqual([]);
  });

  test('the same words count as scheduled, whatever the case, punctuation or spacing', () => {
    const risks = [risk('r1', 'Fit  a testable backflow device.'), risk('r2', 'Train a back-up person')];
    const schedule = [{ id: 'a1', action: 'fit a testable backflow device' }];
    expect(risksWithUnscheduledActions(risks, schedule).map((r) => r.id)).toEqual(['r2']);
  });

  test('risks without an action, and schedule rows without a link, offer nothing of their own', () => {
    const risks = [risk('r1', ''), risk('r2', '   '), risk('r3', 'Install bollards.')];
    expect(risksWithUnscheduledActions(risks, [{ id: 'a1', from_risk: '' }]).map((r) => r.id)).toEqual([
      'r3',
    ]);
  });

  test('the demo plan: every action already in its schedule is recognised, reworded or not', () => {
    const risks = SAMPLE_CONTENT['risk-assessment']!.risks as Record<string, unknown>[];
    const schedule = SAMPLE_CONTENT['improvement-schedule']!.improvement_actions as Record<string, unknown>[];
    const offered = risksWithUnscheduledActions(risks, schedule).map((r) => r.improvement_action);
    expect(offered).not.toContain('Cut back the oak over the hall roof.');
    expect(offered).toEqual([
      'Put the spraying agreement in writing and renew it each August.',
      'Train the office manager as the back-up for filter changes.',
      'Send the UV alarm to the caretaker’s phone so it is noticed in the holidays.',
      'Post the restart steps beside the unit; quote for a generator inlet.',
      'Install two bollards between the delivery area and the tank pad.',
    ]);
  });
});
