import { describe, expect, test } from 'vitest';
import { incidentContacts, incidentSteps } from './incident-steps';

describe('incident steps from 6.1', () => {
  test('the school’s own answers, with the ticked responses by their labels', () => {
    const steps = incidentSteps(
      {
        boil_water_notice_procedure: 'The office manager texts parents and tapes notices on every tap.',
        response_actions: ['investigate_cause', 'notify_regulator'],
        regulator_notification_responsible: 'Principal',
      },
      'water_quality',
    );
    expect(steps.map((s) => s.id)).toEqual(['protect', 'respond', 'notify', 'sample']);
    expect(steps[0]).toMatchObject({
      fromPlan: true,
      detail: 'The office manager texts parents and tapes notices on every tap.',
    });
    expect(steps[1]!.detail).toContain('• Notify Taumata Arowai of the incident');
    expect(steps[2]!.detail).toContain('Who tells them: Principal.');
    expect(steps[2]!.detail).toContain('04 889 8350');
  });

  test('an empty 6.1 says so and gives the minimum; an interruption asks for other water', () => {
    const steps = incidentSteps(undefined, 'supply_interruption');
    expect(steps.map((s) => s.id)).toEqual(['alternative', 'respond', 'notify']);
    expect(steps.every((s) => !s.fromPlan)).toBe(true);
    expect(steps[0]!.detail).toContain('registered water carrier');
  });

  test('contacts: 1.2’s emergency and back-up contacts first, then 6.1’s', () => {
    const list = incidentContacts(
      { emergency_contacts: [{ name: 'Plumber Pete', phone: '027 000 0000' }] },
      { emergency_contact_name: 'Mere', emergency_contact_phone: '021 111 2222', backup_contact_name: '' },
    );
    expect(list.map((c) => [c.name, c.role])).toEqual([
      ['Mere', 'Emergency contact (1.2)'],
      ['Plumber Pete', ''],
    ]);
  });

  test('contacts: rows with a name or phone', () => {
    expect(
      incidentContacts({
        emergency_contacts: [{ name: 'Aroha', phone: '021 555 0101', role: 'Caretaker' }, {}, null],
      }),
    ).toEqual([{ name: 'Aroha', role: 'Caretaker', phone: '021 555 0101', email: '', whenToCall: '' }]);
  });
});
