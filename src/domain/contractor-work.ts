/**
 * Contractor work (issue 19a, decision 031): tasks, the schedule and visit reports. The input schemas
 * are shared by the API and the contractor's pages. Pure: no I/O.
 */
import { z } from 'zod';
import { MAINTENANCE_COMPONENTS } from './maintenance';

/** The contractor's schedule looks this far ahead (platform specification 9: "upcoming contractor schedule 7 days"). */
export const UPCOMING_SCHEDULE_DAYS = 7;

export const TASK_SOURCES = ['improvement_schedule', 'calendar', 'request', 'contractor'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export const VISIT_REPORT_STATUSES = ['draft', 'submitted', 'reviewed'] as const;
export type VisitReportStatus = (typeof VISIT_REPORT_STATUSES)[number];

/** Photos on one visit report at most. */
export const MAX_REPORT_PHOTOS = 12;
/** Checks and readings on one report at most. */
export const MAX_REPORT_ROWS = 40;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` });
const optionalText = (max: number) => text(max).nullable().optional();
const isoDate = (message: string) => z.iso.date({ error: message });

/** A task as a contractor or provider staff member plans it. */
export const taskFields = {
  title: text(200).min(3, { error: 'Say what the work is, in a few words.' }),
  details: optionalText(4000),
  scheduledDate: isoDate('Enter the date the work is planned for, like 2026-12-01.'),
  equipment: optionalText(1000),
  materials: optionalText(1000),
  safetyNotes: optionalText(1000),
};

export const taskCreateSchema = z.strictObject({
  /** Take on work the school's records offer (4.2 or the calendar); its title and date are the default. */
  sourceKey: text(300).optional(),
  title: taskFields.title.optional(),
  details: taskFields.details,
  scheduledDate: taskFields.scheduledDate.optional(),
  equipment: taskFields.equipment,
  materials: taskFields.materials,
  safetyNotes: taskFields.safetyNotes,
});
export type TaskCreateInput = z.infer<typeof taskCreateSchema>;

export const taskUpdateSchema = z.strictObject({
  version: z.int().min(1),
  title: taskFields.title.optional(),
  details: taskFields.details,
  scheduledDate: taskFields.scheduledDate.optional(),
  equipment: taskFields.equipment,
  materials: taskFields.materials,
  safetyNotes: taskFields.safetyNotes,
  status: z.enum(['open', 'done'], { error: 'Choose open or done.' }).optional(),
});
export type TaskUpdateInput = z.infer<typeof taskUpdateSchema>;

export const CHECK_RESULTS = ['ok', 'attention', 'not_checked'] as const;

const checkSchema = z.strictObject({
  label: text(200).min(1, { error: 'Name the check.' }),
  result: z.enum(CHECK_RESULTS, { error: 'Choose OK, needs attention or not checked.' }),
  note: text(1000).default(''),
});
const readingSchema = z.strictObject({
  label: text(200).min(1, { error: 'Name the reading.' }),
  value: text(50).min(1, { error: 'Enter the reading.' }),
  unit: text(30).default(''),
});

/** A visit report's content: a draft may be incomplete; `submit` checks what a finished one needs. */
export const visitReportFields = z.strictObject({
  visitDate: isoDate('Enter the date of the visit, like 2026-11-20.'),
  component: z.enum(MAINTENANCE_COMPONENTS, { error: 'Choose the part of the supply you worked on.' }),
  workDone: text(4000).default(''),
  findings: optionalText(4000),
  recommendations: optionalText(4000),
  equipmentUsed: optionalText(1000),
  materialsUsed: optionalText(1000),
  safetyPrecautions: optionalText(1000),
  followUpNeeded: z.boolean().default(false),
  checks: z
    .array(checkSchema)
    .max(MAX_REPORT_ROWS, { error: `At most ${MAX_REPORT_ROWS} checks.` })
    .default([]),
  readings: z
    .array(readingSchema)
    .max(MAX_REPORT_ROWS, { error: `At most ${MAX_REPORT_ROWS} readings.` })
    .default([]),
  taskIds: z.array(z.string().min(1).max(100)).max(50).default([]),
  photoIds: z
    .array(z.string().min(1).max(100))
    .max(MAX_REPORT_PHOTOS, { error: `At most ${MAX_REPORT_PHOTOS} photos.` })
    .default([]),
});
export type VisitReportFields = z.infer<typeof visitReportFields>;

export const visitReportCreateSchema = visitReportFields.extend({
  /** A uuid made by the device, so the offline queue's repeat finds the report it made. */
  clientId: z.uuid({ error: 'Not a valid client id.' }).optional(),
});
export const visitReportUpdateSchema = visitReportFields.extend({ version: z.int().min(1) });

/** What a report needs before it can be submitted (field → message); empty when it is ready. */
export function submitProblems(r: { workDone: string }): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.workDone.trim().length < 3) out.workDone = 'Describe the work you did before submitting.';
  return out;
}

export const reviewSchema = z.strictObject({
  comment: text(2000).min(1, { error: 'Write a short comment for the contractor.' }),
});

/**
 * The site visit's checklist (the mobile page): what a contractor looks at on a school's supply. WaiKura's
 * own list, drawn from the parts of a school supply the maintenance log records (maintenance.ts).
 */
export const SITE_VISIT_CHECKS = [
  'Roof and gutters clear of leaves and debris',
  'First-flush diverter emptied and working',
  'Tank lids closed; inlet and overflow screens intact',
  'No sign of animals, sediment or contamination in the tanks',
  'Filters changed or within their pressure range',
  'UV unit on, with no warning light',
  'Backflow devices in place',
  'Drinking taps clean and working',
] as const;

/** Readings the site visit offers, with their units (a contractor may leave any blank). */
export const SITE_VISIT_READINGS = [
  { label: 'Free available chlorine', unit: 'mg/L' },
  { label: 'pH', unit: '' },
  { label: 'Turbidity', unit: 'NTU' },
  { label: 'UV intensity', unit: '%' },
  { label: 'Tank level', unit: '%' },
] as const;

// ---------------------------------------------------------------- the contractor's profile

/** Reminders before a certification expires, in days (WaiKura's own choice: a month, then a week). */
export const CERTIFICATION_REMINDER_DAYS = [30, 7] as const;
export const MAX_CERTIFICATIONS = 20;
export const MAX_SPECIALIZATIONS = 20;

/** Specialisations offered as suggestions (the contractor may write their own). */
export const SUGGESTED_SPECIALIZATIONS = [
  'Roof water and tanks',
  'Bores and pumps',
  'UV disinfection',
  'Chlorination',
  'Filtration',
  'Backflow testing',
  'Plumbing',
  'Water sampling',
] as const;

const certificationSchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  name: text(200).min(2, { error: 'Name the certification, for example “Registered drainlayer”.' }),
  issuer: text(200).default(''),
  number: text(100).default(''),
  expiresOn: isoDate('Enter the expiry date, like 2027-06-30, or leave it empty if it does not expire.')
    .nullable()
    .default(null),
});
export type Certification = z.output<typeof certificationSchema>;

export const profileSchema = z.strictObject({
  /** 0 when the profile was never saved. */
  version: z.int().min(0),
  profileStatus: z.enum(['active', 'inactive'], { error: 'Choose listed or not listed.' }),
  specializations: z
    .array(text(100).min(1, { error: 'A specialisation cannot be empty.' }))
    .max(MAX_SPECIALIZATIONS, { error: `At most ${MAX_SPECIALIZATIONS} specialisations.` }),
  certifications: z
    .array(certificationSchema)
    .max(MAX_CERTIFICATIONS, { error: `At most ${MAX_CERTIFICATIONS} certifications.` }),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Days from one New Zealand date to another (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// ---------------------------------------------------------------- the pre-visit questionnaire

/** What a school tells its contractor before the first visit (WaiKura's own questions). */
export const QUESTIONNAIRE_QUESTIONS = [
  {
    id: 'contact',
    label: 'Who will meet the contractor, and how to reach them on the day',
    hint: 'A name and a mobile number, for example: Graeme Paterson, caretaker, 021 555 0199.',
  },
  {
    id: 'access',
    label: 'How to get in, and when',
    hint: 'Gate codes, where to park, which days and hours suit, and times to avoid (assemblies, sports days).',
  },
  {
    id: 'supply',
    label: 'Where the parts of the supply are',
    hint: 'Tanks, pumps, filters, UV unit or chlorinator, and the main valves: for example “the UV unit is in the caretaker’s shed behind the hall”.',
  },
  {
    id: 'problems',
    label: 'What has been going wrong',
    hint: 'Taste, colour, low pressure, alarms, recent test results or anything staff have noticed.',
  },
  {
    id: 'hazards',
    label: 'Hazards on site',
    hint: 'Roof access, confined spaces (tanks), asbestos, dogs, electrical cabinets, children nearby.',
  },
  {
    id: 'other',
    label: 'Anything else the contractor should know',
    hint: 'For example, documents they should bring or see, or who approves work that costs money.',
  },
] as const;
export type QuestionnaireQuestion = (typeof QUESTIONNAIRE_QUESTIONS)[number]['id'];
export const MAX_ANSWER = 2000;

export const questionnaireSchema = z.strictObject({
  /** 0 when nothing has been saved yet. */
  version: z.int().min(0),
  answers: z.strictObject(
    Object.fromEntries(QUESTIONNAIRE_QUESTIONS.map((q) => [q.id, text(MAX_ANSWER).default('')])) as Record<
      QuestionnaireQuestion,
      z.ZodDefault<ReturnType<typeof text>>
    >,
  ),
  /** Send it to the school's contractors (it can still be changed afterwards). */
  submit: z.boolean().default(false),
});

// Issue 19d: a task's own photos, before and after the work (decision 038).
export const TASK_PHOTO_STAGES = ['before', 'after'] as const;
export type TaskPhotoStage = (typeof TASK_PHOTO_STAGES)[number];
/** Photos on one task at most, before and after together. */
export const MAX_TASK_PHOTOS = 12;
