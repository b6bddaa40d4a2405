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
  // The get started page's own text (issue 20h; wants a fluent speaker's review).
  'publicStart.start.who.signTitle': 'Tētahi e āhei ana te haina mō te kura.',
  'publicStart.start.who.signBody':
    'Ko te tangata kei a ia te mana whakahaere o te puna tuku wai (mō te nuinga o ngā kura, ko te tumuaki, mō te poari) e haina ana i te mahere, ā, e herea ana te kura ki ngā mahi whakapai kei roto.',
  'publicStart.start.who.supplyTitle': 'Te tangata e mōhio ana ki te puna tuku wai i ia rā:',
  'publicStart.start.who.supplyBody':
    'te kaitiaki whare, te kaiwhakahaere rawa rānei, me te kaikirimana e tiaki ana i ngā tāngi, i ngā tātari, i te pūrere UV rānei. E tohutohu ana te kaiwhakarite kia whai wāhi mai te hunga katoa e pā ana ki te puna tuku wai.',
  'publicStart.start.who.recordsTitle': 'Tētahi hei pupuri i ngā kōrero,',
  'publicStart.start.who.recordsBody':
    'ko te kaiwhakahaere tari te nuinga o te wā: ngā hua whakamātautau, ngā mahi tiaki me te arotake ā-tau.',
  'publicStart.start.documents.intro':
    'Kāore koe e hiahia ana i ēnei katoa hei tīmata. Kohia ngā mea kei a koe; ka whakaatu te mahere i ngā mea e ngaro tonu ana.',
  'publicStart.start.documents.registration':
    'Ngā taipitopito rēhita o tō puna tuku wai i Hinekōrako, te tomokanga a te kaiwhakarite, tae atu ki te tohu ahurei o te puna tuku wai i hoatu ki a koe i tō rēhitatanga.',
  'publicStart.start.documents.tests':
    'Ngā hua whakamātautau wai o nā tata nei, me ngā pūrongo a te taiwhanga.',
  'publicStart.start.documents.maintenance':
    'Ngā kōrero tiaki: ngā tātari i hurihia, ngā rama UV i whakakapia, te horoi me te tirotiro i ngā tāngi, me ō rātou rā.',
  'publicStart.start.documents.sitePlan':
    'He mahere papa, he whakaahua rānei o te tuanui, o ngā tāngi, o te puna wai keri, o te putanga wai rānei, o te whakapai wai me ngā paipa.',
  'publicStart.start.documents.consent':
    'Tētahi whakaaetanga rawa hei tango wai (mō te puna wai keri, te puna, te awa rānei), me ōna here.',
  'publicStart.start.facts.source':
    'Nō hea te wai: te ua i te tuanui, he puna wai keri, he puna, he awa, neke atu i te kotahi rānei.',
  'publicStart.start.facts.people':
    'E hia ngā tāngata e inu ana: ngā ākonga, ngā kaimahi me ngā manuhiri auau. Ki te panoni te maha (he puni, ngā hararei), te iti rawa me te nui rawa.',
  'publicStart.start.facts.treatment':
    'Me pēhea te whakapai me te rokiroki: ngā tātari, te UV, te pūmāota, ngā tāngi me ō rātou rahi.',
  'publicStart.start.facts.emergency': 'Ko wai hei waea atu i te wā ohotata, me tōna nama waea pūkoro.',
  'publicStart.start.time.estimate':
    'Kāore anō a WaiKura kia ine i te wā o ngā kura maha kia tika ai he tatau kua inea, nō reira he whakatau tata pono tēnei, ehara i te kupu taurangi. Ko te waihanga i te pūkete me te whakakī i ngā taipitopito o tō kura, kotahi noa te nohoanga. Ko te whakaahua i te puna tuku wai me te whai i ngā mea ka hē pea, he maha ngā nohoanga i roto i ētahi wiki, i te mea ka tatari koe ki ētahi mea: he hua whakamātautau, te toronga a te kaikirimana, he hui poari hei haina. Ka tiakina ia whakautu i a koe e haere ana, nō reira ka taea te whakatā i ia wā, ka hoki mai ki te wāhi i mutu ai koe.',
  'publicStart.start.time.after':
    'I muri i tērā, ka whakahouhia te mahere i te wā e puta ana ngā mea (kua hurihia he tātari, kua tāpaetia he hua whakamātautau), ā, ka arotakehia kotahi i te tau.',
  'publicStart.start.steps.account': '{link}, ka whakaū ai i tō wāhitau īmēra.',
  'publicStart.start.steps.parts':
    'Mahia ngā wāhanga matua o te mahere, i te raupapa e pai ana ki a koe. E {parts} ngā wāhanga matua me ngā wāhanga e {sections} o te mahere WaiKura:',
  'publicStart.start.steps.invite': 'Tonoa ō kaimahi tari, ā, tonoa kia tāpirihia tō kaikirimana ki tō kura.',
  'publicStart.start.steps.approve':
    'Ka oti te mahere, ka whakaae te tangata e haina ana mō te kura, ā, ka tikiake koe.',
  'publicStart.start.steps.upload':
    'Tukuna atu ki Hinekōrako, te tomokanga a te kaiwhakarite. Kāore a Taumata Arowai e haina i tō mahere, engari tērā pea ka arotakehia e ia.',
  'publicStart.start.join.intro':
    'Kāore ngā kaikirimana me ngā kaimahi kaiwhakarato e rēhita i a rātou anō. Ka waihangatia tō pūkete mōu, ā, ka tae mai he īmēra me tētahi hononga hei kōwhiri i tō kupuhipa.',
  'publicStart.start.join.contractorTitle': 'Ngā kaikirimana:',
  'publicStart.start.join.contractorBody':
    'mā te rōpū kaiwhakarato o WaiKura tō pūkete e waihanga. Mā te tumuaki o tētahi kura, mā te rōpū kaiwhakarato rānei koe e tohu ki ia kura e mahi ana koe. Ko aua kura anake ka kitea e koe, ā, ka tuhia ō toronga ki tō waea i te wāhi tonu.',
  'publicStart.start.join.providerTitle': 'Ngā kaimahi kaiwhakarato',
  'publicStart.start.join.providerBody':
    '(te rōpū e tiaki ana i ngā kura maha): mā tētahi kaiwhakahaere o tō rōpū koe e tāpiri.',
  'publicStart.start.join.schoolTitle': 'Ngā kaimahi kura me ngā kaimātakitaki',
  'publicStart.start.join.schoolBody':
    '(he mema poari, he kaitātari kaute): mā te tumuaki o te kura koe e tono mai i te whārangi tāngata o te kura.',
  'publicStart.start.join.missing':
    'I te tatari koe ki tētahi tono kāore anō kia tae mai? Tirohia tō kōpaki pāme, kātahi ka tono ki te tangata nāna koe i tono kia tukuna anō. Ka taea hoki te {link}.',
  'publicStart.start.join.contact': 'whakapā mai ki a mātou',

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
