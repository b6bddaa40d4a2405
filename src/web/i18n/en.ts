/**
 * The English message catalogue: complete. Every interface string goes through here. At run time it comes
 * in two parts (decision 026): `en-core.ts` in the first script of every page, `en-app.ts` with the app's
 * routes; `en` is both, for types and tests. A core message wins over an app message of the same key.
 */
import { enApp } from './en-app';
import { enCore } from './en-core';

export const en = { ...enApp, ...enCore } as const;

export type MessageKey = keyof typeof en;
