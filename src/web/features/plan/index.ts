/** What other features may use of the plan feature. */

// Issue 20: the engagement tracker edits 2.9's rows with the plan's own editor (decision 041).
export { type SectionState, useSection } from './api';
export { ConflictPanel } from './conflict-panel';
export { SectionFinder } from './section-finder';
export { SectionFormView } from './section-form';
export { LeaveDialog, SaveIndicator, useStickyBarPadding } from './section-page';
export { useSectionEditor } from './use-section-editor';
