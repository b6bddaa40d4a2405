/**
 * Real-user speed: LCP, INP and CLS measured by the `web-vitals` package in this browser, sent to
 * `POST /api/web-vitals` in one batch when the page is hidden or left. Anonymous: the route's pattern
 * (`/schools/:schoolId`, never the school's id), the metric and its value; no user, address or agent.
 * The metrics belong to the route the visit landed on (LCP is measured there; CLS and INP over the
 * whole visit).
 */
export const WEB_VITALS_ENDPOINT = '/api/web-vitals';

interface Sample {
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  route: string;
}

export function reportWebVitals(route: string): void {
  if (typeof navigator === 'undefined' || typeof PerformanceObserver === 'undefined') return;
  const queue = new Map<Sample['name'], Sample>();
  const flush = () => {
    if (queue.size === 0) return;
    const body = JSON.stringify({ metrics: [...queue.values()] });
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
  // Its own chunk, loaded after the page: the metrics are read from buffered performance entries.
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const add = (metric: { name: string; value: number }) => {
      const name = metric.name as Sample['name'];
      queue.set(name, { name, value: Math.max(0, metric.value), route });
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
}
