/** English words of the offline kit (issue 16, decision 028): the banner, the writes waiting, updates. */
export const enOffline = {
  'offline.banner.label': 'Connection',
  'offline.banner.offline': 'You are offline.',
  'offline.banner.copyOf': 'This copy of {section} was saved at {time} on {date}.',
  'offline.banner.copyOfUndated': 'This is the copy of {section} saved on this device.',
  'offline.banner.available': 'Saved on this device, to open without a network:',
  'offline.banner.none':
    'Nothing of your plan is saved on this device yet. Pages of the incident kit (6.1, 1.2, the boil water notice, the plan PDF, incidents) that you open while online are kept here for the next time the network is down.',
  'offline.banner.savedAt': 'saved {time} on {date}',
  'offline.page.title': 'This page needs the network',
  'offline.copy.notice': 'Boil water notice',
  'offline.copy.noticeName': 'the boil water notice',
  'offline.copy.pdf': 'Your plan as PDF',
  'offline.copy.incidents': 'Incidents and notices',
  'offline.queue.result.one': '1 result waiting to send',
  'offline.queue.result.other': '{count} results waiting to send',
  'offline.queue.note.one': '1 incident note waiting to send',
  'offline.queue.note.other': '{count} incident notes waiting to send',
  'offline.queue.visit.one': '1 site visit record waiting to send',
  'offline.queue.visit.other': '{count} site visit records waiting to send',
  'offline.queue.whenOnline': 'They are kept on this device and sent when the network returns.',
  'offline.queue.refused': 'Not accepted by WaiKura: {summary}. {message}',
  'offline.queue.dismiss': 'Dismiss',
  'offline.queue.removedOnLogout.one':
    '1 change made offline could not be sent and was removed from this device.',
  'offline.queue.removedOnLogout.other':
    '{count} changes made offline could not be sent and were removed from this device.',
  'offline.update.ready': 'A new version of WaiKura is ready.',
  'offline.update.reload': 'Reload to update',
} as const;
