import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import type { SamplePartView } from '../../../domain/sample-plan/view';

type Variant = 'roof' | 'bore';
const data = (variant: Variant): Promise<readonly SamplePartView[]> =>
  variant === 'roof'
    ? import('./sample-roof').then((m) => m.SAMPLE_PARTS)
    : import('./sample-bore').then((m) => m.SAMPLE_PARTS);

/** A page of the sample: its code and its variant's answers, fetched side by side. */
const page = (variant: Variant, which: 'SampleOverview' | 'SamplePart') => async () => {
  const [m, parts] = await Promise.all([import('./sample-plan-pages'), data(variant)]);
  const Page = m[which];
  return { Component: () => <Page variant={variant} parts={parts} /> };
};

/**
 * The sample plan's public routes (issue 20, decision 040). The specification's other demo addresses
 * (`/accurate-ta-demo`, `/complete-ta-demo`, `/test-page`) are documented redirects to the sample.
 */
export const samplePlanRoutes: RouteObject[] = [
  { path: 'ta-demo', lazy: page('roof', 'SampleOverview') },
  { path: 'ta-demo/part/:part', lazy: page('roof', 'SamplePart') },
  { path: 'ta-demo/bore', lazy: page('bore', 'SampleOverview') },
  { path: 'ta-demo/bore/part/:part', lazy: page('bore', 'SamplePart') },
  { path: 'accurate-ta-demo', element: <Navigate replace to="/ta-demo" /> },
  { path: 'complete-ta-demo', element: <Navigate replace to="/ta-demo" /> },
  { path: 'test-page', element: <Navigate replace to="/ta-demo" /> },
];
