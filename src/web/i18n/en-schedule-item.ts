/** One item of the contractor's schedule (issue 19d, contractor-work/schedule-item-page.tsx). */
export const enScheduleItem = {
  'scheduleItem.lead': 'What the work is, where, and what it needs. Mark it done when it is finished.',
  'scheduleItem.overdueLead': 'This work is overdue. Mark it done when it is finished.',
  'scheduleItem.notFoundTitle': 'This work is not on your schedule',
  'scheduleItem.notFound':
    'It may be done already, or it is not due in the next 7 days. Your schedule lists what is overdue and what is coming.',
  'scheduleItem.back': 'Back to your schedule',
  'scheduleItem.open': 'Details and mark done',
} as const;
