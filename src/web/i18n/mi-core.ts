import type { enCore } from './en-core';
import { miPublicStart } from './mi-public-start';
import { miSamplePlan } from './mi-sample-plan';

/**
 * Te reo Māori twin of `en-core.ts` (decision 042): the layout, the public pages' headings, common words.
 * Loaded only when te reo Māori is chosen. All te reo wants a fluent speaker's review (docs/te-reo-glossary.md).
 */
export const miCore: { readonly [K in keyof typeof enCore]: string } = {
  'app.name': 'WaiKura',
  'app.tagline': 'Ngā Mahere Haumaru Wai Inu mō ngā kura o Aotearoa',
  'app.skipToContent': 'Peke ki te ihirangi matua',

  'nav.main': 'Matua',
  'nav.menu': 'Tahua',
  'nav.closeMenu': 'Katia te tahua',
  'nav.home': 'Kāinga',
  'nav.schools': 'Ngā Kura',
  'nav.mission': 'Te Whāinga',
  'nav.ourMission': 'Tā Mātou Whāinga',
  'nav.sourceWater': 'Puna Wai',
  'nav.acceptableSolutions': 'Ngā Otinga Whakaaetia',
  'nav.faq': 'Ngā Pātai Auau',
  'nav.help': 'Āwhina',
  'nav.login': 'Takiuru',
  'nav.register': 'Rēhita',
  'nav.logout': 'Takiputa',
  'nav.dashboard': 'Papatohu',
  'nav.addSchool': 'Tāpiri Kura',
  'nav.profile': 'Kōtaha',
  'nav.selectSchool': 'Kōwhiri Kura',
  'nav.contractorDashboard': 'Papatohu Kaikirimana',
  'nav.maintenanceLog': 'Pukapuka Tiaki',
  'nav.contractorSchedule': 'Hōtaka',
  'nav.visitReports': 'Ngā Pūrongo Toronga',
  'layout.reportProblem': 'Pūrongotia he raruraru i tēnei whārangi',
  'nav.adminLabel': 'Kaiwhakahaere WaiKura',
  'nav.loading': 'E uta ana',
  'nav.privacy': 'Kaupapahere Tūmataitinga',
  'nav.terms': 'Ngā Ture Ratonga',

  'role.principal': 'Tumuaki',
  'role.school_admin': 'Kaiwhakahaere Kura',
  'role.school': 'Kaiwhakamahi Kura',
  'role.contractor': 'Kaikirimana',
  'role.admin': 'Kaiwhakahaere',
  'role.waikura': 'Kaimahi WaiKura',
  'role.viewer': 'Kaititiro',
  'role.unknown': 'Kaiwhakamahi',

  'common.save': 'Tiaki',
  'common.saving': 'E tiaki ana…',
  'common.cancel': 'Whakakore',
  'common.back': 'Hoki',
  'common.continue': 'Haere tonu',
  'common.search': 'Rapu',
  'common.loading': 'E uta ana…',
  'common.retry': 'Whakamātau anō',
  'common.close': 'Kati',
  'common.open': 'Huaki',
  'common.required': 'me whakakī',
  'common.optional': 'kāore e herea',
  'common.yes': 'Āe',
  'common.no': 'Kāo',
  'common.none': 'Kāore anō',
  'common.errorSummary': 'He raruraru',
  'common.errorPrefix': 'Hapa:',
  'common.somethingWrong': 'I hē tētahi mea',
  'common.serverError': 'He hapa tūmau: {status}',
  'common.networkError':
    'Kāore i taea te toro atu ki WaiKura. Tirohia tō hononga ipurangi, ka whakamātau anō.',

  'layout.scrollTop': 'Hoki ki runga',
  'layout.footerAbout':
    'Ka āwhina a WaiKura i ngā kura e tuku ana i ō rātou ake wai inu kia mau tonu he Mahere Haumaru Wai Inu e mārama ana, e hou ana, e whakautu ana i ngā pātai a Taumata Arowai.',
  'layout.footerLinks': 'Pārongo',
  'layout.theme': 'Āhua',
  'layout.theme.light': 'Mārama',
  'layout.theme.dark': 'Pōuri',
  'layout.theme.system': 'Pūnaha',
  'layout.language': 'Reo',
  'layout.fullSite': 'Te pae katoa',
  'layout.copyright': '© {year} WaiKura',

  'auth.passwordsDiffer': 'Kāore e rite ana ngā kupuhipa e rua.',
  'auth.login.submit': 'Takiuru',
  'auth.login.createAccount': 'Waihangatia he pūkete mō tō kura',
  'auth.login.success': 'Kua takiuru koe!',
  'auth.login.failed': 'Kāore i taea te takiuru: {message}',
  'auth.logout.success': 'Kua takiputa koe!',

  'validation.email': 'Tuhia he wāhitau īmēra e tika ana te hanga, pērā i te name@school.nz.',
  'validation.emailRequired': 'Tuhia tō wāhitau īmēra.',
  'validation.emailRequiredOther': 'Tuhia tō rātou wāhitau īmēra.',
  'validation.passwordRequired': 'Tuhia tō kupuhipa.',
  'validation.passwordMin': 'Kia {min} ngā pūāhua o tō kupuhipa, neke atu rānei.',
  'validation.passwordMax': 'Kaua e neke atu i te {max} ngā pūāhua o tō kupuhipa.',
  'validation.schoolName': 'Tuhia te ingoa o tō kura.',
  'validation.required': 'Me whakakī tēnei āpure.',

  'status.not_started': 'Kāore anō kia tīmata',
  'status.in_progress': 'Kei te haere',
  'status.completed': 'Kua oti',

  'notFound.title': 'Kāore i kitea te whārangi',
  'notFound.body': 'Kāore tēnei whārangi i te kitea, kua nekehia pea.',
  'notFound.requested': 'I tono koe i',
  'notFound.goBack': 'Hoki',
  'notFound.schoolDashboard': 'Haere ki te Papatohu Kura',
  'notFound.browseSchools': 'Tirohia ngā Kura',
  'notFound.home': 'Whārangi Kāinga',
  'notFound.help': 'Rapua he āwhina',

  'error.title': 'I hē tētahi mea i tēnei whārangi',
  'error.body':
    'Kua tuhia te raruraru. Utaina anōtia te whārangi kia whakamātau anō; kāore tētahi mea i tiakina e koe i ngaro.',
  'error.reload': 'Utaina anōtia te whārangi',
  'error.forbidden': 'Kāore koe e āhei ki tēnei whārangi.',

  // public pages
  'public.onThisPage': 'I tēnei whārangi',
  'public.help.title': 'Āwhina',
  'public.help.topics': 'Ngā kaupapa āwhina',
  'public.help.overview': 'Te tīmatanga',
  'public.help.faq': 'Te whakamahi i a WaiKura',
  'public.help.troubleshooting': 'Te whakatika raruraru',
  'public.help.glossary': 'Rārangi kupu',
  'public.help.documents': 'Ngā tuhinga a te kaiwhakarite',
  'public.help.contact': 'Whakapā mai',
  'public.help.backToHelp': 'Haere ki te tirohanga whānui o te āwhina',
  // Issue 20b: the public start pages (get started, dual home, Te Mana o te Wai).
  ...miPublicStart,
  // Issue 20c: the public sample plan.
  ...miSamplePlan,
  // Issue 20a: the schools page's link to the calculators.
  'public.calculators.lead':
    'Tātaihia te mea ka penapenatia e WaiKura, me te whakaatu i ia whakapae, ā, māu e huri:',
  'public.calculators.school': 'Te wā me te utu mō tētahi kura',
  'public.calculators.supplier': 'Te hua o te haumitanga mō ngā kaiwhakarato me ngā kaikirimana',
};
