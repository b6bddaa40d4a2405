import { describe, expect, test } from 'vitest';
import { preferencesSchema, preferencesUpdateSchema } from './notification-preferences';
import {
  ACTION_URL,
  actionUrlFor,
  badgeCount,
  complianceAlertType,
  DEFAULT_ACTION_TEXT,
  DEFAULT_LIST_LIMIT,
  DEFAULT_PREFERENCES,
  defaultPreferences,
  defaultPriority,
  emptyStateFor,
  expiresAtFor,
  mergePreferences,
  NOTIFICATION_FILTERS,
  NOTIFICATION_TEXTS,
  normalizeNzMobile,
  notificationDefaults,
  shouldToast,
  toastVariant,
} from './notifications';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T01:00:00.000Z');
const days = (from: Date, n: number) => new Date(from.getTime() + n * DAY).toISOString();

describe('badgeCount (plan spec 2.4, 9.4: 99+ above 99)', () => {
  test.each([
    [0, '0'],
    [1, '1'],
    [42, '42'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [12_345, '99+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('%s → %s', (n, shown) => {
    expect(badgeCount(n)).toBe(shown);
  });
});

describe('shouldToast (plan spec 4.6)', () => {
  test.each([
    [true, 'immediate', true],
    [true, 'daily', false],
    [true, 'weekly', false],
    [false, 'immediate', false],
    [false, 'daily', false],
  ] as const)('in-app %s, frequency %s → %s', (inAppNotifications, notificationFrequency, toast) => {
    expect(shouldToast({ inAppNotifications, notificationFrequency })).toBe(toast);
  });

  test('type error shows in the destructive style', () => {
    expect(toastVariant('error')).toBe('destructive');
    expect(toastVariant('warning')).toBe('warning');
    expect(toastVariant('success')).toBe('success');
    expect(toastVariant('reminder')).toBe('default');
    expect(toastVariant('info')).toBe('default');
  });
});

describe('expiry (plan spec 9.4)', () => {
  const due = new Date('2026-12-01T09:00:00.000Z');
  test('a DWSP reminder expires 7 days after its due date', () => {
    expect(expiresAtFor('dwsp_reminder', { dueDate: due, now: NOW }).toISOString()).toBe(days(due, 7));
  });
  test('a water testing reminder expires 3 days after its due date', () => {
    expect(expiresAtFor('water_testing_reminder', { dueDate: due, now: NOW }).toISOString()).toBe(
      days(due, 3),
    );
  });
  test('a maintenance reminder expires 14 days after its due date', () => {
    expect(expiresAtFor('maintenance_reminder', { dueDate: due, now: NOW }).toISOString()).toBe(
      days(due, 14),
    );
  });
  test('a compliance alert expires 30 days from now, whatever its due date', () => {
    expect(expiresAtFor('compliance_alert', { dueDate: due, now: NOW }).toISOString()).toBe(days(NOW, 30));
    expect(expiresAtFor('compliance_alert', { now: NOW }).toISOString()).toBe(days(NOW, 30));
  });
  test('a reminder without a (readable) due date counts from now', () => {
    expect(expiresAtFor('dwsp_reminder', { now: NOW }).toISOString()).toBe(days(NOW, 7));
    expect(expiresAtFor('maintenance_reminder', { dueDate: 'soon', now: NOW }).toISOString()).toBe(
      days(NOW, 14),
    );
  });
  test('a due day (YYYY-MM-DD) is due until the end of that New Zealand day', () => {
    // 1 December 2026 ends at 23:59:59.999 NZDT (+13) = 10:59:59.999Z.
    expect(expiresAtFor('dwsp_reminder', { dueDate: '2026-12-01', now: NOW }).toISOString()).toBe(
      '2026-12-08T10:59:59.999Z',
    );
    // 1 July 2026 is in NZST (+12).
    expect(expiresAtFor('water_testing_reminder', { dueDate: '2026-07-01', now: NOW }).toISOString()).toBe(
      '2026-07-04T11:59:59.999Z',
    );
  });
});

describe('default priorities and types (plan spec 9.4)', () => {
  test('medium, water testing high, compliance urgent or medium', () => {
    expect(defaultPriority('dwsp')).toBe('medium');
    expect(defaultPriority('maintenance')).toBe('medium');
    expect(defaultPriority('general')).toBe('medium');
    expect(defaultPriority('system')).toBe('medium');
    expect(defaultPriority('water_testing')).toBe('high');
    expect(defaultPriority('compliance')).toBe('medium');
    expect(defaultPriority('compliance', { urgent: true })).toBe('urgent');
  });

  test('a compliance alert is an error when urgent, else a warning', () => {
    expect(complianceAlertType('urgent')).toBe('error');
    expect(complianceAlertType('high')).toBe('warning');
    expect(complianceAlertType('medium')).toBe('warning');
    expect(complianceAlertType('low')).toBe('warning');
  });

  test('notificationDefaults fills what the creator left out', () => {
    expect(notificationDefaults({ category: 'general', now: NOW })).toEqual({
      type: 'info',
      priority: 'medium',
      expiresAt: null,
    });
    expect(notificationDefaults({ category: 'compliance', priority: 'urgent', now: NOW })).toEqual({
      type: 'error',
      priority: 'urgent',
      expiresAt: new Date(days(NOW, 30)),
    });
    expect(notificationDefaults({ category: 'compliance', now: NOW })).toEqual({
      type: 'warning',
      priority: 'medium',
      expiresAt: new Date(days(NOW, 30)),
    });
    // Created as an error, a compliance notification is urgent.
    expect(notificationDefaults({ category: 'compliance', type: 'error', now: NOW }).priority).toBe('urgent');
    expect(
      notificationDefaults({ category: 'water_testing', type: 'reminder', dueDate: NOW, now: NOW }),
    ).toEqual({ type: 'reminder', priority: 'high', expiresAt: new Date(days(NOW, 3)) });
    expect(
      notificationDefaults({ category: 'maintenance', type: 'reminder', now: NOW }).expiresAt?.toISOString(),
    ).toBe(days(NOW, 14));
    // An explicit expiry wins; null never expires.
    const given = new Date('2027-01-01T00:00:00Z');
    expect(notificationDefaults({ category: 'compliance', expiresAt: given, now: NOW }).expiresAt).toBe(
      given,
    );
    expect(notificationDefaults({ category: 'compliance', expiresAt: null, now: NOW }).expiresAt).toBeNull();
    // A success about compliance is not an alert and does not expire.
    expect(notificationDefaults({ category: 'compliance', type: 'success', now: NOW }).expiresAt).toBeNull();
  });
});

describe('default preferences (platform spec 9)', () => {
  test('exactly as the specification lists them, SMS off without a number', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      inAppNotifications: true,
      smsNotifications: false,
      smsNumber: null,
      notificationFrequency: 'immediate',
      categories: {
        dwsp: true,
        water_testing: true,
        maintenance: true,
        compliance: true,
        system: true,
        general: true,
      },
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
      emailDigest: { enabled: false, frequency: 'weekly', day_of_week: 1 },
    });
    expect(preferencesSchema.safeParse(DEFAULT_PREFERENCES).success).toBe(true);
  });

  test('defaultPreferences is a copy: changing it does not change the defaults', () => {
    const mine = defaultPreferences();
    mine.categories.dwsp = false;
    mine.quietHours.enabled = true;
    expect(DEFAULT_PREFERENCES.categories.dwsp).toBe(true);
    expect(DEFAULT_PREFERENCES.quietHours.enabled).toBe(false);
    expect(Object.isFrozen(DEFAULT_PREFERENCES.categories)).toBe(true);
  });
});

