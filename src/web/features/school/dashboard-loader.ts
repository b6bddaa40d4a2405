/**
 * The school dashboard's route loader: it starts the dashboard's two queries (the school, and its progress
 * when the address carries the school's id) as the route is matched, beside the page's code, instead of
 * after that code has arrived and rendered (one round trip fewer on a slow line; issue 21, decision 030).
 * It returns at once: the page does not wait for it, and reads the same queries, which it finds started
 * or done. The school's query comes with the app's routes (a few hundred bytes); the progress query's code
 * is the progress feature's chunk, which the page imports anyway.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { browserQueryClient } from '../../lib/query-client';
import { schoolQuery } from './use-school';

/** A school's id, the form every link to a dashboard uses (a slug waits for the school's id). */
const SCHOOL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function dashboardLoader({ params }: LoaderFunctionArgs): null {
  const schoolId = params.schoolId;
  if (!schoolId || typeof window === 'undefined') return null;
  const qc = browserQueryClient();
  void qc.prefetchQuery(schoolQuery(schoolId));
  if (SCHOOL_ID.test(schoolId)) {
    void import('../progress').then(({ progressQuery }) => qc.prefetchQuery(progressQuery(schoolId)));
  }
  return null;
}
