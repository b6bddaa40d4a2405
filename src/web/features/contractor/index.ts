/** What other features may use of the contractor feature. */
export { type MaintenanceEntry, useMaintenanceLog } from './api';
