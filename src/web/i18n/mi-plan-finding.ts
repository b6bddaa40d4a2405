import type { enPlanFinding } from './en-plan-finding';

/** Te reo Māori twin of `en-plan-finding.ts` (decision 042; wants a fluent speaker's review). */
export const miPlanFinding: { readonly [K in keyof typeof enPlanFinding]: string } = {
  'planFinding.finder.label': 'Rapua he wāhanga',
  'planFinding.finder.hint': 'Patohia he nama pērā i te 3.2, he kupu rānei pērā i te catchment',
  'planFinding.finder.search': 'Kimi wāhanga',
  'planFinding.finder.results': 'Ngā wāhanga e hāngai ana',
  'planFinding.finder.count.one': 'Kotahi te wāhanga i kitea. Pēhia te Enter kia huakina.',
  'planFinding.finder.count.other':
    'E {count} ngā wāhanga i kitea. Whakamahia te Tab, te pere whakararo rānei hei kōwhiri i tētahi.',
  'planFinding.finder.count.none':
    'Kāore he wāhanga e hāngai ana ki te "{query}". Whakamātauria he nama wāhanga pērā i te 4.1, he kupu rānei pērā i te tank, i te bore rānei.',

  'planFinding.notFound.suggestionsTitle': 'I te rapu koe i tētahi o ēnei wāhanga o te mahere?',
  'planFinding.notFound.suggestionsIntro': 'He kupu ō ēnei wāhanga e ōrite ana ki te wāhitau i tonoa e koe.',
  'planFinding.notFound.address': 'Wāhitau',
  'planFinding.notFound.redirecting': 'E tuku anō ana…',
  'planFinding.notFound.moved': 'He wāhitau hou tō tēnei whārangi: {path}. Ka kawea koe ki reira ināianei.',
  'planFinding.notFound.goNow': 'Haere ki te wāhitau hou ināianei',

  'planFinding.alias.chooseSchool':
    'Nō te mahere a tētahi kura tēnā whārangi. Kōwhiria te kura e hiahia ana koe ki te huaki i tōna mahere.',
  'planFinding.alias.noSchoolTitle': 'Nō te mahere a tētahi kura tēnei whārangi',
  'planFinding.alias.noSchoolBody':
    'Kāore tō pūkete i te hono ki tētahi kura, nō reira kāore e mōhiotia nā wai te mahere hei huaki. Huakina te kura mai i tō papatohu, me tono rānei ki te kura kia pōwhiri mai i a koe.',
  'planFinding.alias.toDashboard': 'Haere ki tō papatohu',
};
