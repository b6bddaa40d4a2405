/**
 * The checks of a person's notification preferences (zod schemas), apart from `notifications.ts` so that
 * what every signed-in page loads with the bar's bell (the filters, the badge's count, the action link)
 * does not bring zod and build these schemas: 21 KB on the wire and their construction on every app page
 * (issue 21, decision 030). The server's preferences route and the preferences page read them here.
 */
import { z } from 'zod';
import { NOTIFICATION_FREQUENCIES, NZ_MOBILE_E164, normalizeNzMobile } from './notifications';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeMessage = 'Enter a time as HH:MM on the 24-hour clock, for example 22:00.';
export const SMS_NUMBER_MESSAGE =
  'Enter a New Zealand mobile number, for example 021 123 4567 or +64 21 123 4567.';
export const SMS_NUMBER_REQUIRED_MESSAGE = 'Enter the mobile number text messages should go to.';

const yesNo = (what: string) => z.boolean({ error: `Choose whether ${what}.` });

export const quietHoursSchema = z.strictObject({
  enabled: yesNo('quiet hours are on'),
  start: z.string({ error: timeMessage }).max(5, { error: timeMessage }).regex(HH_MM, { error: timeMessage }),
  end: z.string({ error: timeMessage }).max(5, { error: timeMessage }).regex(HH_MM, { error: timeMessage }),
});

const dayMessage = 'Choose a day of the week (0 Sunday to 6 Saturday).';
export const emailDigestSchema = z.strictObject({
  enabled: yesNo('the weekly e-mail digest is on'),
  frequency: z.enum(['weekly'], { error: 'The e-mail digest is sent weekly.' }),
  day_of_week: z
    .number({ error: dayMessage })
    .int({ error: dayMessage })
    .min(0, { error: dayMessage })
    .max(6, { error: dayMessage }),
});

export const categoriesSchema = z.strictObject({
  dwsp: yesNo('you want DWSP notifications'),
  water_testing: yesNo('you want water testing notifications'),
  maintenance: yesNo('you want maintenance notifications'),
  compliance: yesNo('you want compliance notifications'),
  system: yesNo('you want system notifications'),
  general: yesNo('you want general notifications'),
});

const frequencyMessage = 'Choose how often: immediate, daily or weekly.';
export const frequencySchema = z.enum(NOTIFICATION_FREQUENCIES, { error: frequencyMessage });

/** The mobile number field: at most 30 characters as typed; the format is checked on the whole record. */
export const smsNumberFieldSchema = z
  .string({ error: SMS_NUMBER_MESSAGE })
  .max(30, { error: SMS_NUMBER_MESSAGE })
  .nullable();

/** The fields of a preferences record, each one checked on its own. */
const preferenceFields = {
  emailNotifications: yesNo('you want e-mail notifications'),
  pushNotifications: yesNo('you want push notifications'),
  inAppNotifications: yesNo('you want in-app notifications'),
  smsNotifications: yesNo('you want text messages'),
  smsNumber: smsNumberFieldSchema,
  notificationFrequency: frequencySchema,
  categories: categoriesSchema,
  quietHours: quietHoursSchema,
  emailDigest: emailDigestSchema,
};

/**
 * A whole preferences record, as the preferences form holds it. The mobile number is read as people
 * type it (normalised to E.164); it must be a New Zealand mobile when given, and is required when SMS is
 * on.
 */
export const preferencesSchema = z
  .strictObject({
    ...preferenceFields,
    smsNumber: z.preprocess((v) => (typeof v === 'string' ? normalizeNzMobile(v) : v), smsNumberFieldSchema),
  })
  .superRefine((value, ctx) => {
    if (value.smsNumber !== null && !NZ_MOBILE_E164.test(value.smsNumber)) {
      ctx.addIssue({ code: 'custom', path: ['smsNumber'], message: SMS_NUMBER_MESSAGE });
    } else if (value.smsNotifications && value.smsNumber === null) {
      ctx.addIssue({ code: 'custom', path: ['smsNumber'], message: SMS_NUMBER_REQUIRED_MESSAGE });
    }
  });

/**
 * A change of preferences (PUT /api/notifications/preferences): the version the client edited and any
 * of the fields (each nested object whole). `userId` may be sent back as it was read; it must be the
 * caller's own. The merged record is then checked with `preferencesSchema`.
 */
export const preferencesUpdateSchema = z.strictObject({
  version: z
    .number({ error: 'Send the version of the preferences you edited.' })
    .int({ error: 'Send the version of the preferences you edited.' })
    .min(0, { error: 'Send the version of the preferences you edited.' }),
  userId: z.string().max(100).optional(),
  emailNotifications: preferenceFields.emailNotifications.optional(),
  pushNotifications: preferenceFields.pushNotifications.optional(),
  inAppNotifications: preferenceFields.inAppNotifications.optional(),
  smsNotifications: preferenceFields.smsNotifications.optional(),
  smsNumber: preferenceFields.smsNumber.optional(),
  notificationFrequency: preferenceFields.notificationFrequency.optional(),
  categories: categoriesSchema.optional(),
  quietHours: quietHoursSchema.optional(),
  emailDigest: emailDigestSchema.optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
