import type { enAssistant } from './en-assistant';

/**
 * Te reo Māori twin of `en-assistant.ts` (decision 042; wants a fluent speaker's review). The assistant's
 * answers themselves stay English (they quote English documents) and carry lang="en".
 */
export const miAssistant: { readonly [K in keyof typeof enAssistant]: string } = {
  'assistant.open': 'Pātai ki a WaiKura AI',
  'assistant.openUnread': 'Pātai ki a WaiKura AI ({count} ngā whakautu hou)',
  'assistant.title': 'WaiKura AI',
  'assistant.minimise': 'Whakaitia te matapihi kōrerorero',
  'assistant.expand': 'Huakina anō te matapihi kōrerorero',
  'assistant.close': 'Katia te matapihi kōrerorero',
  'assistant.minimised': 'WaiKura AI (kua whakaitia)',
  'assistant.welcomeTitle': 'Tō Kaiāwhina AI mō te Haumaru Wai',
  'assistant.welcomeBody':
    'Pātai mai ki ōu ake kupu. Ka whakahuatia e ia whakautu te tuhinga me te whārangi i ahu mai ai, kia taea e koe te tirotiro.',
  'assistant.topics': 'Ka taea e koe te pātai mō',
  'assistant.topic.rules':
    'Ngā mea e hiahiatia ana e te kaiwhakarite: te whakamātautau, te whakapai wai, te rokiroki, te pūrongo',
  'assistant.topic.plan': 'Me pēhea te whakautu i tētahi wāhanga o tō Mahere Haumaru Wai Inu',
  'assistant.topic.school': 'Ngā whakautu a tō kura, mō te wāhanga kei te huaki',
  'assistant.context': 'E pātai ana mō {where}',
  'assistant.contextSchool': 'tō kura',
  'assistant.contextSection': 'te wāhanga {number}, {title}',
  'assistant.suggested': 'Ngā pātai e tūtohua ana',
  'assistant.inputLabel': 'Tō pātai',
  'assistant.inputHint': 'Ka tukuna e te Enter; ka tīmata te Shift+Enter i tētahi rārangi hou.',
  'assistant.placeholder': 'Kia tīmata tātou…',
  'assistant.send': 'Tukua',
  'assistant.you': 'Ko koe',
  'assistant.typing': 'Kei te whakautu a WaiKura AI…',
  'assistant.sources': 'Ngā mātāpuna:',
  'assistant.page': 'wh. {page}',
  'assistant.openHelp': 'Huakina tēnei whārangi āwhina',
  'assistant.modeRetrieval': 'Nō ngā tuhinga anake',
  'assistant.modeAi': 'Nā te AI i tuhi mai i ngā tuhinga',
  'assistant.clear': 'Ūkuia tēnei kōrerorero',
  'assistant.historyFailed': 'Kāore i taea te uta i ō pātai o mua.',
  'assistant.tryAgain': 'Whakamātau anō',
  'assistant.retrying': 'E whakamātau anō ana…',
  'assistant.error.network.title': 'Hapa Hononga',
  'assistant.error.network': 'Kāore e taea te hono ki te tūmau. Tirohia tō hononga ipurangi.',
  'assistant.error.service.title': 'Kāore te Ratonga e Wātea',
  'assistant.error.service':
    'Kāore te ratonga kōrerorero e wātea mō tētahi wā poto. Whakamātau anō ā muri ake.',
  'assistant.error.validation.title': 'Tāuru Hē',
  'assistant.error.validation': 'Tirohia tō karere, ka whakamātau anō.',
  'assistant.error.rateLimit.title': 'He Nui Rawa ngā Tono',
  'assistant.error.rateLimit':
    'He nui rawa ngā karere kua tukuna e koe. Tatari mō tētahi wā poto i mua i te whakamātau anō.',
  'assistant.error.offline.title': 'Aratau Tuimotu',
  'assistant.error.offline': 'Kāore koe i te tuihono ināianei. Kāore pea ētahi āhuatanga e wātea katoa.',
  'assistant.backOnline': 'Kua tuihono anō',
  'assistant.offlinePending': 'Kāore au i te tuihono ināianei. Ka tukuna tō karere ina hono anō.',
  'assistant.newAnswer': 'Kua whakautu a WaiKura AI.',
  'assistant.stuckTitle': 'Ngā wāhanga kua roa e tatari ana',
  'assistant.stuckBody':
    'I tīmatahia ēnei wāhanga engari kāore i panoni mō ngā wiki e rua, neke atu rānei. He pātai tērā pea e āwhina:',
  'assistant.stuckSince': '{number} {title}, i panoni whakamutunga i te {date}',
};
