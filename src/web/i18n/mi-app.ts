/**
 * Te reo Māori for the app's messages: every `mi-<area>.ts` beside this one except the core's, found by
 * file name (decision 042), so a new area's te reo needs no wiring. One chunk, loaded with the app's
 * routes when te reo is the language (`index.tsx`); never by a public page, nor for an English visitor.
 */
const files = import.meta.glob<Record<string, Readonly<Record<string, string>>>>(
  [
    './mi-*.ts',
    '!./mi-app.ts',
    '!./*.test.ts',
    // The core's, which load with it.
    '!./mi-core.ts',
    '!./mi-plan-titles.ts',
    '!./mi-footer.ts',
    // Public pages that load their own: the calculators (features/calculators/messages.ts), the start pages
    // (features/public/start-messages.ts) and the sample plan (features/sample-plan/messages.ts).
    '!./mi-calculators.ts',
    '!./mi-public-start.ts',
    '!./mi-sample-plan.ts',
  ],
  { eager: true },
);

export const miApp: Record<string, string> = Object.assign(
  {},
  ...Object.values(files).flatMap((module) => Object.values(module)),
);
