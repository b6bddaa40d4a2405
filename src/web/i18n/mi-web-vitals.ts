import type { enWebVitals } from './en-web-vitals';

/**
 * Te reo Māori twin of `en-web-vitals.ts` (decisions 042, 045). Written by engineers who are not fluent
 * speakers: wants a fluent speaker's review (docs/te-reo-glossary.md).
 */
export const miWebVitals: { readonly [K in keyof typeof enWebVitals]: string } = {
  'webVitals.title': 'Te tere mō ngā manuhiri tūturu',
  'webVitals.lead':
    'Te tere o ia whārangi i ngā pūtirotiro o te hunga i huaki i a ia i ngā rā 28 kua hipa. Ko ia tatau te ōrau 75: e toru o ia whā toronga i tere pēnei, i tere ake rānei.',
  'webVitals.loading': 'E uta ana i ngā tatau',
  'webVitals.loadFailed': 'Kāore i taea te uta i ngā tatau',
  'webVitals.none':
    'Kāore anō kia inea he toronga i ngā rā {days} kua hipa. Ka tukuna e ngā pūtirotiro ā rātou tatau ina katia, ina wehea rānei tētahi whārangi, nō reira ka puta mai ki konei i muri i te whakamahinga o WaiKura e te tangata.',
  'webVitals.caption':
    'Te ōrau 75 mō ia whārangi mai i te {date}, me te maha o ngā toronga i inea. Ko te pai me te kino e whai ana i ngā paepae Web Vitals a Google.',
  'webVitals.page': 'Whārangi',
  'webVitals.metric.LCP': 'Ka kitea te ihirangi matua',
  'webVitals.metric.INP': 'Te urupare ki te pātō, ki te pātuhi rānei',
  'webVitals.metric.CLS': 'Te nekeneke o te whārangi',
  'webVitals.notMeasured': 'kāore i inea',
  'webVitals.rating.good': 'pai',
  'webVitals.rating.needsWork': 'me whakapai ake',
  'webVitals.rating.poor': 'kino',
  'webVitals.visits.one': '{count} toronga',
  'webVitals.visits.other': 'E {count} ngā toronga',
};
