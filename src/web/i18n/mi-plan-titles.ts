/**
 * Te reo Māori titles of the plan's parts and sections (keys `plan.part.<id>` and `plan.section.<id>` of
 * `domain/plan/catalogue.ts`, whose titles are the English). With the core te reo messages: the home and
 * help pages show the part titles. `i18n-twins.test.ts` checks every part and section has one.
 * All te reo wants a fluent speaker's review (decision 042, docs/te-reo-glossary.md).
 */
export const miPlanTitles: Readonly<Record<`plan.part.${string}` | `plan.section.${string}`, string>> = {
  'plan.part.school-details': 'Ngā Taipitopito o te Kura',
  'plan.part.water-supply-system': 'Te Pūnaha Tuku Wai',
  'plan.part.source-water-risk': 'Te Whakahaere Tūraru o te Puna Wai',
  'plan.part.treatment-barriers': 'Ngā Tūraru me ngā Ārai',
  'plan.part.monitoring-compliance': 'Aroturuki, Tautukunga me te Pūrongo',
  'plan.part.contingency-plans': 'Ngā Mahere Ohotata',
  'plan.part.review-process': 'Te Tukanga Arotake',
  'plan.part.appendix': 'Āpitihanga',
  'plan.section.background': 'Kōrero mō te kura',
  'plan.section.key-contacts': 'Ngā whakapā matua',
  'plan.section.source': 'Te puna wai',
  'plan.section.treatment': 'Te whakapai wai',
  'plan.section.storage': 'Te rokiroki wai',
  'plan.section.distribution': 'Te tohatoha wai',
  'plan.section.daily-demand': 'Te wai e hiahiatia ana ia rā',
  'plan.section.demand-storage': 'Te hiahia me te rokiroki',
  'plan.section.aerial-schematic': 'Whakaahua rangi me te hoahoa',
  'plan.section.resource-consent': 'Whakaaetanga rawa',
  'plan.section.te-mana-o-te-wai': 'Te Mana o te Wai',
  'plan.section.catchment-description': 'Whakaahuatanga o te whenua kohinga',
  'plan.section.catchment-activities': 'Ngā mahi i te whenua kohinga',
  'plan.section.water-quantity': 'Te nui o te wai',
  'plan.section.water-quality-issues': 'Ngā take kounga wai',
  'plan.section.climate-change': 'Te huringa āhuarangi',
  'plan.section.cyanobacteria': 'Te pūrehu kākāriki-kikorangi (cyanobacteria)',
  'plan.section.risk-assessment': 'Aromatawai tūraru',
  'plan.section.improvement-schedule': 'Te rārangi mahi whakapai',
  'plan.section.operations-maintenance': 'Whakahaere me te tiaki',
  'plan.section.monitoring-reporting': 'Aroturuki me te pūrongo',
  'plan.section.maintenance-reporting': 'Pūrongo tiaki',
  'plan.section.contingency-plans': 'Ngā mahere ohotata',
  'plan.section.annual-process': 'Te tukanga arotake ā-tau',
  'plan.section.annual-review': 'Arotake ā-tau',
  'plan.section.water-quality-monitoring': 'Aroturuki kounga wai',
  'plan.section.appendix-operations-maintenance': 'Ngā pūkete whakahaere me te tiaki',
  'plan.section.maintenance-servicing': 'Tiaki me te ratonga',
};
