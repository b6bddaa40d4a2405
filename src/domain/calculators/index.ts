/** The public calculators (issue 20): inputs with their sources, and the formulas. Decision 039. */
export * from './formulas';
export * from './inputs';
export * from './paths';
