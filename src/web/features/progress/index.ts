/** What other features may use of the progress feature: its queries, panels and the field highlight. */
export { afterPlanChange, progressQuery, useProgress } from './api';
export { ComplianceList } from './compliance-list';
export { HIGHLIGHT_OUTLINE, HighlightNote } from './highlight-note';
export { MilestoneTrack } from './milestone-track';
export { ProgressOverview } from './progress-overview';
export { RecentBadges } from './recent-badges';
export { SectionBars } from './section-bars';
export { useHighlight } from './use-highlight';
