import type { RouteObject } from 'react-router';
import type { CalculatorId } from '../../../domain/calculators/formulas';
import {
  CALCULATOR_PATHS,
  CALCULATOR_REDIRECTS,
  PROFESSIONAL_SERVICES_PATH,
} from '../../../domain/calculators/paths';
import { Redirect } from '../../lib/redirect';

const calculator = (id: CalculatorId): RouteObject => ({
  path: CALCULATOR_PATHS[id].slice(1),
  lazy: async () => {
    // Its words too, so in te reo Māori the page is drawn in te reo at once (decision 046).
    const [{ CalculatorPage }] = await Promise.all([
      import('./calculator-page'),
      import('./messages').then((m) => m.calculatorMessages),
    ]);
    return { Component: () => <CalculatorPage id={id} /> };
  },
});

/**
 * The calculators, the suppliers' page and the marketing addresses that redirect (decision 039): public
 * routes in the first script, so /schools/school-roi is this page and never a school's id (a static
 * segment outranks the app's /schools/:schoolId in React Router's matching).
 */
export const calculatorRoutes: RouteObject[] = [
  ...(Object.keys(CALCULATOR_PATHS) as CalculatorId[]).map(calculator),
  {
    path: PROFESSIONAL_SERVICES_PATH.slice(1),
    lazy: async () => {
      const [m] = await Promise.all([
        import('./professional-services-page'),
        import('./messages').then((s) => s.calculatorMessages),
      ]);
      return { Component: m.default };
    },
  },
  ...Object.entries(CALCULATOR_REDIRECTS).map(([from, to]) => ({
    path: from.slice(1),
    element: <Redirect to={to} />,
  })),
];
