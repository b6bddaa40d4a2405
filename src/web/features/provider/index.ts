/** What other features may use of the provider feature. */
export { formatDate, formatDateTime } from './api';
