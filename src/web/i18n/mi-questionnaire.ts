import type { enQuestionnaire } from './en-questionnaire';

/**
 * Te reo Māori twin of `en-questionnaire.ts` (decisions 042, 045). Written by engineers who are not fluent
 * speakers: wants a fluent speaker's review (docs/te-reo-glossary.md).
 */
export const miQuestionnaire: { readonly [K in keyof typeof enQuestionnaire]: string } = {
  'questionnaire.contact.label':
    'Ko wai ka tūtaki ki te kaikirimana, ā, me pēhea te whakapā atu ki a ia i taua rā',
  'questionnaire.contact.hint':
    'He ingoa me tētahi nama waea pūkoro, hei tauira: Graeme Paterson, kaitiaki whare, 021 555 0199.',
  'questionnaire.access.label': 'Me pēhea te kuhu mai, ā, āhea',
  'questionnaire.access.hint':
    'Ngā waehere kēti, te wāhi tū waka, ngā rā me ngā hāora e pai ana, me ngā wā hei karo (ngā huihuinga, ngā rā hākinakina).',
  'questionnaire.supply.label': 'Kei hea ngā wāhanga o te puna tuku wai',
  'questionnaire.supply.hint':
    'Ngā tāngi, ngā pana, ngā tātari, te pūrere UV, te pūrere pūmāota rānei, me ngā pūhuri matua: hei tauira “kei te whare o te kaitiaki whare te pūrere UV, kei muri i te hōro”.',
  'questionnaire.problems.label': 'He aha ngā raru kua puta',
  'questionnaire.problems.hint':
    'Te reka, te tae, te pēhanga iti, ngā whakaoho, ngā hua whakamātautau o nā tata nei, tētahi atu mea rānei kua kitea e ngā kaimahi.',
  'questionnaire.hazards.label': 'Ngā mōrea i te wāhi',
  'questionnaire.hazards.hint':
    'Te piki ki te tuanui, ngā wāhi kōpiri (ngā tāngi), te pūmārō (asbestos), ngā kurī, ngā kāpata hiko, ngā tamariki e tata ana.',
  'questionnaire.other.label': 'Tētahi atu mea me mōhio te kaikirimana',
  'questionnaire.other.hint':
    'Hei tauira, ngā tuhinga me mau mai, me titiro rānei e ia, ko wai rānei e whakaae ana ki ngā mahi ka utu moni.',
};
