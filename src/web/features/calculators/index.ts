/** The calculators' public routes (issue 20a, decision 039); the pages load with their routes. */
export { calculatorRoutes } from './routes';
