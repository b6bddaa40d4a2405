import type { enProgress } from './en-progress';

/** Te reo Māori twin of `en-progress.ts` (decision 042; wants a fluent speaker's review). */
export const miProgress: { readonly [K in keyof typeof enProgress]: string } = {
  'progress.loadFailed': 'Kāore i taea te uta i ngā raraunga anga whakamua',
  'progress.badgesLoadFailed': 'Kāore i taea te uta i ngā tohu',

  'progress.overview.heading': 'Kua pēhea te tawhiti o te mahere',
  'progress.overview.complete': '{percent}% kua oti',
  'progress.overview.lastActivity': 'Te panoni whakamutunga i te {date}.',
  'progress.level.grey': 'Katahi anō ka tīmata',
  'progress.level.orange': 'Kei te haere',
  'progress.level.blue': 'Kua tawhiti te haere',
  'progress.level.green': 'Tata tae',
  'progress.level.done': 'Kua oti',

  'progress.encouragement.0':
    'Ka tīmata ia mahere ki ētahi whakautu torutoru. Tata ki te tekau meneti te roa o te Wāhanga 1, ā, ka tiakina ngā mea katoa i a koe e haere ana.',
  'progress.encouragement.25':
    'He tīmatanga pai: kua tuhia te hauwhā o te mahere. Haere tonu, kotahi wāhanga i te wā, i ngā wā wātea.',
  'progress.encouragement.50':
    'Kua oti te haurua o te mahere. Kei muri i a koe te whakaaro uaua, ā, ka hanga te toenga ki runga i ngā mea kua tuhia kē e koe.',
  'progress.encouragement.75':
    'Tata tae. He wāhanga torutoru anō, ā, ka whai tō kura i tētahi mahere haumaru wai kua oti katoa.',
  'progress.encouragement.100':
    'Kua oti tō mahere haumaru wai. Ka pai tō mahi. Tirohia anō i tō arotake ā-tau, i ngā wā rānei ka panoni tētahi mea.',

  'progress.next.heading': 'Te tohu e whai ake nei',
  'progress.next.one': 'E whai ake nei: {name} — tata ki te kotahi anō te wāhanga',
  'progress.next.other': 'E whai ake nei: {name} — tata ki te {count} anō ngā wāhanga',
  'progress.next.none': 'Kua tutuki ngā tohu katoa.',
  'progress.estimate.heading': 'Te wā oti e matapaetia ana',
  'progress.estimate.body': 'Ki tō tere o nā tata nei, ka oti pea te mahere i te {date}.',
  'progress.estimate.hint': 'Nō ngā rā i mahia ai te mahere i nā tata nei tēnei matapae.',

  'progress.milestones.heading': 'Ngā tohu',
  'progress.milestones.at': '{percent}%',
  'progress.milestones.achieved': 'Kua tutuki',
  'progress.milestones.notYet': 'Kāore anō',

  'progress.sections.partPercent': 'Wāhanga {number}: {percent}% kua oti',
  'progress.sections.barLabel': '{number} {title}: {percent}% kua oti',
  'progress.sections.percent': '{percent}%',

  'progress.compliance.heading': 'Ngā arowhai mahere a WaiKura',
  'progress.compliance.lead':
    'Ngā arowhai a WaiKura i ngā mea e hiahiatia ana e te mahere a te kura (nō te whakatakotoranga mahere a WaiKura me ngā tuhinga a te kaiwhakarite, ehara i te rārangi a te Tāhuhu), ki ō whakautu. Ki te ngaro i te mahere tana urupare aituā, tana tikanga rānei e whakamōhio ai ki a Taumata Arowai, e kore rawa e tautuku katoa.',
  'progress.compliance.score': '{score}% o ngā arowhai kua tika',
  'progress.compliance.level.fully_compliant': 'Tautuku katoa',
  'progress.compliance.level.partially_compliant': 'Tautuku ā-wāhanga',
  'progress.compliance.level.non_compliant': 'Kāore anō kia tautuku',
  'progress.compliance.partsCompliant': '{count} o ngā wāhanga {total} e tautuku katoa ana',
  'progress.compliance.failingHeading': 'Ngā mea me aro tonu ({count})',
  'progress.compliance.allPass': 'Kei te tika ngā mea katoa e arowhaitia ana e WaiKura.',
  'progress.compliance.partScore': '{score}% o ngā arowhai o tēnei wāhanga kua tika',
  'progress.compliance.openPart':
    'Huakina he wāhanga kia kitea ngā mea hei whakatika; ka arahina koe e ia mea ki tōna whakautu.',
  'progress.compliance.toFix.one': 'Kotahi te mea hei whakatika',
  'progress.compliance.toFix.other': 'E {count} ngā mea hei whakatika',
  'progress.compliance.goTo': 'Haere ki {number} {title}',

  'progress.badges.recentHeading': 'Ngā tohu hou',
  'progress.badges.total': 'Ngā tohu kua riro i a koe i konei: {count}',
  'progress.badges.noneRecent':
    'Kāore he tohu hou i ngā rā 30 kua hipa. Ka riro he tohu mā te whakaoti i tētahi wāhanga katoa o te mahere.',
  'progress.badges.seeAll': 'Tirohia ō tohu katoa',
  'progress.badges.earnedOn': 'I riro i te {date}',
  'progress.badges.atPercent': 'i te {percent}% kua oti',
  'progress.badges.locked': 'Kua rakaina',
  'progress.badges.howToEarn': 'Me pēhea e riro ai: {requirement}',

  'progress.badgesPage.title': 'Ō tohu',
  'progress.badgesPage.lead':
    'Ka tohu ngā tohu i ngā hīkoi o te tuhi i te mahere haumaru wai a {school}. Ka whiwhi ia tangata i āna ake.',
  'progress.badgesPage.back': 'Hoki ki te mahere a {school}',
  'progress.badgesPage.counts': 'Kua riro te {earned} o te {total}',
  'progress.badgesPage.recentHeading': 'Tēnei wiki',
  'progress.badgesPage.noneRecent': 'Kāore he tohu i riro i ngā rā 7 kua hipa.',
  'progress.badgesPage.earnedHeading': 'Kua riro ({count})',
  'progress.badgesPage.lockedHeading': 'Kāore anō kia riro ({count})',
  'progress.badgesPage.noneEarned': 'Kāore anō i tēnei rōpū.',
  'progress.badgesPage.allEarned': 'Kua riro i a koe ngā tohu katoa o tēnei rōpū.',
  'progress.badgeType.completion': 'Ngā tohu mahere',
  'progress.badgeType.section': 'Ngā wāhanga o te mahere',
  'progress.badgeType.achievement': 'Ngā paetae',
  'progress.badgeType.special': 'Motuhake',
  'progress.rarity.common': 'Noa',
  'progress.rarity.uncommon': 'Kāore i te noa',
  'progress.rarity.rare': 'Onge',
  'progress.rarity.epic': 'Tino onge',
  'progress.rarity.legendary': 'Rongonui',

  'progress.highlight.field': 'Me aro ki tēnei',
  'progress.highlight.section': 'Me aro ki tēnei: tēnei wāhanga',
  'progress.highlight.dismiss': 'Whakakorea',
};
