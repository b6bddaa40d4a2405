/**
 * The Cache Storage name of the copies of API answers (decision 028). Logout deletes it (lib/offline.ts).
 * Its own module so that the first script of every page (lib/auth, main.tsx) names it without loading
 * the plan catalogue that offline-routes.ts reads (a public page loads no app code, decision 026).
 */
export const OFFLINE_CACHE = 'waikura-offline-v1';
