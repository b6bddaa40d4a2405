/**
 * Public addresses of the specifications that have no page of their own and lead to the page that answers
 * them (issue 20b; each one's reason is in decision 043's table). Plain data, so `e2e/public-routes.spec.ts`
 * checks that each has its row. Reasons are comments, not strings: this module is in every page's first
 * script. `/home` → `/` is in `app/router.tsx`, `/help` → `/help/overview` in the help routes.
 */
export const PUBLIC_REDIRECTS: readonly { from: string; to: string }[] = [
  // What a school must do to keep its water safe is the schools page.
  { from: '/school-water-safety', to: '/schools' },
  // The same under /schools/: a reserved word, never a school id.
  { from: '/schools/school-water-safety', to: '/schools' },
  // The regulator's documents and guides, with where to find them.
  { from: '/useful-links', to: '/help/documents' },
  // The regulator's plan templates (and the Ministry's, by source type) are listed there.
  { from: '/acceptable-solutions/template', to: '/help/documents' },
  // The register page itself says the account is made and asks to confirm the e-mail address.
  { from: '/registration-success', to: '/register' },
  // The seeds' test pages become the read-only sample plan (seeds README, point 7).
  { from: '/test-school-data', to: '/ta-demo' },
];
