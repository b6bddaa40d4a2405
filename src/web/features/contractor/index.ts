/** What other features may use of the contractor feature. */
export { type Assignment, type MaintenanceEntry, useAssignments, useMaintenanceLog } from './api';
