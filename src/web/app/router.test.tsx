/**
 * The app's routes are added to the public table when an address it does not know is first opened
 * (`patchAppRoutes`, decision 026). A navigation that is given up while they load (the person opened
 * another address meanwhile) adds nothing, so the one that replaces it must add them.
 */
import { UNSAFE_createMemoryHistory, UNSAFE_createRouter } from 'react-router';
import { expect, test } from 'vitest';
import { patchAppRoutes, routes } from './router';

test('a navigation given up while the app’s routes load leaves them to the next one, which finds its page', async () => {
  const router = UNSAFE_createRouter({
    routes,
    history: UNSAFE_createMemoryHistory({ initialEntries: ['/'] }),
    patchRoutesOnNavigation: patchAppRoutes,
  }).initialize();
  const first = router.navigate('/profile');
  const second = router.navigate('/settings');
  await Promise.all([first, second]);
  expect(router.state.location.pathname).toBe('/settings');
  expect(router.state.errors).toBeNull();
  expect(router.state.matches.at(-1)?.route.path).toBe('settings');
  router.dispose();
});
