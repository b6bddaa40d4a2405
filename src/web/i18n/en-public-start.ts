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
  // The get started page's own text (issue 20h): in te reo too, with the regulator's sources cited below it.
  'publicStart.start.who.signTitle': 'Someone who can sign for the school.',
  'publicStart.start.who.signBody':
    'The person in effective control of the supply (for most schools the principal, on behalf of the board) signs off the plan and commits the school to the improvements it lists.',
  'publicStart.start.who.supplyTitle': 'Whoever knows the supply day to day:',
  'publicStart.start.who.supplyBody':
    'the caretaker or property manager, and the contractor who services the tanks, filters or UV unit. The regulator suggests including everyone involved with the supply.',
  'publicStart.start.who.recordsTitle': 'Someone to keep the records,',
  'publicStart.start.who.recordsBody':
    'often the office manager: test results, maintenance and the yearly review.',
  'publicStart.start.documents.intro':
    'You do not need all of these to start. Gather what you have; the plan shows what is still missing.',
  'publicStart.start.documents.registration':
    'Your supply’s registration details from Hinekōrako, the regulator’s portal, including the unique supply identifier you were given when you registered.',
  'publicStart.start.documents.tests': 'Recent water test results, and the laboratory’s reports.',
  'publicStart.start.documents.maintenance':
    'Maintenance records: filter changes, UV lamp replacements, tank cleaning and inspections, with dates.',
  'publicStart.start.documents.sitePlan':
    'A site plan or photos of the roof, tanks, bore or intake, treatment and pipes.',
  'publicStart.start.documents.consent':
    'Any resource consent to take water (for a bore, spring or stream), and its conditions.',
  'publicStart.start.facts.source':
    'Where the water comes from: roof rain, a bore, a spring, a stream, or more than one.',
  'publicStart.start.facts.people':
    'How many people drink it: students, staff and regular visitors. If the number changes (a camp, holidays), the lowest and highest.',
  'publicStart.start.facts.treatment':
    'How it is treated and stored: filters, UV, chlorine, the tanks and their sizes.',
  'publicStart.start.facts.emergency': 'Who to call in an emergency, and their mobile number.',
  'publicStart.start.time.estimate':
    'WaiKura has not yet timed enough schools to give you a measured figure, so this is our honest estimate, not a promise. Creating the account and filling in your school’s details takes a single sitting. Describing the supply and working through what can go wrong usually takes several sittings over a few weeks, mostly because you wait for things: a test result, a contractor’s visit, a board meeting to sign off. Every answer is saved as you go, so you can stop at any point and pick up where you left off.',
  'publicStart.start.time.after':
    'After that, the plan is kept up to date as things happen (a filter changed, a test result filed) and reviewed once a year.',
  'publicStart.start.steps.account': '{link} and confirm your e-mail address.',
  'publicStart.start.steps.parts':
    'Work through the plan’s parts, in any order. A WaiKura plan has {parts} parts and {sections} sections:',
  'publicStart.start.steps.invite':
    'Invite your office staff, and ask for your contractor to be added to your school.',
  'publicStart.start.steps.approve':
    'When the plan is complete, the person who signs for the school approves it, and you download it.',
  'publicStart.start.steps.upload':
    'Upload it to Hinekōrako, the regulator’s portal. Taumata Arowai does not sign off your plan, but may review it.',
  'publicStart.start.join.intro':
    'Contractors and provider staff do not sign up on their own. Your account is created for you, and you receive an e-mail with a link to choose your password.',
  'publicStart.start.join.contractorTitle': 'Contractors:',
  'publicStart.start.join.contractorBody':
    'the WaiKura provider team creates your account. A school’s principal, or the provider team, then assigns you to each school you work for. You see only those schools, and record your visits on your phone at the site.',
  'publicStart.start.join.providerTitle': 'Provider staff',
  'publicStart.start.join.providerBody':
    '(the team that looks after many schools): an administrator of your team adds you.',
  'publicStart.start.join.schoolTitle': 'School staff and viewers',
  'publicStart.start.join.schoolBody':
    '(a board member, an auditor): the school’s principal invites you from the school’s people page.',
  'publicStart.start.join.missing':
    'Were you expecting an invitation that has not arrived? Check your spam folder, then ask the person who invited you to send it again. You can also {link}.',
  'publicStart.start.join.contact': 'contact us',

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
