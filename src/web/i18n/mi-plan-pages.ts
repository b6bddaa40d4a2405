import type { enPlanPages } from './en-plan-pages';

/**
 * Te reo Māori twin of `en-plan-pages.ts` (decision 042; wants a fluent speaker's review). Document titles
 * in citations and the labels of Hinekōrako's own (English) screens stay English, so a reader finds them.
 */
export const miPlanPages: { readonly [K in keyof typeof enPlanPages]: string } = {
  'planPages.backToPlan': 'Hoki ki te mahere a {school}',
  'planPages.na': 'Kāore',

  'download.title': 'Tikiake i tō mahere',
  'download.lead':
    'Tō Mahere Haumaru Wai Inu hei tuhinga kotahi: hei pupuri, hei tā, hei tuku ki tō poari, hei tukuake ki Hinekōrako, te tomokanga ipurangi a te kaiwhakarite.',
  'download.progressHeading': 'Kua pēhea te oti o tō mahere?',
  'download.sectionsDone': '{done} o ngā wāhanga {total} kua oti',
  'download.allDone': 'Kua oti ia wāhanga. Kua rite tō mahere hei tikiake, hei tukuake.',
  'download.notDoneIntro':
    'Ka taea e koe te tikiake i te mahere ināianei. Kia oti rā anō, ka tohua ia whārangi ki te “Draft — not ready to submit”, ā, ka whakarārangi te whārangi tuatahi i ngā mea e ngaro ana; ki te ngaro tētahi whakautu, ka kī te tuhinga “Not yet answered”. Kaua e hainatia, e tukuna rānei he tauira.',
  'download.notDoneHeading': 'Kāore anō kia oti',
  'download.sectionLink': '{number} {title}',
  'download.planError': 'Kāore i taea te uta i te anga whakamua o tō mahere. Ka taea tonu e koe te tikiake.',
  'download.filesHeading': 'Tikiake i te tuhinga',
  'download.filesIntro':
    'Kōwhiria te PDF hei tukuake ki Hinekōrako, hei tā rānei. Kōwhiria te Word mēnā e hiahia ana koe ki te panoni i te takotoranga, ki te tāpiri rānei i te waitohu o tō kura i mua i te tuku.',
  'download.pdf': 'Tikiake PDF',
  'download.docx': 'Tikiake Word (DOCX)',
  'download.pdfName': 'PDF',
  'download.docxName': 'Tuhinga Word',
  'download.building': 'E hanga ana i tō mahere…',
  'download.receiving': 'E whiwhi ana i te kōnae…',
  'download.receivedOf': '{received} o {total}',
  'download.received': '{received} kua riro mai',
  'download.done': 'I tikiakehia a {file} i te {time}.',
  'download.doneHint': 'Rapua i ngā tikiake o tō pūtirotiro, i tō kōpaki Downloads rānei.',
  'download.failedTitle': 'Kāore i tikiakehia te {format}',
  'download.serverError':
    'Kāore i taea e WaiKura te hanga i te kōnae (hapa {status}). Kāore he mea i tō mahere i panoni.',
  'download.emptyFile': 'I hoki mai te kōnae me te kore ihirangi. Kāore he mea i tō mahere i panoni.',
  'download.tryAgain': 'Whakamātau anō',
  'download.bytes': '{n} paita',
  'download.kb': '{n} KB',
  'download.mb': '{n} MB',
  'download.uploadHeading': 'Tukuake ki Hinekōrako',
  'download.uploadIntro':
    'Ka tono a Taumata Arowai, te kaiwhakarite wai inu, kia tukuake koe i tō mahere ki Hinekōrako, tōna tomokanga mō ngā kaiwhakarato wai. Takiuru ki reira, kātahi:',
  'download.step1':
    'I te whārangi matua, huakina te tahua kei te taha matau, ka kōwhiri i te “View Supply Details”.',
  'download.step2':
    'I te tahua kei te taha mauī e kīia ana ko “Actions for this supply”, kōwhiria te “View/Add Drinking Water Safety Plans”.',
  'download.step3':
    'Kōwhiria te “Add New Drinking Water Safety Plan”. Ko ngā mahere i tukuna e koe i mua, kei te ripanga i raro iho.',
  'download.step4':
    'Mō tō mahere tuatahi, tāpiritia he whakamārama poto pērā i te “{school}, Drinking Water Safety Plan, {date}”. Tirohia kei te tika ngā taipitopito o tō rēhitatanga, ka kōwhiri i te Next.',
  'download.step5':
    'Kōwhiria te “Upload Document” ka kōwhiri i te kōnae i tikiakehia e koe i konei. Kāore e herea te whakamārama tuhinga. Tirohia ngā taipitopito, kātahi ka tuku i tō mahere.',
  'download.step6':
    'Hei tirotiro kua tae atu, whaia anō ngā hīkoi 1 ki te 3: me kitea ināianei tō mahere i te ripanga o ngā mahere kua tukuna.',
  'download.uploadSource':
    'Mātāpuna: Taumata Arowai, “Quick guide to uploading your Drinking Water Safety Plan (Hinekōrako reference guide)”, whārangi 1 ki te 3.',
  'download.printHeading': 'He pai ake te pepa?',
  'download.printBody':
    'Ka taea hoki te tā i ia whārangi o te mahere mai i tō pūtirotiro (Ctrl + P, te Tā rānei i te tahua o tō pūtirotiro); ka waihotia ngā tahua i te tānga. Mō te mahere katoa ki te pepa, tikiakehia te PDF ka tā ai.',

  'revisions.title': 'Ngā pūkete whakahou',
  'revisions.lead':
    'Ia panoni ki tō mahere: āhea i mahia ai, i tēhea wāhanga, ko ēhea whakautu i panoni, ā, nā wai. Huakina te hītori o tētahi wāhanga hei pānui, hei whakahoki rānei i tētahi putanga o mua.',
  'revisions.filter': 'Whakaaturia ngā panoni ki',
  'revisions.filterHint': 'Kōwhiria he wāhanga kotahi, tirohia rānei te mahere katoa.',
  'revisions.allSections': 'Ngā wāhanga katoa',
  'revisions.tableHeading': 'Ngā panoni, ko te mea hou rawa i te tuatahi',
  'revisions.count': 'E whakaatu ana i te {shown} o ngā panoni {total}',
  'revisions.countOne': 'E whakaatu ana i te panoni kotahi',
  'revisions.when': 'Te rā me te wā',
  'revisions.section': 'Wāhanga',
  'revisions.what': 'I ahatia',
  'revisions.fields': 'Ngā whakautu i panoni',
  'revisions.who': 'Nā wai',
  'revisions.historyOf': ', tirohia tōna hītori',
  'revisions.saved': 'I tiakina hei putanga {version}',
  'revisions.restored': 'I whakahokia te putanga {from}, i tiakina hei putanga {version}',
  'revisions.restoredUnknown': 'I whakahokia tētahi putanga o mua, i tiakina hei putanga {version}',
  'revisions.statusSet': 'I whakaritea te tūnga ki “{status}”',
  'revisions.statusCleared': 'I whakatauria anō te tūnga mai i ngā whakautu (“{status}”)',
  'revisions.noFields': 'Kāore he whakautu i panoni',
  'revisions.showMore': 'Whakaaturia anō te {count}',
  'revisions.emptyTitle': 'Kāore anō he panoni',
  'revisions.emptyBody':
    'Ina tiakina e tētahi tētahi wāhanga o te mahere, ka tuhia te panoni ki konei, me te ingoa o te tangata nāna, me te wā. Kāore tētahi mea e ngaro: ka taea te whakahoki i ia putanga o mua.',
  'revisions.emptyStart': 'Tīmata ki {section}',
  'revisions.emptySection': 'Kāore anō he panoni ki {section}.',
  'revisions.loadError': 'Kāore i taea te uta i ngā pūkete whakahou.',
  'revisions.unknownSection': 'Wāhanga {id}',

  'boil.title': 'Pānui kōhua wai',
  'boil.lead':
    'He pānui hei tā, hei whakairi ki ia kōrere me ia puna inu ina me kōhua tō wai, hei tauira ina kitea te E. coli e tētahi whakamātautau wai.',
  'boil.print': 'Tāngia te pānui',
  'boil.settingsHeading': 'I mua i te tā',
  'boil.date': 'Te rā ka tīmata te pānui',
  'boil.dateHint': 'Ko te rā nei te nuinga o te wā. Waiho kia wātea hei tuhi ā-ringa i te rā.',
  'boil.contactsLegend': 'Me whakapā te tangata ki a wai',
  'boil.contactsHint': 'Tīkina ngā whakapā hei whakaatu ki te pānui. Nō ngā wāhanga 1.2 me 6.1 o tō mahere.',
  'boil.contactFrom12': 'Whakapā ohotata (1.2)',
  'boil.contactFrom61': 'Whakapā aituā (6.1)',
  'boil.noContacts':
    'Kāore anō he whakapā ohotata i tō mahere, nō reira he wāhi kei te pānui hei tuhi i tētahi.',
  'boil.addContacts12': 'Tāpiritia he whakapā ohotata i {section}',
  'boil.noticeLabel': 'Te pānui, pērā i tōna āhua ina tāia',
  'boil.noticeHeading': 'Kōhuatia te wai i mua i te inu',
  'boil.noticeFrom':
    'Mai i te {date}, kāore te wai o te kōrere i {school} e haumaru ana hei inu, ki te kore e kōhuatia.',
  'boil.noticeFromBlank':
    'Mai i te ________________, kāore te wai o te kōrere i {school} e haumaru ana hei inu, ki te kore e kōhuatia.',
  'boil.whatToDo': 'Me aha koe',
  'boil.step1': 'Kōhuatia te wai kia koropupū: he mirumiru nui e piki tonu ana ahakoa ka kōrori koe.',
  'boil.step2': 'Waiho kia mātao, kātahi ka pupuri i roto i tētahi ipu mā kua hipokina.',
  'boil.step3':
    'Whakamahia he wai kua kōhuatia, he wai pātara rānei mō te inu, te parai niho me te whakarite kai.',
  'boil.untilLifted': 'Mahia tonutia tēnei kia kī mai rā anō te kura kua haumaru anō te wai.',
  'boil.questions': 'He pātai? Whakapā atu ki',
  'boil.contactBlank': 'Ingoa: ______________________   Waea: ______________________',
  'boil.procedureHeading': 'Tō tukanga mō te pānui kōhua wai (6.1)',
  'boil.procedureNote': 'Mā ngā kaimahi: kei te mata anake tēnei, kāore e tāia ki te pānui.',
  'boil.procedureEmpty':
    'Kāore anō te wāhanga 6.1 kia kī me pēhea e whakamōhio ai koe ki te katoa kia kōhua i tō rātou wai: mā wai e whakairi tēnei pānui, mā wai e whakamōhio ngā whānau, ā, me pēhea e tangohia ai te pānui.',
  'boil.editProcedure': 'Whakatikaina te tukanga i {section}',
  'boil.readProcedure': 'Pānuitia te tukanga i {section}',
  'boil.writeProcedure': 'Tuhia te tukanga i {section}',
  'boil.sourcesHeading': 'I ahu mai tēnei tohutohu i hea',
  'boil.source1':
    'Ina kitea te E. coli e tētahi whakamātautau o tō wai kua whakapaia, me mahi tonu koe hei tiaki i te tangata, hei tauira mā te tohutohu ki te katoa kia kōhua i te wai i mua i te inu, me te whakamōhio ki a Taumata Arowai. He mahi mō te wā poto te kōhua, i a koe e kimi ana, e whakatika ana i te take. (Taumata Arowai, Drinking Water Quality Assurance Rules interpretation guide for networked small supplies, tauira, whārangi PDF 16.)',
  'boil.source2':
    'Kia rite tonu he pānui kōhua wai, ā, tuhia ia wā ka whakamahia he pānui kōhua wai, hei arotake, hei tātari kaute. (Taumata Arowai, Drinking Water Acceptable Solution for Roof Water Supplies, whārangi 11 me 12.)',
  'boil.source3':
    'Ko te kōhua wai (kia koropupū, kia mātao, hei parai niho, hei kai) he tohutohu hauora tūmatanui noa; kāore ngā tuhinga a te kaiwhakarite kei a WaiKura e whakamārama ana.',
  'boil.loadError':
    'Kāore i taea te uta i tō mahere, nō reira ko ngā mea e mōhio ana mātou anake kei te pānui.',
};
