/**
 * English interface words of the size panel (1.1), the storage figure's note (2.6), the "asked in
 * another section" note and the result prompt (8.1). The regulatory statements themselves are domain
 * data with their sources (domain/plan/supply-size.ts, demand.ts, water-results.ts).
 */
export const enRegulatory = {
  'plan.size.title': 'The size of your supply',
  'plan.size.none':
    'Enter how many people are on site on a normal school day to see which rules apply to your supply.',
  'plan.size.is': 'With {people} people on a normal day your supply is: {label}.',
  'plan.size.source': 'Source:',
  'plan.size.rules': 'What this means for your school',
  'plan.size.sectionTitle': 'The rules for your supply’s size',
  'plan.size.sectionIs':
    'Section 1.1 says {people} people are on site on a normal day: {label}. The rules below are the ones for that size.',
  'plan.size.sectionNone':
    'The rules here depend on how many people your supply serves on a normal day. Answer that in section 1.1 and this page will show the rules for your size; until then the hints name the rules for both small and medium supplies.',
  'plan.size.editBackground': 'Change the number of people in 1.1',
  'plan.demand.floorApplied':
    'Your target of {target} days is below the roof water Acceptable Solution’s 96 hours of average demand, so the check uses {days} days.',
  'plan.askedElsewhere': 'Already answered in {section}:',
  'plan.askedElsewhere.change': 'Change it in {section}',
  'plan.askedElsewhere.differs':
    'This answer differs from {section}. The export prints the answer from {section}.',
  'plan.results.promptTitle': 'Open your incident plan',
  'plan.results.alerted':
    'When this row is saved, WaiKura opens an incident for the sample and alerts the principal, the school’s administrators and your provider, at once.',
  'plan.results.incidents': 'Go to the incidents',
} as const;
