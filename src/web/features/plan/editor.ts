/**
 * The plan editor's parts, for a feature that edits a section with them (the engagement tracker edits 2.9's
 * rows, decision 041). A second public entry, apart from `index.ts`, so that a page needing only the plan's
 * finder (the dashboard) does not load the editor, its forms and schemas (about 85 KB compressed).
 */
export { ConflictPanel } from './conflict-panel';
export {
  DraftAlert,
  LeaveDialog,
  type LoadedSection,
  SaveBar,
  SectionLoader,
  useSectionEditing,
} from './section-editing';
export { SectionFormView } from './section-form';
