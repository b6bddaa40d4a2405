export { iwiEngagementRoutes } from './routes';
