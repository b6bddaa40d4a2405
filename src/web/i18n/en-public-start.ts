/**
 * Issue 20b: the interface words of the public start pages (`/getstarted`, `/dual-home`, `/te-mana-o-te-wai`),
 * their links from the home page and the footer, and provider staff's `/waikura/site-visit` notice. Core
 * messages (spread into `en-core.ts`): public pages read them in the first script (decision 026). Their
 * longer explanatory text stays English in the page, like the other public pages' articles.
 */
export const enPublicStart = {
  'publicStart.nav.getStarted': 'Get started',
  'publicStart.nav.teMana': 'Te Mana o te Wai',
  'publicStart.home.title': 'New to WaiKura?',
  'publicStart.home.body': 'See what you need before you begin, or choose the way in that fits you.',
  'publicStart.home.chooseWay': 'Choose your way in',
  'publicStart.home.schools': 'What your school needs to do',

  'publicStart.dual.eyebrow': 'Welcome',
  'publicStart.dual.title': 'How will you use WaiKura?',
  'publicStart.dual.school.title': 'I’m at a school',
  'publicStart.dual.school.body':
    'You are a principal, office manager or board member, and your school gets its drinking water from its own roof tanks, bore, spring or stream.',
  'publicStart.dual.school.action': 'Start your school’s plan',
  'publicStart.dual.provider.title': 'I maintain supplies or look after many schools',
  'publicStart.dual.provider.body':
    'You are a contractor who services tanks, filters and UV units, or part of the team that supports many schools.',
  'publicStart.dual.provider.action': 'How contractors and providers join',
  'publicStart.dual.signedIn': 'Already have an account?',

  'publicStart.start.eyebrow': 'Get started',
  'publicStart.start.title': 'Getting your school started',
  'publicStart.start.lead':
    'What you need, how long it takes, and the steps from creating an account to a finished plan.',
  'publicStart.start.who': 'Who should be involved',
  'publicStart.start.documents': 'Documents to gather',
  'publicStart.start.facts': 'Facts about your supply',
  'publicStart.start.time': 'How long it takes',
  'publicStart.start.steps': 'The steps',
  'publicStart.start.register': 'Create your school’s account',
  'publicStart.start.contractors': 'Contractors and provider staff',

  'publicStart.teMana.eyebrow': 'Te Mana o te Wai',
  'publicStart.teMana.title': 'Te Mana o te Wai and your school’s water',
  'publicStart.teMana.lead':
    'What Te Mana o te Wai is, what it asks of a school that supplies its own drinking water, and how to record it in your plan.',
  'publicStart.teMana.toPlan': 'Open section 2.9 of your plan',

  'publicStart.siteVisit.title': 'Site visits have moved',
  'publicStart.siteVisit.body':
    'Site visits are now recorded on the mobile site, which works on a phone beside the tank and keeps what you enter when the signal drops.',
  'publicStart.siteVisit.open': 'Open the mobile site (new tab)',
} as const;
