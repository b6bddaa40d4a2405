import { describe, expect, it } from 'vitest';
import { isKeptOffline, offlineCopyOf, offlineSectionOfPage } from './offline-routes';

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
      '/api/schools/abc/plan/sections/background',
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
    expect(offlineCopyOf(`${O}/api/schools/abc/plan/sections/background`, date)).toBeNull();
  });

  it('knows the kit section of a page address', () => {
    expect(offlineSectionOfPage('/schools/abc/contingency-plans')).toBe('6.1');
    expect(offlineSectionOfPage('/schools/abc/contingency-plans/')).toBe('6.1');
    expect(offlineSectionOfPage('/schools/abc/school-details/key-contacts')).toBe('1.2');
    expect(offlineSectionOfPage('/schools/abc/contingency-plans/history')).toBeNull();
    expect(offlineSectionOfPage('/schools/abc')).toBeNull();
    expect(offlineSectionOfPage('/contingency-plans')).toBeNull();
  });
});
