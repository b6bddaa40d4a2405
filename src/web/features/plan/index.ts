/**
 * What other features may use of the plan feature. The editor's parts are in `editor.ts`, a second entry,
 * so that importing the finder does not load the editor.
 */
export { SectionFinder } from './section-finder';
