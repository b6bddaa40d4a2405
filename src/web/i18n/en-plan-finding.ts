/** English messages of the plan-finding screens; joined into the one catalogue by en.ts. */
export const enPlanFinding = {
  // The section finder (platform specification 2: "match a section by number, id or title").
  'planFinding.finder.label': 'Find a section',
  'planFinding.finder.hint': 'Type a number like 3.2 or words like catchment',
  'planFinding.finder.search': 'Section finder',
  'planFinding.finder.results': 'Sections that match',
  'planFinding.finder.count.one': '1 section found. Press Enter to open it.',
  'planFinding.finder.count.other': '{count} sections found. Use Tab or the down arrow to choose one.',
  'planFinding.finder.count.none':
    'No section matches "{query}". Try a section number like 4.1, or a word like tank or bore.',

  // The not-found page (plan specification 2.7).
  'planFinding.notFound.suggestionsTitle': 'Were you looking for one of these parts of the plan?',
  'planFinding.notFound.suggestionsIntro':
    'These sections have words in common with the address you asked for.',
  'planFinding.notFound.address': 'Address',
  'planFinding.notFound.redirecting': 'Redirecting...',
  'planFinding.notFound.moved': 'This page has a new address: {path}. We are taking you there now.',
  'planFinding.notFound.goNow': 'Go to the new address now',

  // Alias and school-less addresses (plan specification 2.2).
  'planFinding.alias.chooseSchool':
    'That page belongs to a school’s plan. Choose the school whose plan you want to open.',
  'planFinding.alias.noSchoolTitle': 'This page belongs to a school’s plan',
  'planFinding.alias.noSchoolBody':
    'Your account is not linked to a school, so we cannot tell whose plan to open. Open the school from your dashboard, or ask the school to invite you.',
  'planFinding.alias.toDashboard': 'Go to your dashboard',
} as const;
