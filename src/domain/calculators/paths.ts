/**
 * The calculators' public addresses (platform specification 2.3), and the other professional and school
 * marketing addresses of that list this issue answers. Their first segments, and their second segments
 * under /schools/, are never a school's slug (`reserved-slugs.ts`).
 */
export const CALCULATOR_PATHS = {
  school: '/schools/school-roi',
  schoolAdvanced: '/schools/advanced-calculator',
  supplier: '/suppliers/professional-roi',
  supplierAdvanced: '/suppliers/advanced-calculator',
} as const;

/** The suppliers' hub page (a real page) and the addresses that redirect (decision 039). */
export const PROFESSIONAL_SERVICES_PATH = '/suppliers/professional-services';
export const CALCULATOR_REDIRECTS = {
  '/suppliers/professional-implementation': `${PROFESSIONAL_SERVICES_PATH}#getting-started`,
  '/suppliers/professional-dashboard': `${PROFESSIONAL_SERVICES_PATH}#dashboard`,
  '/schools/school-implementation': '/schools#steps',
} as const;

/** Every public address of the calculators' area, pages and redirects. */
export const CALCULATOR_AREA_PATHS = [
  ...Object.values(CALCULATOR_PATHS),
  PROFESSIONAL_SERVICES_PATH,
  ...Object.keys(CALCULATOR_REDIRECTS),
] as const;
