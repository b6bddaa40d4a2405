import { describe, expect, it } from 'vitest';
import { isKeptOffline, offlineCopyOf, offlineLinks, offlinePageOf } from './offline-routes';

const O = 'http://127.0.0.1:3000';

describe('what the service worker keeps for offline use', () => {
  it('keeps the kit: the session, the school, 6.1, 1.2, the plan PDF and the incidents', () => {
    for (const path of [
      '/api/me',
      '/api/schools/kowhai-valley',
      '/api/schools/abc/progress',
      '/api/schools/abc/plan',
      '/api/schools/abc/plan/sections/contingency-plans',
      '/api/schools/abc/plan/sections/key-contacts',
      '/api/schools/abc/plan/sections/background',
      '/api/schools/abc/plan/export.pdf',
      '/api/schools/abc/incidents',
      '/api/schools/abc/incidents?open=1',
      '/api/schools/abc/incidents/42',
      '/api/schools/abc/incidents/42/notices/boil-water',
    ]) {
      expect(isKeptOffline(`${O}${path}`), path).toBe(true);
    }
  });

  it('keeps nothing else: other sections, revisions, files, the DOCX, other APIs, pages', () => {
    for (const path of [
      '/api/schools/abc/plan/sections/source',
      '/api/schools/abc/plan/sections/contingency-plans/revisions',
      '/api/schools/abc/plan/files/1',
      '/api/schools/abc/plan/export.docx',
      '/api/schools/abc/plan/exportXpdf',
      '/api/notifications',
      '/api/meals',
      '/api/schools',
      '/schools/abc/contingency-plans',
      '/other?next=/api/me',
    ]) {
      expect(isKeptOffline(`${O}${path}`), path).toBe(false);
    }
  });

  it('names the page a kept copy stands for, with the time the server sent it', () => {
    const date = 'Wed, 25 Nov 2026 21:42:00 GMT';
    expect(offlineCopyOf(`${O}/api/schools/abc/plan/sections/contingency-plans`, date)).toEqual({
      kind: 'section',
      schoolId: 'abc',
      section: '6.1',
      href: '/schools/abc/contingency-plans',
      savedAt: new Date(date),
    });
    expect(offlineCopyOf(`${O}/api/schools/abc/plan/sections/key-contacts`, null)).toMatchObject({
      section: '1.2',
      href: '/schools/abc/school-details/key-contacts',
      savedAt: null,
    });
    expect(offlineCopyOf(`${O}/api/schools/abc/plan/export.pdf`, date)).toMatchObject({
      kind: 'pdf',
      href: '/api/schools/abc/plan/export.pdf',
    });
    expect(offlineCopyOf(`${O}/api/schools/abc/incidents`, date)).toMatchObject({
      kind: 'incidents',
      href: '/schools/abc/incidents',
    });
    expect(offlineCopyOf(`${O}/api/me`, date)).toBeNull();
    expect(offlineCopyOf(`${O}/api/schools/abc/plan/sections/source`, date)).toBeNull();
  });

  it('lists the kit, and a boil water notice only where all three sections it reads are kept', () => {
    const at = (h: number) => `Wed, 25 Nov 2026 ${h}:00:00 GMT`;
    const copy = (school: string, id: string, h: number) =>
      offlineCopyOf(`${O}/api/schools/${school}/plan/sections/${id}`, at(h))!;
    const links = offlineLinks([
      copy('abc', 'contingency-plans', 10),
      copy('abc', 'key-contacts', 9),
      copy('abc', 'background', 11),
      copy('xyz', 'contingency-plans', 10),
      copy('xyz', 'background', 10),
    ]);
    expect(links.map((l) => `${l.kind} ${l.section ?? ''} ${l.href}`)).toEqual([
      'section 6.1 /schools/abc/contingency-plans',
      'section 1.2 /schools/abc/school-details/key-contacts',
      'section 6.1 /schools/xyz/contingency-plans',
      'notice  /schools/abc/appendix/boil-water-notice',
    ]);
    expect(links.at(-1)!.savedAt).toEqual(new Date(at(9)));
  });

  it('knows the kept page of an address', () => {
    expect(offlinePageOf('/schools/abc/contingency-plans')).toEqual({
      kind: 'section',
      section: '6.1',
      school: 'abc',
    });
    expect(offlinePageOf('/schools/abc/contingency-plans/')).toMatchObject({ section: '6.1' });
    expect(offlinePageOf('/schools/abc/school-details/key-contacts')).toMatchObject({ section: '1.2' });
    expect(offlinePageOf('/schools/abc/appendix/boil-water-notice')).toEqual({
      kind: 'notice',
      school: 'abc',
    });
    expect(offlinePageOf('/schools/abc/contingency-plans/history')).toBeNull();
    expect(offlinePageOf('/schools/abc/school-details/background')).toBeNull();
    expect(offlinePageOf('/schools/abc')).toBeNull();
    expect(offlinePageOf('/contingency-plans')).toBeNull();
  });
});
