import type { enPublicStart } from './en-public-start';

/** Te reo Māori twin of `en-public-start.ts` (issue 20b). Wants a fluent speaker's review, as all of issue 20's te reo. */
export const miPublicStart: { readonly [K in keyof typeof enPublicStart]: string } = {
  'publicStart.nav.getStarted': 'Tīmata',
  'publicStart.nav.teMana': 'Te Mana o te Wai',
  'publicStart.home.title': 'He hou koe ki WaiKura?',
  'publicStart.home.body':
    'Tirohia ngā mea e hiahiatia ana i mua i tō tīmatanga, kōwhiria rānei te huarahi e tika ana mōu.',
  'publicStart.home.chooseWay': 'Kōwhiria tō huarahi',
  // Issue 20h (wants a fluent speaker's review).
  'publicStart.home.schools': 'Ngā mahi mā tō kura',

  'publicStart.dual.eyebrow': 'Nau mai',
  'publicStart.dual.title': 'Ka pēhea tō whakamahi i WaiKura?',
  'publicStart.dual.school.title': 'Kei te kura ahau',
  'publicStart.dual.school.body':
    'He tumuaki koe, he kaiwhakahaere tari, he mema poari rānei, ā, ka puta te wai inu o tō kura i āna ake tānga wai o te tuanui, i tōna puna wai keri, i tōna puna, i tōna awa rānei.',
  'publicStart.dual.school.action': 'Tīmatahia te mahere a tō kura',
  'publicStart.dual.provider.title': 'Ka tiaki ahau i ngā pūnaha wai, i ngā kura maha rānei',
  'publicStart.dual.provider.body':
    'He kaikirimana koe e ratonga ana i ngā tānga wai, i ngā tātari me ngā pūrere UV, he mema rānei o te rōpū e tautoko ana i ngā kura maha.',
  'publicStart.dual.provider.action': 'Me pēhea te uru mai a ngā kaikirimana me ngā kaiwhakarato',
  'publicStart.dual.signedIn': 'Kua whai pūkete kē koe?',

  'publicStart.start.eyebrow': 'Tīmata',
  'publicStart.start.title': 'Te tīmata i tō kura',
  'publicStart.start.lead':
    'Ngā mea e hiahiatia ana, te roa o te mahi, me ngā hipanga mai i te waihanga pūkete ki te mahere kua oti.',
  'publicStart.start.who': 'Ko wai hei whai wāhi mai',
  'publicStart.start.documents': 'Ngā tuhinga hei kohikohi',
  'publicStart.start.facts': 'Ngā kōrero mō tō pūnaha wai',
  'publicStart.start.time': 'Te roa o te mahi',
  'publicStart.start.steps': 'Ngā hipanga',
  'publicStart.start.register': 'Waihangatia te pūkete o tō kura',
  'publicStart.start.contractors': 'Ngā kaikirimana me ngā kaimahi kaiwhakarato',

  'publicStart.teMana.eyebrow': 'Te Mana o te Wai',
  'publicStart.teMana.title': 'Te Mana o te Wai me te wai o tō kura',
  'publicStart.teMana.lead':
    'He aha a Te Mana o te Wai, he aha tāna e tono ana ki te kura e whakarato ana i tōna ake wai inu, me pēhea te tuhi ki tō mahere haumaru wai inu.',
  'publicStart.teMana.toPlan': 'Whakatuwheratia te wāhanga 2.9 o tō mahere',

  'publicStart.siteVisit.title': 'Kua nekehia ngā toronga pae',
  'publicStart.siteVisit.body':
    'Ka tuhia ngā toronga pae ki te pae waea pūkoro ināianei, e mahi ana i runga waea i te taha o te tānga wai, e pupuri ana i āu whakaurunga ina ngaro te tohu.',
  'publicStart.siteVisit.open': 'Whakatuwheratia te pae waea pūkoro (ripa hou)',
} as const;
