import { describe, expect, it } from 'vitest';
import { LEGACY_ANCHORS, LEGACY_TEXT_FRAGMENTS, legacyRedirect } from '../../../domain/plan/routes';
import { PRERENDERED_PATHS } from './prerendered-paths';

/**
 * The root layout does not load the legacy address check on a public page (decision 026: a public page
 * loads no app code). That is only right while no public page's address, with any old plan hash, is an
 * old link the check would redirect.
 */
describe('public pages are never old plan links', () => {
  const hashes = [
    '',
    ...Object.keys(LEGACY_ANCHORS).map((a) => `#${a}`),
    ...LEGACY_TEXT_FRAGMENTS.map((f) => `#:~:text=${encodeURIComponent(f.phrase)}`),
    '#section-2-1',
  ];
  it.each(PRERENDERED_PATHS.map((p) => [p]))('%s stays where it is, whatever its hash', (path) => {
    for (const hash of hashes) expect(legacyRedirect({ pathname: path, hash })).toBeNull();
  });

  it('the check would redirect an old plan link (the test can fail)', () => {
    expect(legacyRedirect({ pathname: '/dwsp', hash: '#section-4-1' })).not.toBeNull();
  });
});
