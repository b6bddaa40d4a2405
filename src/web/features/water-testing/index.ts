/** What other parts of the web app may use of the water-testing feature. */
export { emergencyRoutes, waterTestingRoutes } from './routes';
