import type { enSchoolPlace } from './en-school-place';

/** Te reo Māori twin of en-school-place.ts: a school's place on the provider's map. */
export const miSchoolPlace: { readonly [K in keyof typeof enSchoolPlace]: string } = {
  'place.heading': 'Te wāhi i te mahere whenua',
  'place.intro':
    'Te wāhi e tū ana te kura i te mahere whenua o ngā kura. Tuhia te ahopae me te ahopou hei putu ā-ira; ka rawaka he wāhi kei roto i te 100 mita pea mō te mahere whenua.',
  'place.current': 'Kei {lat}, {lng} ināianei (i tautuhia i te {date}).',
  'place.none':
    'Kāore anō kia whakatūria: kei te rārangi i raro i te mahere whenua te kura, engari kāore i tuhia ki runga.',
  'place.lat': 'Ahopae',
  'place.latHint': 'He tau tōraro te tonga: hei tauira, −41.2865 mō Te Whanganui-a-Tara.',
  'place.lng': 'Ahopou',
  'place.lngHint':
    'Ki te rāwhiti o Greenwich: hei tauira, 174.7762 mō Te Whanganui-a-Tara (ko Rēkohu tata ki te −176.5).',
  'place.latRequired': 'Tuhia te ahopae.',
  'place.lngRequired': 'Tuhia te ahopou.',
  'place.latNotNumber': 'Tuhia te ahopae hei tau putu, pērā i te −41.2865.',
  'place.lngNotNumber': 'Tuhia te ahopou hei tau putu, pērā i te 174.7762.',
  'place.latRange': 'Me noho te ahopae ki waenga i te −90 me te 90.',
  'place.lngRange': 'Me noho te ahopou ki waenga i te −180 me te 180.',
  'place.latOutsideNz':
    'Kāore tēnā wāhi i Aotearoa. Tirohia te ahopae: he tōraro te tonga, tata ki te −34 ki te −48.',
  'place.lngOutsideNz':
    'Kāore tēnā wāhi i Aotearoa. Tirohia te ahopou: tata ki te 166 ki te 179 ki te rāwhiti (ko Rēkohu tata ki te −176).',
  'place.useDevice': 'Whakamahia te wāhi o tēnei pūrere',
  'place.locating': 'E kimi ana i te wāhi o tēnei pūrere…',
  'place.deviceFilled':
    'Kei ngā āpure te wāhi o tēnei pūrere (tata ki te {metres} mita te tika). Tirohia mēnā ko te kura tēnā, kātahi ka tiaki.',
  'place.deviceDenied':
    'Kāore tēnei pūtirotiro i whakaaetia kia tuku i tōna wāhi. Me patopato kē te ahopae me te ahopou.',
  'place.deviceFailed': 'Kāore i kitea te wāhi o tēnei pūrere. Me patopato kē te ahopae me te ahopou.',
  'place.save': 'Tiakina te wāhi',
  'place.saved': 'Kua tiakina te wāhi o {school}.',
};
