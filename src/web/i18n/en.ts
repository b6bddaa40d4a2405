/**
 * The English message catalogue: complete. Every interface string goes through here. At run time it comes
 * in two parts (decision 026): `en-core.ts` in the first script of every page, `en-app.ts` with the app's
 * routes (and the calculators', the start pages' and the sample plan's with their own pages); `en` is all of them, for types and tests. A core message wins over an app message of the same key.
 */
import { mergedParts } from './en-app';
import { enCalculators } from './en-calculators';
import { enCore } from './en-core';
import { enPublicStart } from './en-public-start';
import { enSamplePlan } from './en-sample-plan';

// The calculators' messages come with their public pages' chunk (issue 20a, decision 039).
// The start pages' and the sample plan's come with theirs (decision 046).
export const en = {
  ...mergedParts(),
  ...enCalculators,
  ...enPublicStart,
  ...enSamplePlan,
  ...enCore,
} as const;

export type MessageKey = keyof typeof en;
