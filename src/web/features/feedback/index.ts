/** What other parts of the web app may use of the feedback feature (page issues, contact messages). */
export { feedbackRoutes } from './routes';
