/** The public sample plan's routes (issue 20, decision 040), for the public route table. */
export { samplePlanRoutes } from './routes';
