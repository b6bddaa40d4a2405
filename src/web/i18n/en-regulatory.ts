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
  'plan.demand.floorApplied':
    'Your target of {target} days is below the roof water Acceptable Solution’s 96 hours of average demand, so the check uses {days} days.',
  'plan.askedElsewhere': 'Already answered in {section}:',
  'plan.askedElsewhere.change': 'Change it in {section}',
  'plan.askedElsewhere.differs':
    'This answer differs from {section}. The export prints the answer from {section}.',
  'plan.results.promptTitle': 'Open your incident plan',
} as const;