describe('the preferences schema', () => {
  const valid = () => defaultPreferences();
  const problem = (value: unknown, path: string) => {
    const result = preferencesSchema.safeParse(value);
    expect(result.success).toBe(false);
    return result.error!.issues.find((i) => i.path.join('.') === path)?.message;
  };

  test('quiet hours are HH:MM on the 24-hour clock', () => {
    for (const start of ['00:00', '07:00', '22:00', '23:59'])
      expect(
        preferencesSchema.safeParse({ ...valid(), quietHours: { enabled: true, start, end: '07:00' } })
          .success,
      ).toBe(true);
    for (const start of ['24:00', '7:00', '22:60', '2200', '10pm', ''])
      expect(
        problem({ ...valid(), quietHours: { enabled: true, start, end: '07:00' } }, 'quietHours.start'),
      ).toBe('Enter a time as HH:MM on the 24-hour clock, for example 22:00.');
  });

  test('the digest day is 0 to 6 and the digest is weekly', () => {
    for (const day_of_week of [0, 3, 6])
      expect(
        preferencesSchema.safeParse({
          ...valid(),
          emailDigest: { enabled: true, frequency: 'weekly', day_of_week },
        }).success,
      ).toBe(true);
    for (const day_of_week of [-1, 7, 1.5])
      expect(
        problem(
          { ...valid(), emailDigest: { enabled: true, frequency: 'weekly', day_of_week } },
          'emailDigest.day_of_week',
        ),
      ).toBe('Choose a day of the week (0 Sunday to 6 Saturday).');
    expect(
      problem(
        { ...valid(), emailDigest: { enabled: true, frequency: 'daily', day_of_week: 1 } },
        'emailDigest.frequency',
      ),
    ).toBe('The e-mail digest is sent weekly.');
  });

  test('frequency is immediate, daily or weekly', () => {
    for (const notificationFrequency of ['immediate', 'daily', 'weekly'])
      expect(preferencesSchema.safeParse({ ...valid(), notificationFrequency }).success).toBe(true);
    expect(problem({ ...valid(), notificationFrequency: 'hourly' }, 'notificationFrequency')).toBe(
      'Choose how often: immediate, daily or weekly.',
    );
  });

  test('SMS needs a New Zealand mobile in E.164, read as people type it', () => {
    expect(problem({ ...valid(), smsNotifications: true }, 'smsNumber')).toBe(
      'Enter the mobile number text messages should go to.',
    );
    const parsed = preferencesSchema.parse({ ...valid(), smsNotifications: true, smsNumber: '021 123 4567' });
    expect(parsed.smsNumber).toBe('+64211234567');
    for (const bad of ['+1 202 555 0100', '09 123 4567', '12345', '+64 21 12'])
      expect(problem({ ...valid(), smsNotifications: true, smsNumber: bad }, 'smsNumber')).toBe(
        'Enter a New Zealand mobile number, for example 021 123 4567 or +64 21 123 4567.',
      );
    // With SMS off, no number is needed; a number given is still checked.
    expect(preferencesSchema.safeParse({ ...valid(), smsNumber: null }).success).toBe(true);
    expect(preferencesSchema.parse({ ...valid(), smsNumber: '' }).smsNumber).toBeNull();
    expect(problem({ ...valid(), smsNumber: 'call me' }, 'smsNumber')).toMatch(/New Zealand mobile/);
  });

  test('unknown fields are refused', () => {
    expect(preferencesSchema.safeParse({ ...valid(), colour: 'blue' }).success).toBe(false);
    expect(
      preferencesSchema.safeParse({ ...valid(), categories: { ...valid().categories, sport: true } }).success,
    ).toBe(false);
  });

  test('an update carries a version and any whole fields', () => {
    expect(preferencesUpdateSchema.safeParse({ version: 3, pushNotifications: false }).success).toBe(true);
    expect(preferencesUpdateSchema.safeParse({ pushNotifications: false }).success).toBe(false);
    expect(preferencesUpdateSchema.safeParse({ version: 1, quietHours: { enabled: true } }).success).toBe(
      false,
    );
  });

  test('mergePreferences replaces what the change names and keeps the rest', () => {
    const merged = mergePreferences(defaultPreferences(), {
      emailNotifications: false,
      quietHours: { enabled: true, start: '21:00', end: '06:00' },
    });
    expect(merged).toEqual({
      ...defaultPreferences(),
      emailNotifications: false,
      quietHours: { enabled: true, start: '21:00', end: '06:00' },
    });
  });
});

