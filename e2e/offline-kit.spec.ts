import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpSchool, test } from './support/fixtures';

/**
 * The incident kit offline (issue 16 part 5, decision 028): the service worker and the manifest, the
 * contingency plan (6.1) and contacts (1.2) reloaded with the network off and their age shown, the queue of
 * writes made offline sent exactly once, and nothing kept after logout.
 */

const OFFLINE_CACHE = 'waikura-offline-v1';

/** Waits until the service worker is active and serves this page (the first visit is claimed at once). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The school's id (the plan API's), from its slug. */
async function schoolIdOf(page: Page, slug: string): Promise<string> {
  const res = await page.request.get(`/api/schools/${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { school: { id: string } }).school.id;
}

/** Saves one answer of 6.1 through the API as the signed-in user. */
async function saveContingencyPlan(page: Page, schoolId: string, text: string) {
  const url = `/api/schools/${schoolId}/plan/sections/contingency-plans`;
  const current = (await (await page.request.get(url)).json()) as {
    version: number;
    content: Record<string, unknown>;
  };
  const saved = await page.request.put(url, {
    data: { version: current.version, content: { ...current.content, emergency_response_plan: text } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, OFFLINE_CACHE);
}

/** Puts writes into the browser's queue (IndexedDB), as the water-test and incident forms keep them. */
async function keepWrites(page: Page, writes: Record<string, unknown>[]) {
  await page.evaluate(async (writes) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('waikura-offline');
      open.onupgradeneeded = () => open.result.createObjectStore('writes');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('writes', 'readwrite');
    for (const w of writes) tx.objectStore('writes').put(w, w.clientId as string);
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    db.close();
  }, writes);
}

/** The writes in the browser's queue. */
async function keptWrites(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('waikura-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('writes');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('writes').objectStore('writes').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
        };
      }),
  );
}

test.describe('the offline kit', () => {
  test('the service worker registers, and the manifest and icons load', async ({ page, request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(await sw.text()).not.toContain('<html');

    await page.goto('/login');
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(new URL(scriptURL!).pathname).toBe('/sw.js');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestRes = await request.get(href!);
    expect(manifestRes.status()).toBe(200);
    expect(manifestRes.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await manifestRes.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'WaiKura', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });

  test('6.1, 1.2, the notice, the dashboard and the PDF open offline after one visit, with their age; logout removes them', async ({
    page,
    context,
  }) => {
    const { slug } = await signUpSchool(page, 'offline');
    const schoolId = await schoolIdOf(page, slug);
    const marker = `Turn off the drinking fountains first ${Date.now()}`;
    await saveContingencyPlan(page, schoolId, marker);
    await controlledByServiceWorker(page);

    // One visit of each, online.
    await page.goto(`/schools/${slug}/contingency-plans`);
    const answer = page.getByLabel('What are the first steps when the water may be unsafe?');
    await expect(answer).toHaveValue(marker);
    await page.goto(`/schools/${slug}/school-details/key-contacts`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Key contacts');
    await page.goto(`/schools/${slug}/appendix/boil-water-notice`);
    const notice = page.getByRole('article', { name: /Boil water before drinking/i });
    await expect(notice).toContainText('rolling boil');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await page.goto(`/schools/${slug}`);
    await expect(page.locator('#outline-heading')).toBeVisible();
    // The plan's PDF, as the download page's link fetches it.
    const pdfUrl = `/api/schools/${schoolId}/plan/export.pdf`;
    const pdfOnline = await page.evaluate(
      async (url) => (await fetch(url)).headers.get('content-type'),
      pdfUrl,
    );
    expect(pdfOnline).toContain('application/pdf');
    // The service worker writes its cache after it has answered: wait for the copies to be kept.
    await expect
      .poll(() => keptAddresses(page))
      .toEqual(
        expect.arrayContaining([
          `/api/schools/${schoolId}/plan/sections/contingency-plans`,
          `/api/schools/${schoolId}/plan/sections/key-contacts`,
          `/api/schools/${schoolId}/plan/sections/background`,
          `/api/schools/${slug}`,
          pdfUrl,
          '/api/me',
        ]),
      );

    // The network goes while the dashboard is open: the banner says so and links to the kept copies,
    // and moving inside the app opens them (no query left waiting for the network).
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('You are offline.');
    await banner.getByRole('link', { name: /6\.1 Contingency plans/ }).click();
    await expect(answer).toHaveValue(marker);
    await expect(banner).toContainText(/This copy of 6\.1 was saved at/);

    // Reloaded with the network off: the same, from the service worker.
    await page.reload();
    await expect(answer).toHaveValue(marker);
    await expect(banner).toContainText('You are offline.');
    await expect(banner).toContainText(
      /This copy of 6\.1 was saved at \d\d:\d\d (am|pm) on \d{1,2} [A-Z][a-z]{2}\./,
    );
    await expectAccessible(page);
    if (process.env.OFFLINE_SHOTS) await page.screenshot({ path: '.tmp/offline-61.png' });

    // The boil water notice, from the copies of the three sections it reads.
    await banner.getByRole('link', { name: 'Boil water notice' }).click();
    await expect(notice).toContainText('rolling boil');
    await expect(banner).toContainText(/This copy of the boil water notice was saved at \d\d:\d\d/);
    await page.reload();
    await expect(notice).toContainText('rolling boil');
    await expectAccessible(page);

    // The banner's links lead to the other copies, still offline.
    await banner.getByRole('link', { name: /1\.2 Key contacts/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Key contacts');
    await expect(banner).toContainText(/This copy of 1\.2 was saved at/);

    // The dashboard opened once shows its kept copy instead of "Loading…"; the PDF opens from its copy.
    await page.goto(`/schools/${slug}`);
    await expect(page.locator('#outline-heading')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Your plan as PDF' })).toBeVisible();
    const pdfOffline = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        size: (await res.arrayBuffer()).byteLength,
      };
    }, pdfUrl);
    expect(pdfOffline.status).toBe(200);
    expect(pdfOffline.type).toContain('application/pdf');
    expect(pdfOffline.size).toBeGreaterThan(1000);

    // A page never opened: no endless "Loading…" — the banner says what works offline.
    await page.goto(`/schools/${slug}/water-supply/source`);
    await expect(banner).toContainText('You are offline.');
    await expect(banner.getByRole('link', { name: /6\.1 Contingency plans/ })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);

    await context.setOffline(false);
    await page.goto(`/schools/${slug}`);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    // A write that cannot be sent yet (the server's answer is lost once) when the person logs out.
    const userId = await page.evaluate(
      async () => ((await (await fetch('/api/me')).json()) as { id: string }).id,
    );
    const clientId = `logout-${Date.now()}`;
    await keepWrites(page, [
      {
        clientId,
        userId,
        kind: 'result',
        summary: 'pH 7.1',
        url: '/__e2e/offline-writes',
        method: 'POST',
        body: { clientId, loseFirstAnswer: true },
        createdAt: new Date().toISOString(),
        state: 'waiting',
      },
    ]);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/' || u.pathname.startsWith('/login'));
    await expect(
      page.getByText('1 change made offline could not be sent and was removed from this device.'),
    ).toBeVisible();
    await expect.poll(() => keptAddresses(page)).toEqual([]);
    expect(await keptWrites(page)).toEqual([]);

    // Offline after logout, the kit is gone with the session.
    await context.setOffline(true);
    await page.goto(`/schools/${slug}/contingency-plans`);
    await expect(page.getByLabel('What are the first steps when the water may be unsafe?')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('writes made offline wait with a count and are sent exactly once when the network returns', async ({
    page,
    context,
    request,
  }) => {
    await signUpSchool(page, 'queue');
    await controlledByServiceWorker(page);
    const userId = await page.evaluate(
      async () => ((await (await fetch('/api/me')).json()) as { id: string }).id,
    );
    const ids = ['result-a', 'result-b', 'note-c'].map((k) => `${k}-${Date.now()}-${Math.random()}`);

    await context.setOffline(true);
    // Two results and a note made offline, as the forms of the water-test log and the incident keep them
    // (lib/offline-queue.ts); the first request of result-a reaches the server but its answer is lost.
    await keepWrites(
      page,
      ids.map((clientId, i) => ({
        clientId,
        userId,
        kind: i < 2 ? 'result' : 'note',
        summary: `write ${i}`,
        url: '/__e2e/offline-writes',
        method: 'POST',
        body: { clientId, value: i, loseFirstAnswer: i === 0 },
        createdAt: new Date(Date.UTC(2026, 10, 25, 9, 0, i)).toISOString(),
        state: 'waiting',
      })),
    );
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('2 results waiting to send');
    await expect(banner).toContainText('1 incident note waiting to send');
    // This dashboard was never kept (signed up before the service worker came): it says why it is empty.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs the network');
    await expectAccessible(page);
    if (process.env.OFFLINE_SHOTS) await page.screenshot({ path: '.tmp/offline-queue.png' });

    const received = async () =>
      ((await (await request.get('/__e2e/offline-writes')).json()) as { requests: string[] }).requests.filter(
        (id) => ids.includes(id),
      );
    expect(await received()).toEqual([]);

    // The network returns: result-a's answer is lost (503), so the queue stops and keeps all three.
    await context.setOffline(false);
    await expect.poll(received).toEqual([ids[0]]);
    await expect(banner).toContainText('2 results waiting to send');
    // The next time it is sent again with the same clientId; the server keeps one record of each.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await received()).toEqual([ids[0], ids[0], ids[1], ids[2]]);
    const { records } = (await (await request.get('/__e2e/offline-writes')).json()) as {
      records: { body: { clientId: string } }[];
    };
    expect(records.filter((r) => ids.includes(r.body.clientId)).map((r) => r.body.clientId)).toEqual(ids);
    // Back online once more (another flush): nothing is left to send.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await received()).toHaveLength(4);
  });

  test('a new version waits for the person: typing goes on, and "Reload to update" brings it in', async ({
    page,
    context,
  }) => {
    const { slug } = await signUpSchool(page, 'update');
    await controlledByServiceWorker(page);
    await page.goto(`/schools/${slug}/contingency-plans`);
    const answer = page.getByLabel('What are the first steps when the water may be unsafe?');
    await answer.pressSequentially('Close the ', { delay: 20 });

    // A deploy: the server now has a different service worker; the open page finds it.
    await context.addCookies([{ name: 'e2e-sw-version', value: '2', domain: '127.0.0.1', path: '/' }]);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('A new version of WaiKura is ready.');
    await expectAccessible(page);

    // Nothing reloads by itself: the person keeps typing, and the answer is saved as usual.
    await answer.pressSequentially('kitchen tap and the fountains', { delay: 20 });
    await expect(answer).toHaveValue('Close the kitchen tap and the fountains');
    await expect(page.getByText(/^Saved \d\d:\d\d/)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
    });

    await banner.getByRole('button', { name: 'Reload to update' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await expect(answer).toHaveValue('Close the kitchen tap and the fountains');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  });
});
