/**
 * Real-user speed: LCP, INP and CLS measured by the `web-vitals` package in this browser, sent to
 * `POST /api/web-vitals` in one batch when the page is hidden or left. Anonymous: the route's pattern
 * (`/schools/:schoolId`, never the school's id), the metric and its value; no user, address or agent.
 * The metrics belong to the route the visit landed on (LCP is measured there; CLS and INP over the
 * whole visit).
 */
export const WEB_VITALS_ENDPOINT = '/api/web-vitals';

type MetricName = 'LCP' | 'INP' | 'CLS';

/**
 * Starts measuring at once, as the page's script starts: a visitor who leaves within a second or two is
 * measured too (waiting for the page to be hydrated first lost those, the slowest visits, seen in CI).
 * The route's pattern is often known only once the app's routes have loaded: give it to the function this
 * returns. Until then the metrics wait in the queue; a page left before its route is known reports nothing.
 */
export function reportWebVitals(): (route: string) => void {
  let route: string | null = null;
  if (typeof navigator === 'undefined' || typeof PerformanceObserver === 'undefined') {
    return () => undefined;
  }
  const queue = new Map<MetricName, number>();
  const flush = () => {
    if (queue.size === 0 || route === null) return;
    const metrics = [...queue].map(([name, value]) => ({ name, value, route }));
    const body = JSON.stringify({ metrics });
    queue.clear();
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.(WEB_VITALS_ENDPOINT, blob)) {
      void fetch(WEB_VITALS_ENDPOINT, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
    }
  };
  // Its own small chunk; the metrics are read from buffered performance entries, so none is missed.
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const add = (metric: { name: string; value: number }) => {
      queue.set(metric.name as MetricName, Math.max(0, metric.value));
    };
    onLCP(add);
    onINP(add);
    onCLS(add);
    // Added after web-vitals' own listeners, so they run after it has reported into the queue.
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    addEventListener('pagehide', flush);
  });
  return (pattern) => {
    route ??= pattern;
  };
}
