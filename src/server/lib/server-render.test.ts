/**
 * A school's dashboard and a plan section rendered by the server (decisions 049 and 052), through a real
 * server and database: for each role and each school, the page carries the school's answers exactly when
 * the API would give them to that person, and otherwise is the app's shell with nothing of the school in it. The renderer here is a stand-in
 * for the built one (dist/ssr): it writes the answers it is given into the page, so what the server read for
 * whom is what the test sees.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { DEMO_LOGINS, type LoginRole, startTestServer, type TestServer } from '../test/harness';
import { FIRST_PAGES_FILE } from './first-pages';
import {
  composePage,
  jsonForScript,
  MAX_RENDERS_AT_ONCE,
  ROOT_MARKER,
  SERVER_PAGE_FILE,
  serverRenderer,
} from './server-render';

const SHELL = `<!doctype html><html><head><title>WaiKura</title></head><body>${ROOT_MARKER}<p>shell</p></body></html>`;
const TEMPLATE = `<!doctype html><html><head><title>WaiKura</title></head><body>${ROOT_MARKER}<script src="/hydrate.js" async data-entry="/assets/index.js" data-preload=""></script></body></html>`;
/** The stand-in for dist/ssr/entry-server.js: the school's name as the page, the answers as its seeds. */
const ENTRY = `export async function renderDashboard(path, schoolParam, answers) {
  if (answers.school.school.name.includes('Explode')) throw new Error('render failed');
  return {
    html: '<title>Dashboard</title><h1>' + answers.school.school.name + '</h1><p>' + path + '</p>',
    seeds: [[['me'], answers.me], [['school', schoolParam], answers.school], [['progress', answers.school.school.id], answers.progress]],
  };
}
export async function renderSection(path, schoolParam, sectionId, answers) {
  return {
    html: '<title>Section</title><h1>' + answers.school.school.name + ' ' + sectionId + '</h1><p>' + path + '</p>',
    seeds: [[['me'], answers.me], [['school', schoolParam], answers.school], [['section', sectionId], answers.section]],
    freshIfStored: 'waikura-draft:' + answers.school.school.id + ':' + sectionId,
  };
}
`;

/** A section with a part in its address (school-details/background, 1.1). */
const SECTION = PLAN_SECTIONS.find((x) => x.path.includes('/'))!;

let s: TestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waikura-server-render-'));
  mkdirSync(join(dir, 'web'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'web', 'index.html'), SHELL);
  writeFileSync(join(dir, 'web', SERVER_PAGE_FILE), TEMPLATE);
  // As a build writes it: the shell of a school's address then carries its page's preloads.
  writeFileSync(
    join(dir, 'web', FIRST_PAGES_FILE),
    JSON.stringify({ dashboard: ['/assets/dashboard-1.js'], section: ['/assets/section-1.js'] }),
  );
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), ENTRY);
  s = await startTestServer({ config: (c) => ({ ...c, webDist: join(dir, 'web') }) });
});

afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ROLES: (LoginRole | 'nobody')[] = ['nobody', ...(Object.keys(DEMO_LOGINS) as LoginRole[])];

describe('a school’s dashboard, rendered by the server for whoever may read it', () => {
  for (const role of ROLES)
    for (const which of ['first', 'second'] as const)
      test(`${role} × the ${which} school`, async () => {
        const school = s.schools[which];
        const cookie = role === 'nobody' ? undefined : await s.loginAs(role);
        const api = await s.request(`/api/schools/${school.id}`, { cookie });
        const page = await s.request(`/schools/${school.id}`, { cookie });
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(page.headers.get('vary')).toContain('Cookie');
        if (api.status === 200) {
          // The same answers the browser would have read, in the page and beside it.
          expect(page.text).toContain('<div id="root" data-server>');
          expect(page.text).toContain(`<h1>${school.name}</h1>`);
          expect(page.text).toContain('<title>Dashboard</title>');
          expect(page.text).toContain('data-preload="/assets/dashboard-1.js"');
          expect(page.headers.get('cache-control')).toBe('private, no-store');
          const answers = /<script type="application\/json" id="server-answers">(.*?)<\/script>/.exec(
            page.text,
          )?.[1];
          const seeds = JSON.parse(answers ?? 'null') as [unknown[], unknown][];
          expect(seeds.map(([key]) => key)).toEqual([['me'], ['school', school.id], ['progress', school.id]]);
          expect(seeds[1]![1]).toEqual(api.body);
          const me = await s.request('/api/me', { cookie });
          expect(seeds[0]![1]).toEqual(me.body);
          const progress = await s.request(`/api/schools/${school.id}/progress`, { cookie });
          expect(seeds[2]![1]).toEqual(progress.body);
        } else {
          // Not for this person: the shell, with nothing of the school in it.
          expect(page.text).toContain('<p>shell</p>');
          expect(page.text).not.toContain('data-server');
          expect(page.text).not.toContain(school.name);
          expect(page.text).not.toContain('server-answers');
        }
      });

  test('the principal of the first school reads it, so the table above has both outcomes', async () => {
    const cookie = await s.loginAs('principal');
    const own = await s.request(`/schools/${s.schools.first.id}`, { cookie });
    const other = await s.request(`/schools/${s.schools.second.id}`, { cookie });
    expect(own.text).toContain('data-server');
    expect(other.text).not.toContain('data-server');
  });

  test('a reader of te reo Māori, a slug, a section’s history or a stale cookie gets the shell', async () => {
    const cookie = await s.loginAs('principal');
    const id = s.schools.first.id;
    const maori = await s.request(`/schools/${id}`, { cookie: `${cookie}; waikura-language=mi` });
    expect(maori.text).toContain('<p>shell</p>');
    const maoriSection = await s.request(`/schools/${id}/${SECTION.path}`, {
      cookie,
      headers: { 'accept-language': 'mi, en-NZ;q=0.8' },
    });
    expect(maoriSection.text).toContain('<p>shell</p>');
    const slug = await s.request(`/schools/${s.schools.first.slug}`, { cookie });
    expect(slug.text).toContain('<p>shell</p>');
    const slugSection = await s.request(`/schools/${s.schools.first.slug}/${SECTION.path}`, { cookie });
    expect(slugSection.text).toContain('<p>shell</p>');
    const history = await s.request(`/schools/${id}/${SECTION.path}/history`, { cookie });
    expect(history.text).toContain('<p>shell</p>');
    const stale = await s.request(`/schools/${id}`, { cookie: 'better-auth.session_token=stale.value' });
    expect(stale.text).toContain('<p>shell</p>');
  });
});

