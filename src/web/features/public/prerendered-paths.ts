import { CALCULATOR_PATHS, PROFESSIONAL_SERVICES_PATH } from '../../../domain/calculators/paths';

/** The sign-in page: prerendered, though it is a form of the app and not one of the public articles. */
export const SIGN_IN_PATH = '/login';

/**
 * The public pages written to HTML at build time (scripts/build.ts) and hydrated in the browser, so their
 * words paint before any script runs. A path here must render the same for every visitor on the first
 * render (no data fetched, nothing read from the browser), or hydration mismatches.
 */
export const PRERENDERED_PATHS = [
  '/',
  // Issue 21: sign-in, the page most visits start on, paints its form before the app's script arrives
  // (decision 048). It is not an article: it is not marked English in te reo (root-layout.tsx).
  SIGN_IN_PATH,
  '/schools',
  '/mission',
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/source-water',
  '/acceptable-solutions',
  '/help/overview',
  '/help/faq',
  '/help/troubleshooting',
  '/help/glossary',
  '/help/documents',
  '/help/contact',
  // Issue 20b: the start pages and Te Mana o te Wai.
  '/getstarted',
  '/dual-home',
  '/te-mana-o-te-wai',
  // Issue 20a: the calculators (rendered with their defaults; a shared address's figures are read after
  // hydration) and the suppliers' page.
  ...Object.values(CALCULATOR_PATHS),
  PROFESSIONAL_SERVICES_PATH,
  // Issue 20: the sample plan, both variants, each overview and each part (decision 040).
  '/ta-demo',
  '/ta-demo/bore',
  ...(['1', '2', '3', '4', '5', '6', '7', '8'] as const).flatMap(
    (n) => [`/ta-demo/part/${n}`, `/ta-demo/bore/part/${n}`] as const,
  ),
] as const;
