import type { enScheduleItem } from './en-schedule-item';

/** Te reo Māori for one item of the contractor's schedule (en-schedule-item.ts). */
export const miScheduleItem: { readonly [K in keyof typeof enScheduleItem]: string } = {
  'scheduleItem.lead': 'He aha te mahi, kei hea, ā, he aha ōna hiahia. Tohua kua oti ina oti ana.',
  'scheduleItem.overdueLead': 'Kua hipa te rā o tēnei mahi. Tohua kua oti ina oti ana.',
  'scheduleItem.notFoundTitle': 'Kāore tēnei mahi i tō hōtaka',
  'scheduleItem.notFound':
    'Tērā pea kua oti kē, kāore rānei e tae ana tōna rā i ngā rā e 7 e heke mai nei. Kei tō hōtaka ngā mahi kua hipa te rā me ngā mahi e haere mai ana.',
  'scheduleItem.back': 'Hoki ki tō hōtaka',
  'scheduleItem.open': 'Ngā taipitopito me te tohu kua oti',
};
