/**
 * English messages of the iwi and mana whenua engagement tracker (issue 20, decision 041). The tracker's
 * questions (contacts, hui, follow-ups) are plan section 2.9's own and stay English like every plan
 * question; these are the page's own words.
 */
export const enIwiEngagement = {
  'iwi.breadcrumb': 'Where you are',
  'iwi.eyebrow': 'Te Mana o te Wai · section 2.9 of your plan',
  'iwi.title': 'Iwi and mana whenua engagement',
  'iwi.lead':
    'Keep track of who you talk with about the school’s water, what you talked about, and what you agreed to do next.',
  'iwi.why.title': 'Why this matters',
  'iwi.why.body':
    'Te Mana o te Wai is about the health of the water first, then the people who drink it. Every water supplier must give effect to it in their plan; what matters most is showing you have started and keep learning.',
  'iwi.why.body2':
    'Good relationships with whānau, hapū and iwi are one of the ways the regulator lists to protect a water source, for example so you hear about a rāhui in time.',
  'iwi.why.sources':
    'Sources: DWSP_Template_Medium_101-500, p. 4 and p. 6 (Te Mana o te Wai, Question 1); DWSP_Template_Small_26-100, p. 7 (hazard G: relationships with whānau, hapū and iwi Māori).',
  'iwi.oneRecord':
    'Everything here is saved in section 2.9 of your plan and printed in the plan you download. Changing it here or in 2.9 changes the same answers.',
  'iwi.summary.title': 'At a glance',
  'iwi.summary.contacts': 'Contacts: {count}',
  'iwi.summary.hui': 'Hui and conversations: {count}',
  'iwi.summary.open': 'Follow-ups still to do: {count}',
  'iwi.summary.next': 'Next due: {action} by {date}',
  'iwi.tabs.label': 'Parts of the tracker',
  'iwi.tab.contacts': 'Contacts',
  'iwi.tab.hui': 'Hui and conversations',
  'iwi.tab.followUps': 'Follow-ups',
  'iwi.tab.needsFixing': 'needs fixing',
  'iwi.followUps.reminder':
    'A follow-up with a date appears in the school calendar on that day, and the principal and office are reminded three days before, in WaiKura and by e-mail. Mark it done and the reminder stops.',
  'iwi.form.label': 'Engagement tracker: {tab}',
  'iwi.link.section': 'All of 2.9 Te Mana o te Wai',
  'iwi.link.calendar': 'Open the calendar',
  'iwi.link.history': 'Earlier versions of 2.9',
  'iwi.readOnly': 'You can read this tracker but not change it.',
  'iwi.loadFailed': 'The tracker could not be loaded: {message}',
} as const;
