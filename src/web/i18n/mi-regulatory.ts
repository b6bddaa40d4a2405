import type { enRegulatory } from './en-regulatory';

/** Te reo Māori twin of `en-regulatory.ts` (decision 042; wants a fluent speaker's review). */
export const miRegulatory: { readonly [K in keyof typeof enRegulatory]: string } = {
  'plan.size.title': 'Te rahi o tō puna tuku wai',
  'plan.size.none':
    'Tuhia te maha o ngā tāngata kei te kura i tētahi rā kura noa, kia kitea ngā ture e pā ana ki tō puna tuku wai.',
  'plan.size.is': 'Ki te {people} ngā tāngata i tētahi rā noa, ko tō puna tuku wai: {label}.',
  'plan.size.source': 'Mātāpuna:',
  'plan.size.rules': 'Te tikanga mō tō kura',
  'plan.size.sectionTitle': 'Ngā ture mō te rahi o tō puna tuku wai',
  'plan.size.sectionIs':
    'E ai ki te wāhanga 1.1, e {people} ngā tāngata kei te kura i tētahi rā noa: {label}. Ko ngā ture i raro iho ngā ture mō taua rahi.',
  'plan.size.sectionNone':
    'Ko ngā ture i konei ka hāngai ki te maha o ngā tāngata e whāngaia ana e tō puna tuku wai i tētahi rā noa. Whakautua tērā i te wāhanga 1.1, ā, ka whakaatu tēnei whārangi i ngā ture mō tō rahi; tae noa ki reira, ka whakahua ngā tohu i ngā ture mō ngā puna tuku iti me ngā puna tuku waenga.',
  'plan.size.editBackground': 'Panonihia te maha o ngā tāngata i te 1.1',
  'plan.demand.floorApplied':
    'Kei raro tō whāinga o te {target} rā i ngā hāora 96 o te hiahia toharite e ai ki te Otinga Whakaaetia mō te wai tuanui, nō reira ka whakamahia e te arowhai te {days} rā.',
  'plan.askedElsewhere': 'Kua whakautua kē i {section}:',
  'plan.askedElsewhere.change': 'Panonihia i {section}',
  'plan.askedElsewhere.differs':
    'He rerekē tēnei whakautu i tō {section}. Ko te whakautu o {section} ka tāia ki te kaweake.',
  'plan.results.promptTitle': 'Huakina tō mahere mō ngā aituā',
  'plan.results.alerted':
    'Ina tiakina tēnei rārangi, ka huakina e WaiKura he aituā mō te tauira, ā, ka whakamōhiotia te tumuaki, ngā kaiwhakahaere o te kura me tō kaiwhakarato, i taua wā tonu.',
  'plan.results.incidents': 'Haere ki ngā aituā',
};
