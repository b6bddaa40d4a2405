import { describe, expect, it } from 'vitest';
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { firstPageLinks, firstPageOf, parseFirstPageChunks, readsMaori } from './first-pages';

const CHUNKS = {
  dashboard: ['/assets/dashboard-a1.js'],
  section: ['/assets/section-b2.js', '/assets/forms-c3.js'],
};
const ID = 'c78ad674-4b6e-4eee-9319-c695171f9931';

describe('the first pages the app shell asks for whole', () => {
  it('a school’s dashboard: its code, the school and its progress', () => {
    expect(firstPageOf(`/schools/${ID}`, CHUNKS)).toEqual({
      page: 'dashboard',
      school: ID,
      modules: CHUNKS.dashboard,
      data: [`/api/schools/${ID}`, `/api/schools/${ID}/progress`],
    });
    const upper = firstPageOf(`/schools/${ID.toUpperCase()}/`, CHUNKS);
    expect(upper?.data[0]).toBe(`/api/schools/${ID}`);
    // As written: the page's queries are keyed by the address's own spelling.
    expect(upper?.school).toBe(ID.toUpperCase());
  });

  it('a plan section, by its address: its code, the school and the section by its id', () => {
    const section = PLAN_SECTIONS.find((s) => s.path.includes('/'))!;
    expect(firstPageOf(`/schools/${ID}/${section.path}`, CHUNKS)).toEqual({
      page: 'section',
      school: ID,
      sectionId: section.id,
      modules: CHUNKS.section,
      data: [`/api/schools/${ID}`, `/api/schools/${ID}/plan/sections/${section.id}`],
    });
  });

  it('no other address, nor a school by its slug, nor anything that is not a school’s id', () => {
    for (const path of [
      '/schools/kowhai-valley-school',
      `/schools/${ID}/not-a-section`,
      `/schools/${ID}/calendar`,
      `/schools/${ID}"><script>alert(1)</script>`,
      '/login',
      '/',
    ]) {
      expect(firstPageOf(path, CHUNKS), path).toBeNull();
      expect(firstPageLinks(path, CHUNKS, true), path).toBe('');
    }
  });

  it('writes the links: the answers first, then the code at low priority; no answers for te reo', () => {
    const links = firstPageLinks(`/schools/${ID}`, CHUNKS, true);
    expect(links).toBe(
      `  <link rel="preload" href="/api/schools/${ID}" as="fetch" crossorigin="anonymous">\n` +
        `  <link rel="preload" href="/api/schools/${ID}/progress" as="fetch" crossorigin="anonymous">\n` +
        '  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dashboard-a1.js">\n',
    );
    expect(firstPageLinks(`/schools/${ID}`, CHUNKS, false)).not.toContain('/api/');
    // A chunk name the build would never write is left out.
    expect(
      firstPageLinks(`/schools/${ID}`, { ...CHUNKS, dashboard: ['/assets/x.js"><b>'] }, true),
    ).not.toContain('<b>');
  });

  it('reads te reo from the app’s language cookie or the browser’s languages', () => {
    expect(readsMaori('a=1; waikura-language=mi; b=2', undefined)).toBe(true);
    expect(readsMaori('waikura-language=en', 'en-NZ,en;q=0.9')).toBe(false);
    expect(readsMaori(undefined, 'mi-NZ,en;q=0.5')).toBe(true);
    expect(readsMaori(undefined, 'en-NZ, mi;q=0.4')).toBe(true);
    expect(readsMaori('xwaikura-language=mi', 'en')).toBe(false);
    expect(readsMaori(undefined, undefined)).toBe(false);
  });

  it('reads the build’s list, and nothing from a broken one', () => {
    expect(parseFirstPageChunks(JSON.stringify(CHUNKS))).toEqual(CHUNKS);
    expect(parseFirstPageChunks('not json')).toBeNull();
    expect(parseFirstPageChunks('{"dashboard":[1]}')).toBeNull();
    expect(parseFirstPageChunks('')).toBeNull();
  });
});
