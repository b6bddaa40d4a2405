import type { enOffline } from './en-offline';

/** Te reo Māori twin of `en-offline.ts` (decision 042; wants a fluent speaker's review). */
export const miOffline: { readonly [K in keyof typeof enOffline]: string } = {
  'offline.banner.label': 'Hononga',
  'offline.banner.offline': 'Kāore koe i te tuihono.',
  'offline.banner.copyOf': 'I tiakina tēnei kape o {section} i te {time} i te {date}.',
  'offline.banner.copyOfUndated': 'Ko te kape tēnei o {section} i tiakina ki tēnei pūrere.',
  'offline.banner.available': 'Kua tiakina ki tēnei pūrere, hei huaki me te kore whatunga:',
  'offline.banner.none':
    'Kāore anō tētahi wāhanga o tō mahere kia tiakina ki tēnei pūrere. Ko ngā whārangi o te kete aituā (6.1, 1.2, te pānui kōhua wai, te PDF o te mahere, ngā aituā) ka huakina e koe i a koe e tuihono ana, ka puritia ki konei mō te wā e heke ana te whatunga.',
  'offline.banner.savedAt': 'i tiakina i te {time} i te {date}',
  'offline.page.title': 'Me whai whatunga tēnei whārangi',
  'offline.copy.notice': 'Pānui kōhua wai',
  'offline.copy.noticeName': 'te pānui kōhua wai',
  'offline.copy.pdf': 'Tō mahere hei PDF',
  'offline.copy.incidents': 'Ngā aituā me ngā pānui',
  'offline.queue.result.one': 'Kotahi te hua e tatari ana kia tukuna',
  'offline.queue.result.other': 'E {count} ngā hua e tatari ana kia tukuna',
  'offline.queue.note.one': 'Kotahi te tuhipoka aituā e tatari ana kia tukuna',
  'offline.queue.note.other': 'E {count} ngā tuhipoka aituā e tatari ana kia tukuna',
  'offline.queue.visit.one': 'Kotahi te pūkete toronga e tatari ana kia tukuna',
  'offline.queue.visit.other': 'E {count} ngā pūkete toronga e tatari ana kia tukuna',
  'offline.queue.whenOnline': 'Kei tēnei pūrere e puritia ana, ā, ka tukuna ina hoki mai te whatunga.',
  'offline.queue.refused': 'Kāore i whakaaetia e WaiKura: {summary}. {message}',
  'offline.queue.dismiss': 'Whakakorea',
  'offline.queue.removedOnLogout.one':
    'Kotahi te panoni i mahia tuimotu kāore i taea te tuku, ā, kua tangohia i tēnei pūrere.',
  'offline.queue.removedOnLogout.other':
    'E {count} ngā panoni i mahia tuimotu kāore i taea te tuku, ā, kua tangohia i tēnei pūrere.',
  'offline.update.ready': 'Kua rite he putanga hou o WaiKura.',
  'offline.update.reload': 'Utaina anō kia whakahoutia',
};
