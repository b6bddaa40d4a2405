/** The public sample plan's routes (issue 20, decision 040), for the public route table. */
export { samplePlanRoutes } from './routes';
/** Its words, for another public page that shows them (the home page): their own chunk (decision 046). */
export const loadSamplePlanMessages = () => import('./messages').then((m) => m.samplePlanMessages);
