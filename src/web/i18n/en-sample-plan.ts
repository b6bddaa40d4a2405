/**
 * The public sample plan's interface words (issue 20, decision 040): the `/ta-demo` pages and the home
 * page's link to them. Public pages, so these are part of the core messages (decision 026). The plan's
 * questions and the sample's answers stay English in both languages.
 */
export const enSamplePlan = {
  'samplePlan.pageTitle': 'Sample Drinking Water Safety Plan',
  'samplePlan.heading': 'A finished plan: {school}',
  'samplePlan.banner':
    'This is a sample plan of a fictional school. {school}, its people, places and test results are made up; the rules it quotes come from Taumata Arowai’s own documents, with the page.',
  'samplePlan.intro':
    'Every section of this plan is answered as a careful principal would answer it. Choose the school’s water supply, then read the plan part by part, or download it as the school would send it.',
  'samplePlan.variantLabel': 'The school’s water supply',
  'samplePlan.variant.roof': 'Roof water',
  'samplePlan.variant.bore': 'Bore',
  'samplePlan.downloadTitle': 'Download this sample',
  'samplePlan.downloadNote':
    'Made by the same export a school uses in WaiKura, in the order of the official template.',
  'samplePlan.downloadPdf': 'Download as PDF',
  'samplePlan.downloadDocx': 'Download as Word (DOCX)',
  'samplePlan.contents': 'Contents',
  'samplePlan.partLabel': 'Part {number}',
  'samplePlan.partHeading': 'Part {number}: {title}',
  'samplePlan.sectionsInPart': 'Sections in this part',
  'samplePlan.previousPart': 'Previous: Part {number}',
  'samplePlan.nextPart': 'Next: Part {number}',
  'samplePlan.backToContents': 'Back to the contents',
  'samplePlan.fileNotIncluded': 'Kept by the school with its plan; not reproduced in this sample.',
  'samplePlan.startOwn': 'Start your own plan',
  'samplePlan.homeTitle': 'See what a finished plan looks like',
  'samplePlan.homeBody':
    'Read a complete sample plan of a fictional school, with roof water or a bore, part by part, or download it as PDF or Word.',
  'samplePlan.homeLink': 'Open the sample plan',
} as const;
