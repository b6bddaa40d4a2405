import type { enIwiEngagement } from './en-iwi-engagement';

/**
 * Te reo Māori twin of en-iwi-engagement.ts (issue 20). Terms follow the regulator's usage (Te Mana o te
 * Wai, wai inu, mahere, kura); the choices are listed in docs/decisions/041-iwi-engagement-tracker.md and
 * want a fluent speaker's review before they are relied on.
 */
export const miIwiEngagement: { readonly [K in keyof typeof enIwiEngagement]: string } = {
  'iwi.breadcrumb': 'Kei hea koe',
  'iwi.eyebrow': 'Te Mana o te Wai · wāhanga 2.9 o tō mahere',
  'iwi.title': 'Te whakawhitiwhiti kōrero ki ngā iwi me te mana whenua',
  'iwi.lead':
    'Tuhia ko wai ō hoa kōrero mō te wai o te kura, he aha ngā kōrero, ā, he aha ngā mahi i whakaaetia hei mahi ā muri ake.',
  'iwi.why.title': 'He aha i hira ai',
  'iwi.why.body':
    'Ko Te Mana o te Wai te hauora o te wai i te tuatahi, kātahi ko te hunga e inu ana i taua wai. Me whakatinana e ia kaiwhakarato wai inu i roto i tana mahere; ko te mea nui, kia kitea kua tīmata koe, ā, kei te ako tonu.',
  'iwi.why.body2':
    'Ko ngā hononga pai ki te whānau, ki te hapū me te iwi tētahi o ngā huarahi e whakaraupapahia ana e Taumata Arowai hei tiaki i te mātāpuna wai, hei tauira, kia rongo wawe koe ki tētahi rāhui.',
  'iwi.why.sources':
    'Ngā mātāpuna: DWSP_Template_Medium_101-500, wh. 4, wh. 6 (Te Mana o te Wai, Pātai 1); DWSP_Template_Small_26-100, wh. 7 (mōrea G: ngā hononga ki te whānau, te hapū me te iwi Māori).',
  'iwi.oneRecord':
    'Ka tiakina ngā kōrero katoa o konei ki te wāhanga 2.9 o tō mahere, ā, ka tāngia ki te mahere ka tikiake koe. Ahakoa ka whakarerekē koe i konei, i te 2.9 rānei, he whakautu kotahi anō ērā.',
  'iwi.summary.title': 'He tirohanga poto',
  'iwi.summary.contacts': 'Ngā hoa whakapā: {count}',
  'iwi.summary.hui': 'Ngā hui me ngā kōrerorero: {count}',
  'iwi.summary.open': 'Ngā mahi whai muri kāore anō kia oti: {count}',
  'iwi.summary.next': 'Ā muri ake: {action}, i mua i te {date}',
  'iwi.tabs.label': 'Ngā wāhanga o te aroturuki',
  'iwi.tab.contacts': 'Ngā hoa whakapā',
  'iwi.tab.hui': 'Ngā hui me ngā kōrerorero',
  'iwi.tab.followUps': 'Ngā mahi whai muri',
  'iwi.tab.needsFixing': 'me whakatika',
  'iwi.followUps.reminder':
    'Ka puta te mahi whai muri he rā tōna ki te maramataka o te kura i taua rā, ā, ka whakamaumaharatia te tumuaki me te tari e toru rā i mua, i WaiKura, mā te īmēra hoki. Tohua kua oti, ka mutu te whakamaumahara.',
  'iwi.form.label': 'Te aroturuki whakawhitiwhiti kōrero: {tab}',
  'iwi.link.section': 'Te katoa o 2.9 Te Mana o te Wai',
  'iwi.link.calendar': 'Whakatuwheratia te maramataka',
  'iwi.link.history': 'Ngā putanga o mua o 2.9',
  'iwi.readOnly': 'Ka taea e koe te pānui i tēnei aroturuki, engari kāore e taea te whakarerekē.',
  'iwi.loadFailed': 'Kāore i taea te uta i te aroturuki: {message}',
};
