import { describe, expect, test } from 'vitest';
import { defaultNotice, NOTICE_KINDS, noticeText } from './notices';

describe('notices', () => {
  test('each has an English and a te reo Māori title, names the school, and cites its page', () => {
    for (const k of NOTICE_KINDS) {
      const n = noticeText(k, 'Kōwhai Valley School');
      expect(n.title.en, k).not.toBe('');
      expect(n.title.mi, k).not.toBe('');
      expect(n.lines[0]!.en, k).toContain('Kōwhai Valley School');
      expect(n.source, k).toMatch(/, p\. \d+/);
      // Every line stands in both languages (a notice half in English would leave readers out).
      for (const line of n.lines) expect(line.mi, `${k}: ${line.en}`).toMatch(/\S/);
    }
    expect(noticeText('do_not_drink', 'X').lines[0]!.en).toContain('even after boiling');
  });

  test('an interruption starts with the no-water notice; others with boil water', () => {
    expect(defaultNotice('supply_interruption')).toBe('interruption');
    expect(defaultNotice('water_quality')).toBe('boil');
  });
});
