import type { RouteObject } from 'react-router';
import type { SamplePartView } from '../../../domain/sample-plan/view';
import { Redirect } from '../../lib/redirect';

type Variant = 'roof' | 'bore';
/**
 * A variant's answers. The browser fetches them as JSON (public/sample-plan/, written by
 * scripts/gen-sample-plan.ts): data, not script, so a public page carries none of the plan's question
 * texts in its code (decision 026). The build's prerenderer imports the same data as a module.
 */
async function data(variant: Variant): Promise<readonly SamplePartView[]> {
  if (import.meta.env.SSR)
    return variant === 'roof'
      ? (await import('./sample-roof')).SAMPLE_PARTS
      : (await import('./sample-bore')).SAMPLE_PARTS;
  const res = await fetch(`/sample-plan/${variant}.json`);
  if (!res.ok) throw new Error(`The sample plan could not be loaded (${res.status}).`);
  return (await res.json()) as SamplePartView[];
}

/** Its words (decision 046): not in the first script; the page is drawn once they are here. */
const messages = () => import('./messages').then((m) => m.samplePlanMessages);

/** A page of the sample: its code, its words and its variant's answers, fetched side by side. */
const overview = (variant: Variant) => async () => {
  const [m, parts] = await Promise.all([import('./sample-plan-pages'), data(variant), messages()]);
  return { Component: () => <m.SampleOverview variant={variant} parts={parts} /> };
};
const part = (variant: Variant, number: number) => async () => {
  const [m, parts] = await Promise.all([import('./sample-plan-pages'), data(variant), messages()]);
  return { Component: () => <m.SamplePart variant={variant} parts={parts} number={number} /> };
};

/**
 * One static route per part, not `part/:part`: a route with a parameter makes React Router look for a
 * more specific route in the app's table on the first load (patchRoutesOnNavigation), so the prerendered
 * page would be drawn as the skeleton and not hydrate. A part that does not exist is the app's not-found.
 */
const PARTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * The sample plan's public routes (issue 20, decision 040). The specification's other demo addresses
 * (`/accurate-ta-demo`, `/complete-ta-demo`, `/test-page`) are documented redirects to the sample.
 */
export const samplePlanRoutes: RouteObject[] = [
  { path: 'ta-demo', lazy: overview('roof') },
  { path: 'ta-demo/bore', lazy: overview('bore') },
  ...PARTS.flatMap((n) => [
    { path: `ta-demo/part/${n}`, lazy: part('roof', n) },
    { path: `ta-demo/bore/part/${n}`, lazy: part('bore', n) },
  ]),
  { path: 'accurate-ta-demo', element: <Redirect to="/ta-demo" /> },
  { path: 'complete-ta-demo', element: <Redirect to="/ta-demo" /> },
  { path: 'test-page', element: <Redirect to="/ta-demo" /> },
];
