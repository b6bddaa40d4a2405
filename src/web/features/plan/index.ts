/** What other features may use of the plan feature. */
export { SectionFinder } from './section-finder';
