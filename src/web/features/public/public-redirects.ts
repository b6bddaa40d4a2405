/**
 * Public addresses of the specifications that have no page of their own and lead to the page that answers
 * them (issue 20b, decision 043). Plain data, so `e2e/public-routes.spec.ts` checks each one and the
 * decision's table cannot drift from the router. `/home` → `/` is in `app/router.tsx`, `/help` →
 * `/help/overview` in the help routes.
 */
export const PUBLIC_REDIRECTS: readonly { from: string; to: string; why: string }[] = [
  {
    from: '/school-water-safety',
    to: '/schools',
    why: 'what a school must do to keep its water safe is the schools page',
  },
  {
    from: '/schools/school-water-safety',
    to: '/schools',
    why: 'the same page under /schools/; a reserved word, never a school id',
  },
  {
    from: '/useful-links',
    to: '/help/documents',
    why: 'the regulator’s documents and guides, with where to find them, are the help documents page',
  },
  {
    from: '/acceptable-solutions/template',
    to: '/help/documents',
    why: 'the regulator’s plan templates (and the Ministry’s by source type) are listed on the help documents page',
  },
  {
    from: '/registration-success',
    to: '/register',
    why: 'the register page itself says the account is made and asks to confirm the e-mail; this address alone has nothing to show',
  },
  {
    from: '/test-school-data',
    to: '/ta-demo',
    why: 'the seeds’ test pages become the read-only sample plan (seeds README, point 7)',
  },
];