describe('a plan section, rendered by the server for whoever may read it', () => {
  for (const role of ROLES)
    for (const which of ['first', 'second'] as const)
      test(`${role} × the ${which} school`, async () => {
        const school = s.schools[which];
        const cookie = role === 'nobody' ? undefined : await s.loginAs(role);
        const sectionApi = `/api/schools/${school.id}/plan/sections/${SECTION.id}`;
        const api = await s.request(sectionApi, { cookie });
        const page = await s.request(`/schools/${school.id}/${SECTION.path}`, { cookie });
        expect(page.status).toBe(200);
        expect(page.headers.get('vary')).toContain('Cookie');
        if (api.status === 200) {
          expect(page.text).toContain(
            `<div id="root" data-server data-fresh-if-stored="waikura-draft:${school.id}:${SECTION.id}">`,
          );
          expect(page.text).toContain(`<h1>${school.name} ${SECTION.id}</h1>`);
          expect(page.headers.get('cache-control')).toBe('private, no-store');
          // The section's own code joins what the page fetches once it has painted.
          expect(page.text).toContain('data-preload="/assets/section-1.js"');
          const answers = /<script type="application\/json" id="server-answers">(.*?)<\/script>/.exec(
            page.text,
          )?.[1];
          const seeds = JSON.parse(answers ?? 'null') as [unknown[], unknown][];
          expect(seeds.map(([key]) => key)).toEqual([['me'], ['school', school.id], ['section', SECTION.id]]);
          expect(seeds[2]![1]).toEqual(api.body);
          expect(seeds[1]![1]).toEqual((await s.request(`/api/schools/${school.id}`, { cookie })).body);
        } else {
          expect(page.text).toContain('<p>shell</p>');
          expect(page.text).not.toContain('data-server');
          expect(page.text).not.toContain(school.name);
          expect(page.text).not.toContain('server-answers');
        }
      });

  test('the principal of the first school reads its sections, so the table above has both outcomes', async () => {
    const cookie = await s.loginAs('principal');
    const own = await s.request(`/schools/${s.schools.first.id}/${SECTION.path}`, { cookie });
    const other = await s.request(`/schools/${s.schools.second.id}/${SECTION.path}`, { cookie });
    expect(own.text).toContain('data-server');
    expect(other.text).not.toContain('data-server');
  });
});