describe('normalizeNzMobile', () => {
  test.each([
    ['021 123 4567', '+64211234567'],
    ['021-123-4567', '+64211234567'],
    ['(021) 123 4567', '+64211234567'],
    ['+64 21 123 4567', '+64211234567'],
    ['0064 21 123 4567', '+64211234567'],
    ['64211234567', '+64211234567'],
    ['027 555 0123', '+64275550123'],
    ['  ', null],
    ['', null],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeNzMobile(typed)).toBe(stored);
  });
});

describe('texts and links', () => {
  test('the specification’s texts (plan spec 2.6 and 8)', () => {
    expect(DEFAULT_ACTION_TEXT).toBe('Take Action');
    expect(NOTIFICATION_TEXTS.emptyUnread).toEqual({
      title: 'No unread notifications',
      description: "You're all caught up!",
    });
    expect(NOTIFICATION_TEXTS.emptyAll).toEqual({
      title: 'No notifications',
      description: "We'll notify you when something important happens.",
    });
    expect(NOTIFICATION_TEXTS.loadFailed).toBe('Failed to load notifications');
    expect(NOTIFICATION_TEXTS.createFailed).toBe('Failed to create notification');
    expect(NOTIFICATION_TEXTS.preferencesFailed).toBe('Failed to update preferences');
    expect(NOTIFICATION_TEXTS.preferencesSaved).toEqual({
      title: 'Preferences updated',
      description: 'Your notification preferences have been saved',
    });
    expect(NOTIFICATION_TEXTS.allRead).toEqual({
      title: 'All notifications marked as read',
      description: 'Your notification list has been cleared',
    });
    expect(NOTIFICATION_TEXTS.tryAgain).toBe('Try Again');
    expect(NOTIFICATION_TEXTS.settingsButton).toBe('Notification Settings');
    expect(emptyStateFor('unread')).toBe(NOTIFICATION_TEXTS.emptyUnread);
    expect(emptyStateFor('all')).toBe(NOTIFICATION_TEXTS.emptyAll);
    expect(emptyStateFor('maintenance')).toBe(NOTIFICATION_TEXTS.emptyAll);
  });

  test('the panel filters in the order of plan spec 2.6; a list holds 50 (platform spec 9)', () => {
    expect(NOTIFICATION_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Unread',
      'DWSP',
      'Water Testing',
      'Maintenance',
      'Compliance',
    ]);
    expect(DEFAULT_LIST_LIMIT).toBe(50);
  });

  test('action links stay inside WaiKura', () => {
    expect(actionUrlFor('kowhai-valley', 'water-testing')).toBe('/school/kowhai-valley/water-testing');
    for (const ok of ['/school/abc/dwsp', '/schools/abc/calendar', '/notifications/preferences?tab=sms'])
      expect(ACTION_URL.test(ok), ok).toBe(true);
    for (const bad of [
      'https://example.com',
      '//example.com',
      '/\\example.com',
      'javascript:alert(1)',
      '/a b',
      '',
    ])
      expect(ACTION_URL.test(bad), bad).toBe(false);
  });
});
