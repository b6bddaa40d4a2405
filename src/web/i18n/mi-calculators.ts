import type { enCalculators } from './en-calculators';

/**
 * Te reo Māori for the calculators' pages and the suppliers' page (issue 20a). Terms follow the regulator's
 * usage where it has one (Taumata Arowai, mahere haumaru wai inu, wai inu, kura); the documents' titles
 * keep their English names in brackets so they can be found. Written by a non-fluent writer: every line
 * wants review by a fluent speaker before it is relied on.
 */
export const miCalculators: { readonly [K in keyof typeof enCalculators]: string } = {
  'calc.nav.label': 'Ngā tātaitai',
  'calc.school.title': 'Te utu o te tiaki i tō mahere mō tō kura',
  'calc.school.eyebrow': 'Mō ngā kura: te wā me te utu',
  'calc.school.lead':
    'Whakatauritea tētahi tau e tiaki ana i tō Mahere Haumaru Wai Inu ki runga pepa, ki ngā tuhinga rānei, ki tētahi tau e tiaki ana i roto i a WaiKura. Ka taea e koe te huri i ia tau i raro nei; e kī ana ia tau i ahu mai i hea.',
  'calc.schoolAdvanced.title': 'Te utu pea ki tō kura ina hapa te puna wai',
  'calc.schoolAdvanced.eyebrow': 'Mō ngā kura: te tātaitai hōhonu',
  'calc.schoolAdvanced.lead':
    'Te wā me te utu o te mahere i ia tau, me te utu o tētahi hapa o te puna wai (he pānui kōhua wai, he wai pounamu, he katinga wawe, he whakamātautau anō, he karanga kaimahi), ka whakataurite ki te tūpono o tētahi hapa i te tau, e ai ki tō whakaaro.',
  'calc.supplier.title': 'Te mea ka penapenatia e WaiKura mā te kaiwhakarato, mā te kaikirimana rānei',
  'calc.supplier.eyebrow': 'Mō ngā kaiwhakarato me ngā kaikirimana: te hua o te haumitanga',
  'calc.supplier.lead':
    'Te wā ka whakapaua e koe i ia tau ki ngā pūkete o ia kura kiritaki, ki ngā pūrongo toro, ki ngā haerenga, ki runga pepa, ki a WaiKura rānei, puta noa i ngā kura katoa e tiakina ana e koe.',
  'calc.supplierAdvanced.title': 'Te utu ki te kaiwhakarato o ngā hapa me ngā whakamātautau i mahue',
  'calc.supplierAdvanced.eyebrow': 'Mō ngā kaiwhakarato me ngā kaikirimana: te tātaitai hōhonu',
  'calc.supplierAdvanced.lead':
    'Te tātaitai o te hua o te haumitanga, me te utu e tūmanakohia ana i ia tau o ngā hapa o te puna wai puta noa i ō kura kiritaki, me te utu o te whai i tētahi whakamātautau ā-toru marama i mahue.',

  'calc.howTo':
    'Hurihia tētahi tau: ka huri ngā hua i a koe e patopato ana. Ka puritia ō tau e te wāhitau o tēnei whārangi, nō reira ka taea e koe te tohu, te tuku rānei ki tētahi atu.',
  'calc.inputs.heading': 'Ō tau',
  'calc.reset': 'Whakahokia ki ngā tau taunoa',
  'calc.resetDone': 'Kua hoki ngā tau ki ō rātou tau taunoa.',

  'calc.group.time': 'Te wā o ngā kaimahi',
  'calc.group.review': 'Te arotake i te mahere',
  'calc.group.tests': 'Ngā whakamātautau wai',
  'calc.group.reports': 'Te pūrongo ki a Taumata Arowai',
  'calc.group.costs': 'Ētahi atu utu',
  'calc.group.chance': 'Te tūpono o tētahi hapa i te tau',
  'calc.group.boil': 'He pānui kōhua wai',
  'calc.group.closure': 'Te kati i te kura',
  'calc.group.response': 'Te urupare ki te hapa',
  'calc.group.clients': 'Ō kura kiritaki',
  'calc.group.admin': 'Ngā pūkete o ia kura',
  'calc.group.visitReports': 'Ngā pūrongo toro',
  'calc.group.travel': 'Ngā haerenga kāore e hiahiatia anō',
  'calc.group.price': 'Te utu o WaiKura',
  'calc.group.missed': 'Ngā whakamātautau wai i mahue',

  'calc.input.hourlyRate.label': 'Te utu o tētahi hāora o te wā kaimahi, tae atu ki ngā utu tāpiri',
  'calc.input.contractorRate.label': 'Tō utu mō tētahi hāora mahi',
  'calc.input.reviewsPerYear.label': 'Ngā arotakenga o te mahere i te tau',
  'calc.input.reviewHoursPaper.label': 'Ngā hāora mō tētahi arotakenga ki runga pepa',
  'calc.input.reviewHoursWaiKura.label': 'Ngā hāora mō tētahi arotakenga i roto i a WaiKura',
  'calc.input.testsPerYear.label': 'Ngā whakamātautau wai i te tau',
  'calc.input.minutesPerTestPaper.label':
    'Ngā meneti hei whakarite, hei kōnae, hei whai i tētahi whakamātautau ki runga pepa',
  'calc.input.minutesPerTestWaiKura.label': 'Ngā meneti mō tētahi whakamātautau i roto i a WaiKura',
  'calc.input.reportsPerYear.label': 'Ngā pūrongo tautukunga i te tau',
  'calc.input.reportHoursPaper.label': 'Ngā hāora hei whakarite i tētahi pūrongo mai i ngā pūkete pepa',
  'calc.input.reportHoursWaiKura.label': 'Ngā hāora mō tētahi pūrongo mai i a WaiKura',
  'calc.input.paperCosts.label': 'Te tā, ngā kōpaki me te pou i te tau',
  'calc.input.waikuraPrice.label': 'Te utu o WaiKura mō tō kura i te tau (mai i tō tuku utu)',
  'calc.input.failureChancePaper.label': 'Te tūpono o tētahi hapa i te tau, ina ki runga pepa te mahere',
  'calc.input.failureChanceWaiKura.label':
    'Te tūpono o tētahi hapa i te tau, ina i roto i a WaiKura te mahere',
  'calc.input.pupils.label': 'Ngā ākonga me ngā kaimahi e hiahia ana ki te wai inu',
  'calc.input.boilDays.label': 'Ngā rā kura i raro i tētahi pānui kōhua wai',
  'calc.input.litresPerPupil.label': 'Ngā rita wai pounamu mō ia tangata i ia rā kura',
  'calc.input.bottledPerLitre.label': 'Te utu o tētahi rita wai pounamu',
  'calc.input.closureDays.label': 'Ngā rā kura i katia, i tukuna wawetia rānei ngā ākonga ki te kāinga',
  'calc.input.closureCostPerDay.label':
    'Te utu o tētahi rā i katia (ngā kaiako whakakapi, ngā hōtaka i ngaro, te whai i muri)',
  'calc.input.retests.label': 'Ngā whakamātautau taiwhanga anō i te wā e kimihia ana te take',
  'calc.input.labTestCost.label': 'Te utu o tētahi whakamātautau taiwhanga',
  'calc.input.callOuts.label': 'Ngā karanga kaikirimana',
  'calc.input.callOutCost.label': 'Te utu o tētahi karanga',
  'calc.input.incidentStaffHours.label':
    'Ngā hāora kaimahi i whakapaua ki te hapa (ngā pānui, ngā mātua, ngā pūkete)',
  'calc.input.clientSchools.label': 'Ngā kura kiritaki e tiakina ana e koe',
  'calc.input.adminHoursPaper.label': 'Ngā hāora i te tau ki ngā pūkete o ia kura ki runga pepa',
  'calc.input.adminHoursWaiKura.label': 'Ngā hāora i te tau ki ngā pūkete o ia kura i roto i a WaiKura',
  'calc.input.reportsPerSchool.label': 'Ngā pūrongo toro mō ia kura i te tau',
  'calc.input.minutesPerReportPaper.label': 'Ngā meneti hei tuhi i tētahi pūrongo toro ki runga pepa',
  'calc.input.minutesPerReportWaiKura.label': 'Ngā meneti mō tētahi pūrongo toro i roto i a WaiKura',
  'calc.input.tripsAvoided.label': 'Ngā haerenga i te tau ki ia kura kāore e hiahiatia anō',
  'calc.input.hoursPerTrip.label': 'Ngā hāora o tētahi haerenga, haere atu, hoki mai',
  'calc.input.kmPerTrip.label': 'Ngā manomita o tētahi haerenga, haere atu, hoki mai',
  'calc.input.costPerKm.label': 'Te utu o tētahi manomita taraiwa',
  'calc.input.waikuraPricePerSchool.label': 'Te utu o WaiKura mō ia kura i te tau (mai i tō tuku utu)',
  'calc.input.incidentHours.label': 'Ngā hāora mahi mō tētahi hapa i tētahi kura, i te wāhi me muri mai',
  'calc.input.missedTestsPaper.label':
    'Ngā whakamātautau i mahue i te tau mō ia kura, ina ki runga pepa te mahi',
  'calc.input.missedTestsWaiKura.label':
    'Ngā whakamātautau i mahue i te tau mō ia kura, me ngā whakamaumahara a WaiKura',

  'calc.unit.hours': 'hāora',
  'calc.unit.minutes': 'meneti',
  'calc.unit.nzd': 'tāra NZ',
  'calc.unit.nzdPerHour': 'tāra NZ ia hāora',
  'calc.unit.nzdPerKm': 'tāra NZ ia manomita',
  'calc.unit.nzdPerLitre': 'tāra NZ ia rita',
  'calc.hintPlain': 'Te tau taunoa: {default}.',
  'calc.unit.percent': 'ōrau',
  'calc.unit.km': 'manomita',
  'calc.unit.litres': 'rita',
  'calc.unit.days': 'rā',
  'calc.hint': 'Hei {unit}. Te tau taunoa: {default}.',
  'calc.source.regulator': 'Mātāpuna: Taumata Arowai, {doc}, whārangi {page}.',
  'calc.source.estimate':
    'He whakatau tata nā WaiKura anō, ehara i te tau a te kaiwhakahaere ture: whakauruhia tōu ake.',
  'calc.doc.small':
    'Te Tātauira Mahere Haumaru Wai Inu mō ngā Puna Wai Iti (Drinking Water Safety Planning Template for Small Supplies)',
  'calc.doc.medium':
    'Te Aratohu Mahere Haumaru Wai Inu mō ngā Puna Wai Waenga (Drinking Water Safety Planning Guidance for Medium Supplies)',
  'calc.doc.dwqar':
    'Te Aratohu mō ngā Ture Whakaū Kounga Wai Inu mō ngā Puna Wai Iti (Drinking Water Quality Assurance Rules Interpretation Guide for Networked Small Supplies, hukihuki / draft)',

  'calc.problem.empty': 'Whakauruhia he tau (0 mēnā kāore).',
  'calc.problem.notANumber': 'Whakauruhia he tau ki ngā mati, pērā i te 12, i te 2.5 rānei.',
  'calc.problem.comma':
    'Whakamahia he ira mō ngā ā-ira, pērā i te 1.5. Ka taea anake te piko hei wehe i ngā mano, pērā i te 1,500.',
  'calc.problem.negative': 'Whakauruhia te {min}, nui ake rānei.',
  'calc.problem.tooBig': 'Whakauruhia te {max}, iti iho rānei.',
  'calc.problem.notWhole': 'Whakauruhia he tau tōpū.',

  'calc.results.heading': 'Te katoa i roto i te tau',
  'calc.results.wait': 'E tatari ana ngā hua kia whakatikahia tētahi tau: {fields}.',
  'calc.results.hoursSaved':
    'Mā WaiKura, ka iti iho tō wā i te tau, tata ki te {saved}: tata ki te {waikura}, kaua ko te {paper}.',
  'calc.results.hoursMore':
    'Mā WaiKura, ka nui ake tō wā i te tau, tata ki te {saved}: tata ki te {waikura}, kaua ko te {paper}.',
  'calc.results.hoursSame':
    'He ōrite te wā ka whakapaua e koe, ahakoa te huarahi: tata ki te {paper} i te tau.',
  'calc.results.moneySaved':
    'Ina tatauria taua wā ki tō utu ā-hāora, me ērā atu utu, ka penapenatia e WaiKura tata ki te {saved} i te tau: tata ki te {waikura}, kaua ko te {paper}.',
  'calc.results.moneyMore':
    'Ina tatauria taua wā ki tō utu ā-hāora, me ērā atu utu, ka nui ake te utu o WaiKura, tata ki te {saved} i te tau: tata ki te {waikura}, kaua ko te {paper}.',
  'calc.results.perDollar': 'Mō ia tāra o te utu o WaiKura, tata ki te {amount} ka hoki mai.',
  'calc.results.noPrice': 'Whakauruhia te utu o WaiKura mai i tō tuku utu kia kitea te hua mō ia tāra.',
  'calc.results.failure':
    'Ko te utu o tētahi hapa, tata ki te {total}; ina whakataurite ki tōna tūpono, tata ki te {paper} i te tau ki runga pepa, ki te {waikura} mā WaiKura.',
  'calc.hours.one': '1 hāora',
  'calc.hours.other': '{n} hāora',

  'calc.chart.title': 'Te utu i te tau, ki runga pepa, mā WaiKura hoki',
  'calc.chart.desc':
    'He kauwhata pae. Ki runga pepa: {paper}. Mā WaiKura: {waikura}. Kei te ripanga i raro ia wāhanga.',
  'calc.chart.paper': 'Ki runga pepa',
  'calc.chart.waikura': 'Mā WaiKura',
  'calc.table.caption': 'Te wāhi e haere ai te wā me te moni, i te tau',
  'calc.table.what': 'He aha',
  'calc.table.hoursPaper': 'Ngā hāora ki runga pepa',
  'calc.table.hoursWaiKura': 'Ngā hāora mā WaiKura',
  'calc.table.nzdPaper': 'Te utu ki runga pepa',
  'calc.table.nzdWaiKura': 'Te utu mā WaiKura',
  'calc.table.total': 'Te tapeke',
  'calc.line.review': 'Te arotake i te mahere',
  'calc.line.tests': 'Ngā whakamātautau wai',
  'calc.line.reports': 'Ngā pūrongo tautukunga',
  'calc.line.paper': 'Te tā, ngā kōpaki me te pou',
  'calc.line.price': 'Te utu o WaiKura',
  'calc.line.failure': 'Ngā hapa o te puna wai, kua whakatauritea ki tō rātou tūpono',
  'calc.line.admin': 'Ngā pūkete o ia kura',
  'calc.line.visitReports': 'Ngā pūrongo toro',
  'calc.line.travel': 'Ngā haerenga kāore e hiahiatia anō',
  'calc.line.missedTests': 'Te whai i ngā whakamātautau i mahue',
  'calc.failure.caption': 'Te utu o tētahi hapa',
  'calc.failure.part': 'Wāhanga',
  'calc.failure.cost': 'Utu',
  'calc.failure.bottledWater': 'Wai pounamu',
  'calc.failure.closure': 'Te kati i te kura',
  'calc.failure.retests': 'Ngā whakamātautau taiwhanga anō',
  'calc.failure.callOuts': 'Ngā karanga me ngā haerenga',
  'calc.failure.staffTime': 'Te wā i whakapaua',
  'calc.failure.total': 'Tētahi hapa, te katoa',

  'calc.caveat':
    'He whakatau tata ēnei hei āwhina i a koe ki te whakatau, ehara i te tuku utu, i te kupu taurangi rānei. Kāore a WaiKura anake e whakahaumaru i te puna wai: mā te mahere, mā ngā whakamātautau, mā te mahi ki te puna wai kē.',
  'calc.more.heading': 'Ērā atu tātaitai',
  'calc.more.school': 'Te wā me te utu mō tētahi kura',
  'calc.more.schoolAdvanced': 'Te tātaitai hōhonu a te kura: te utu o tētahi hapa',
  'calc.more.supplier': 'Te hua o te haumitanga mō ngā kaiwhakarato me ngā kaikirimana',
  'calc.more.supplierAdvanced': 'Te tātaitai hōhonu a te kaiwhakarato: ngā hapa me ngā whakamātautau i mahue',

  'calc.pro.title': 'Penapenatia te wā mō ia puna wai kura e tiakina ana e koe',
  'calc.pro.eyebrow': 'A WaiKura mō ngā kaiwhakarato me ngā kaikirimana',
  'calc.pro.lead':
    'Mēnā ka tiaki koe i ngā puna wai o ngā kura (ngā tātari, ngā rama UV, ngā tank, ngā puna keri), ka tiaki rānei i ngā mahere o ngā kura maha, ka puritia e WaiKura te mahere, ngā pūkete me ō pūrongo toro o ia kura ki te wāhi kotahi.',
  'calc.pro.what.heading': 'Ngā mahi ka taea e koe i roto i a WaiKura',
  'calc.pro.what.1': 'Pānuihia te mahere o ia kura kua tohua ki a koe, mai i tō waea i te taha o te tank.',
  'calc.pro.what.2':
    'Tuhia ia toronga, ia huringa tātari, ia whakakapinga rama ki te pukapuka tiaki a te kura, ka noho hei taunakitanga mō tana mahere.',
  'calc.pro.what.3':
    'Kitea ō mahi, tō rārangi wā me ngā kura e hiahia ana kia torohia, ki te rārangi kotahi.',
  'calc.pro.start.heading': 'Te tīmata',
  'calc.pro.start.body':
    'Mā tētahi kura, mā ngā kaimahi rānei o WaiKura koe e pōwhiri, e tohu ki ia kura e mahi ai koe; kāore he mea hei tāuta. Ka mutu tō uru ki tētahi kura ina mutu te tohunga.',
  'calc.pro.dashboard.heading': 'Tō papatohu',
  'calc.pro.dashboard.body':
    'Ina takiuru koe, ka whakaraupapa tō papatohu kaikirimana i ō kura, i ngā mea kua tae te wā, i ō pūrongo.',
  'calc.pro.dashboard.link': 'Haere ki te papatohu kaikirimana',
  'calc.pro.calculators.heading': 'Tātaihia te mea ka penapenatia mōu',
};
