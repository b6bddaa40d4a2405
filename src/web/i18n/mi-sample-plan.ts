import type { enSamplePlan } from './en-sample-plan';

/**
 * Te reo Māori for the public sample plan's interface words (en-sample-plan.ts). Terms follow the
 * regulator's usage: mahere haumaru wai inu (drinking water safety plan), kura (school), Taumata Arowai.
 * To be checked by a fluent speaker before it is relied on.
 */
export const miSamplePlan: { readonly [K in keyof typeof enSamplePlan]: string } = {
  'samplePlan.pageTitle': 'He tauira Mahere Haumaru Wai Inu',
  'samplePlan.heading': 'He mahere kua oti: {school}',
  'samplePlan.banner':
    'He tauira tēnei nō tētahi kura pohewa. Kāore {school}, ōna tāngata, ōna wāhi me ōna hua whakamātautau i te ao tūturu; ko ngā ture e whakahuatia ana nō ngā tuhinga ake a Taumata Arowai, me te whārangi.',
  'samplePlan.intro':
    'Kua whakautua ia wāhanga o tēnei mahere pērā i tā tētahi tumuaki āta whakaaro. Kōwhiria te puna wai o te kura, kātahi ka pānui i te mahere, tēnā wāhanga, tēnā wāhanga, kia tikiake rānei pērā i tā te kura ka tuku.',
  'samplePlan.variantLabel': 'Te puna wai o te kura',
  'samplePlan.variant.roof': 'Wai tuanui',
  'samplePlan.variant.bore': 'Puna wai keri',
  'samplePlan.downloadTitle': 'Tikiake i tēnei tauira',
  'samplePlan.downloadNote':
    'I hangaia ki te taputapu kaweake kotahi e whakamahia ana e ngā kura i WaiKura, i te raupapa o te tauira mana.',
  'samplePlan.downloadPdf': 'Tikiake hei PDF',
  'samplePlan.downloadDocx': 'Tikiake hei Word (DOCX)',
  'samplePlan.contents': 'Ngā ihirangi',
  'samplePlan.partLabel': 'Wāhanga {number}',
  'samplePlan.partHeading': 'Wāhanga {number}: {title}',
  'samplePlan.sectionsInPart': 'Ngā wāhanga iti o tēnei wāhanga',
  'samplePlan.previousPart': 'O mua: Wāhanga {number}',
  'samplePlan.nextPart': 'Whai muri: Wāhanga {number}',
  'samplePlan.backToContents': 'Hoki ki ngā ihirangi',
  'samplePlan.fileNotIncluded': 'Kei te kura tēnei me tōna mahere; kāore i tāruatia ki tēnei tauira.',
  'samplePlan.startOwn': 'Tīmatahia tō mahere ake',
  'samplePlan.homeTitle': 'Tirohia te āhua o tētahi mahere kua oti',
  'samplePlan.homeBody':
    'Pānuitia tētahi tauira mahere katoa nō tētahi kura pohewa, he wai tuanui, he puna wai keri rānei, tēnā wāhanga, tēnā wāhanga, kia tikiake rānei hei PDF, hei Word rānei.',
  'samplePlan.homeLink': 'Whakatuwheratia te tauira mahere',
};
