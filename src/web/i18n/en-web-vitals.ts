/**
 * The provider staff's speed report (`/waikura/web-vitals`, issue 20h). The metrics' own names (Largest
 * Contentful Paint and the others) are Google's and stay English, marked lang="en" in te reo.
 */
export const enWebVitals = {
  'webVitals.title': 'Speed for real visitors',
  'webVitals.lead':
    'How fast each page was in the browsers of the people who opened it over the last 28 days. Each figure is the 75th percentile: three visits in four were at least this fast.',
  'webVitals.loading': 'Loading the figures',
  'webVitals.loadFailed': 'The figures could not be loaded',
  'webVitals.none':
    'No visits have been measured in the last {days} days. Browsers send their figures when a page is closed or left, so they appear here after people have used WaiKura.',
  'webVitals.caption':
    '75th percentile per page since {date}, with how many visits were measured. Good and poor follow Google’s Web Vitals thresholds.',
  'webVitals.page': 'Page',
  'webVitals.metric.LCP': 'Main content shown',
  'webVitals.metric.INP': 'Answer to a tap or key',
  'webVitals.metric.CLS': 'Page jumping about',
  'webVitals.notMeasured': 'not measured',
  'webVitals.rating.good': 'good',
  'webVitals.rating.needsWork': 'needs work',
  'webVitals.rating.poor': 'poor',
  'webVitals.visits.one': '{count} visit',
  'webVitals.visits.other': '{count} visits',
} as const;
