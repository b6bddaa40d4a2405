import type { enBadges } from './en-badges';

/**
 * Te reo Māori twin of `en-badges.ts` (decisions 042, 045): the badges' and milestones' names, what they
 * mean and what earns them. Written by engineers who are not fluent speakers: wants a fluent speaker's
 * review (docs/te-reo-glossary.md), the names above all.
 */
export const miBadges: { readonly [K in keyof typeof enBadges]: string } = {
  'badge.getting_started.name': 'Kua Tīmata',
  'badge.quarter_way.name': 'Hauwhā te Tawhiti',
  'badge.half_way.name': 'Kua Tae ki te Haurua',
  'badge.three_quarters.name': 'E Toru Hauwhā',
  'badge.almost_done.name': 'Kua Tata Oti',
  'badge.dwsp_complete.name': 'Kua Oti te Mahere Haumaru Wai Inu',
  'badge.completion.description': 'Kua tae te mahere ki te {percent}% kua oti.',
  'badge.dwsp_complete.description': 'Kua oti ngā wāhanga katoa o te Mahere Haumaru Wai Inu.',
  'badge.completion.requirement': 'Kia tae ki te {percent}% o te mahere.',

  'badge.section.name': 'Kua oti: {part}',
  'badge.section.description': 'Kua oti ngā wāhanga katoa o te wāhanga matua {number}, {part}.',
  'badge.section.requirement.one': 'Whakaotia te wāhanga kotahi o te wāhanga matua {number}, {part}.',
  'badge.section.requirement.other':
    'Whakaotia ngā wāhanga e {count} katoa o te wāhanga matua {number}, {part}.',

  'badge.thorough_planner.name': 'Kaiwhakamahere Āta Mahi',
  'badge.thorough_planner.description': 'Kua 100% ia wāhanga i ōna ake whakautu, kāore noa i tohua kua oti.',
  'badge.thorough_planner.requirement':
    'Whakautua ngā pātai katoa e hiahiatia ana i ngā wāhanga e {sections}, kia oti ia wāhanga i ōna whakautu.',
  'badge.safety_first.name': 'Ko te Haumaru i te Tuatahi',
  'badge.safety_first.description': 'E {risks} neke atu ngā tūraru kua kitea i te aromatawai tūraru.',
  'badge.safety_first.requirement':
    'Kimihia kia {risks} neke atu ngā tūraru i te wāhanga {section}, {title}.',
  'badge.speed_demon.name': 'Tere Rawa',
  'badge.speed_demon.description': 'I oti te mahere i roto i ngā rā e {days} mai i tōna tiakitanga tuatahi.',
  'badge.speed_demon.requirement':
    'Whakaotia te mahere katoa i roto i ngā rā e {days} mai i tōna tiakitanga tuatahi.',
  'badge.perfectionist.name': 'Tino Tika',
  'badge.perfectionist.description':
    'I tae te mahere ki te 100%, ā, kāore he wāhanga i panonitia i muri i tōna otinga.',
  'badge.perfectionist.requirement':
    'Kia tae ki te 100% me te kore panoni i tētahi wāhanga i muri i tōna otinga (kore rawa he putanga hou).',
  'badge.early_adopter.name': 'Kaiwhai Tōmua',
  'badge.early_adopter.description': 'I tīmataria tēnei mahere i te 1 o Huitanguru 2025, i mua atu rānei.',
  'badge.early_adopter.requirement':
    'Ka whakawhiwhia ki ngā mahere i tīmataria i te 1 o Huitanguru 2025, i mua atu rānei (te wā o Aotearoa).',

  'badge.newEarned': 'Kua whiwhi tohu hou: {names}',
};
