import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: { name: string; value: number }) => void;
const reporters: Report[] = [];
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => reporters.push(report),
  onINP: (report: Report) => reporters.push(report),
  onCLS: (report: Report) => reporters.push(report),
}));

const { reportWebVitals, WEB_VITALS_ENDPOINT } = await import('./web-vitals');

const sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  reporters.length = 0;
  sent.length = 0;
  vi.stubGlobal('PerformanceObserver', class {});
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      void blob.text().then((text) => sent.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** web-vitals reports each metric as the page is left (in the browser: on click, then on hiding). */
async function measured(values: Record<string, number>) {
  await vi.waitFor(() => expect(reporters).toHaveLength(3));
  for (const [name, value] of Object.entries(values)) for (const report of reporters) report({ name, value });
}

async function leave() {
  dispatchEvent(new Event('pagehide'));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the speed report of a page view', () => {
  it('measures from the start and sends the metrics with the route once it is known', async () => {
    const routeIs = reportWebVitals();
    await measured({ LCP: 1200.4 });
    routeIs('/help/documents');
    routeIs('/faq'); // the route the visit landed on stays its route
    await measured({ CLS: 0.02 });
    await leave();
    expect(sent).toEqual([
      {
        url: WEB_VITALS_ENDPOINT,
        body: {
          metrics: [
            { name: 'LCP', value: 1200.4, route: '/help/documents' },
            { name: 'CLS', value: 0.02, route: '/help/documents' },
          ],
        },
      },
    ]);
    // Sent once: leaving again sends nothing more.
    await leave();
    expect(sent).toHaveLength(1);
  });

  it('keeps the metrics while the route is unknown, and sends them when the page is hidden later', async () => {
    const routeIs = reportWebVitals();
    await measured({ LCP: 900 });
    await leave();
    expect(sent).toEqual([]);
    routeIs('/schools/:schoolId');
    await leave();
    expect(sent.map((s) => s.body)).toEqual([
      { metrics: [{ name: 'LCP', value: 900, route: '/schools/:schoolId' }] },
    ]);
  });
});
