/** What other parts of the web app may use of the contractor-work feature. */
export { contractorWorkRoutes, providerReviewRoutes } from './routes';
