/** What other features may use of the school feature. */
export { AccessProblem } from './access-problem';
export { useSchool } from './use-school';