describe('the page around the rendered HTML', () => {
  test('the answers cannot close their script element or open a comment', () => {
    const json = jsonForScript({ note: '</script><script>alert(1)</script><!-- \u2028 & >' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script><!-- \u2028 & >' });
  });

  test('the page’s title goes into the head; the HTML into the root; the answers beside it', () => {
    const page = composePage(TEMPLATE, '<title>Kōwhai – WaiKura</title><h1>Kōwhai</h1>', [
      [['me'], { a: '$&' }],
    ]);
    expect(page).toContain('<head><title>Kōwhai – WaiKura</title></head>');
    expect(page).toContain('<div id="root" data-server><h1>Kōwhai</h1></div>');
    expect(page).toContain(
      '<script type="application/json" id="server-answers">[[["me"],{"a":"$\\u0026"}]]</script>',
    );
    expect(() => composePage('<html></html>', '<h1>x</h1>', [])).toThrow(SERVER_PAGE_FILE);
  });

  test('the page’s own chunks join the preloads; where its routes sit and the key that makes it drawn afresh are attributes', () => {
    const template = TEMPLATE.replace('data-preload=""', 'data-preload="/assets/routes.js"');
    const page = composePage(template, '<h1>x</h1>', [], {
      preload: ['/assets/section-1.js'],
      freshIfStored: 'waikura-draft:"a"<b>:1.1',
      route: '0.17.3',
    });
    expect(page).toContain('data-preload="/assets/routes.js /assets/section-1.js"');
    expect(page).toContain(
      '<div id="root" data-server data-route="0.17.3" data-fresh-if-stored="waikura-draft:&quot;a&quot;&lt;b&gt;:1.1"><h1>x</h1></div>',
    );
  });

  test('a title with $ patterns goes in as it is', () => {
    const page = composePage(TEMPLATE, "<title>$' and $& – WaiKura</title><h1>x</h1>", []);
    expect(page).toContain("<title>$' and $& – WaiKura</title>");
    expect(page).toContain('<div id="root" data-server><h1>x</h1></div>');
  });

  const fakeContext = (method = 'GET') => {
    const logged: { level: string; entry: unknown }[] = [];
    const log = {
      error: (entry: unknown) => logged.push({ level: 'error', entry }),
      warn: (entry: unknown) => logged.push({ level: 'warn', entry }),
    };
    const c = {
      req: { method, header: (name: string) => (name === 'cookie' ? 'session=1' : undefined) },
      get: () => ({ log }),
    } as never;
    return { c, logged };
  };
  const ok = () => Response.json({ school: { id: 'x', name: 'Kōwhai' } });
  const kowhai = async () => ({ html: '<h1>Kōwhai</h1>', seeds: [] });
  const fakeEntry = async () => ({ renderDashboard: kowhai, renderSection: kowhai });

  test('a render that fails, or a build without the renderer, sends the shell (and says why in the log)', async () => {
    const id = s.schools.first.id;
    const failing = fakeContext();
    const render = serverRenderer(join(dir, 'web'), ok, async () => ({
      renderDashboard: () => Promise.reject(new Error('render failed')),
      renderSection: kowhai,
    }));
    expect(await render(failing.c, `/schools/${id}`)).toBeNull();
    expect(failing.logged.map((l) => l.level)).toEqual(['error']);
    // Without the renderer the app is not even asked, and that is said once.
    let asked = 0;
    const unbuilt = fakeContext();
    const nothing = serverRenderer(join(dir, 'nowhere'), () => {
      asked += 1;
      return ok();
    });
    expect(await nothing(unbuilt.c, `/schools/${id}`)).toBeNull();
    expect(await nothing(unbuilt.c, `/schools/${id}`)).toBeNull();
    expect(asked).toBe(0);
    expect(unbuilt.logged.map((l) => l.level)).toEqual(['warn']);
  });

  test('not a first page’s address, or a HEAD request: the app is not asked', async () => {
    let asked = 0;
    const counting = serverRenderer(
      join(dir, 'web'),
      () => {
        asked += 1;
        return ok();
      },
      fakeEntry,
    );
    expect(await counting(fakeContext().c, '/schools')).toBeNull();
    expect(await counting(fakeContext().c, '/login')).toBeNull();
    expect(await counting(fakeContext().c, `/schools/${s.schools.first.id}/calendar`)).toBeNull();
    expect(await counting(fakeContext('HEAD').c, `/schools/${s.schools.first.id}`)).toBeNull();
    expect(asked).toBe(0);
    expect(await counting(fakeContext().c, `/schools/${s.schools.first.id}`)).toContain('<h1>Kōwhai</h1>');
    expect(asked).toBe(3);
  });

  test(`at most ${MAX_RENDERS_AT_ONCE} at once; the next visitor gets the shell at once, and a later one is rendered`, async () => {
    const waiting: (() => void)[] = [];
    const slow = serverRenderer(
      join(dir, 'web'),
      () =>
        new Promise<Response>((resolve) => {
          waiting.push(() => resolve(ok()));
        }),
      fakeEntry,
    );
    const path = `/schools/${s.schools.first.id}`;
    const busy = Array.from({ length: MAX_RENDERS_AT_ONCE }, () => slow(fakeContext().c, path));
    await vi.waitFor(() => expect(waiting).toHaveLength(MAX_RENDERS_AT_ONCE * 3));
    expect(await slow(fakeContext().c, path)).toBeNull();
    for (const go of waiting.splice(0)) go();
    for (const page of await Promise.all(busy)) expect(page).toContain('<h1>Kōwhai</h1>');
    const later = slow(fakeContext().c, path);
    await vi.waitFor(() => expect(waiting).toHaveLength(3));
    for (const go of waiting.splice(0)) go();
    expect(await later).toContain('<h1>Kōwhai</h1>');
  });
});
