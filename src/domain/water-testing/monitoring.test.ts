import { describe, expect, test } from 'vitest';
import {
  addMonths,
  dueNext,
  eColiDue,
  type LoggedSample,
  quarterEnd,
  varyingPopulationDue,
} from './monitoring';

const ecoli = (
  sampledOn: string,
  component: LoggedSample['component'] = 'treatment_plant',
): LoggedSample => ({
  parameter: 'e_coli',
  component,
  sampledOn,
  result: { qualifier: '<', value: 1 },
  mav: null,
});

describe('the quarterly E. coli sample', () => {
  test('none this quarter: due by the quarter’s last day', () => {
    const due = eColiDue([ecoli('2026-08-10')], '2026-11-25', 'small');
    expect(due.dueBy).toBe('2026-12-31');
    expect(due.overdue).toBe(false);
  });

  test('taken this quarter: the next is due by the end of next quarter (across the year)', () => {
    expect(eColiDue([ecoli('2026-10-05')], '2026-11-25', 'small').dueBy).toBe('2027-03-31');
    expect(eColiDue([ecoli('2026-02-05')], '2026-03-01', 'small').dueBy).toBe('2026-06-30');
  });

  test('last quarter missed and none yet this quarter: overdue', () => {
    const due = eColiDue([ecoli('2026-03-10')], '2026-11-25', 'small');
    expect(due.overdue).toBe(true);
    expect(due.dueBy).toBe('2026-12-31');
  });

  test('a source water sample does not count as the sample after treatment', () => {
    expect(eColiDue([ecoli('2026-10-05', 'source')], '2026-11-25', 'small').dueBy).toBe('2026-12-31');
  });

  test('a medium supply gets the same floor, labelled as WaiKura’s own advice', () => {
    expect(eColiDue([], '2026-05-02', 'medium')).toMatchObject({ dueBy: '2026-06-30', overdue: false });
    expect(eColiDue([], '2026-05-02', 'medium').source).toContain('WaiKura’s own advice');
    expect(eColiDue([], '2026-05-02', 'small').source).not.toContain('WaiKura');
  });
});

describe('Varying Population and chemicals', () => {
  test('an extra sample a week before each predicted rise still ahead', () => {
    const items = varyingPopulationDue(['2026-12-12', '2026-11-01', '2027-02-03'], '2026-11-25');
    expect(items.map((i) => i.dueBy)).toEqual(['2026-12-05', '2027-01-27']);
  });

  test('a chemical above half its MAV after treatment: again three months after the latest, until three under half', () => {
    const chem = (sampledOn: string, value: number): LoggedSample => ({
      parameter: 'nitrate',
      component: 'treatment_plant',
      sampledOn,
      result: { qualifier: null, value },
      mav: 50,
    });
    const due = dueNext({ samples: [chem('2026-09-01', 30)], today: '2026-11-25', size: 'small' });
    expect(due.find((d) => d.id === 'chemical:nitrate:treated')).toMatchObject({ dueBy: '2026-12-01' });
    const settled = dueNext({
      samples: [
        chem('2026-03-01', 30),
        chem('2026-05-01', 10),
        chem('2026-07-01', 10),
        chem('2026-09-01', 10),
      ],
      today: '2026-11-25',
      size: 'small',
    });
    expect(settled.some((d) => d.id.startsWith('chemical:'))).toBe(false);
  });

  test('dates: quarter ends and months that are shorter', () => {
    expect(quarterEnd(2028, 1)).toBe('2028-03-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });
});
