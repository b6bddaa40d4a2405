import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { PlanPart, PlanSection } from '../../domain/plan/catalogue';
import { setDateLanguage } from './dates';
import type { MessageKey } from './en';
import { enCore } from './en-core';

export type Language = 'en' | 'mi';
export const LANGUAGE_KEY = 'waikura-language';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'mi', label: 'Te reo Māori' },
];

type Vars = Record<string, string | number>;
const format = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;

/**
 * The English messages loaded so far: the core ones from the start, the app's once its routes load
 * (`addMessages`, called by app/app-routes.tsx before any of its pages renders). A public page never
 * loads the app's messages (decision 026).
 */
type Catalogue = Partial<Record<MessageKey, string>>;
/** Added after the core's, newest first: looked up in turn, never copied into one (decision 056). */
const englishAdded: Catalogue[] = [];

/** A message's English: the core's (a core message keeps its text, as in `en`), else the newest added. */
function englishOf(key: string): string | undefined {
  const core = (enCore as Record<string, string>)[key];
  if (core !== undefined) return core;
  for (const part of englishAdded) {
    const text = (part as Record<string, string>)[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Adds messages to the English catalogue: the app's, in parts (`en-app.ts`), or one part of its own. */
export function addMessages(...parts: Catalogue[]): void {
  englishAdded.unshift(...[...parts].reverse());
  appAdded = true;
  if (savedLanguage() === 'mi') void loadMaoriApp().catch(() => undefined);
}
let appAdded = false;

let appMessages: Promise<void> | null = null;
/**
 * The app's messages, loaded and added once: for the app's parts the layout loads outside the app's
 * routes (the bell, live notifications), which a signed-in user also sees on a public page.
 */
export function loadAppMessages(): Promise<void> {
  appMessages ??= import('./en-app').then(
    (m) => addMessages(...m.enAppParts),
    (err: unknown) => {
      appMessages = null;
      throw err;
    },
  );
  return appMessages;
}

/**
 * Te reo Māori (decision 042): one file per English file, `mi-<area>.ts` beside `en-<area>.ts`, found by
 * file name. It never loads for an English visitor, and in two parts like the English (decisions 026, 030):
 * - the core: `mi-core.ts` (the layout, public pages, common words) and `mi-plan-titles.ts` (the plan's
 *   part and section titles, which the home and help pages show), loaded when te reo is chosen;
 * - the app's: `mi-app.ts`, every other `mi-*.ts` file gathered by a glob, loaded with the app's routes
 *   (router.tsx waits for it before drawing an app page) or when te reo is chosen once they are here.
 * Until a part arrives its messages fall back to English.
 */
let mi: Record<string, string> = {};
const miListeners = new Set<() => void>();
const addMaori = (messages: Record<string, string>) => {
  mi = { ...mi, ...messages };
  for (const listener of miListeners) listener();
};

let maori: Promise<void> | null = null;
/** Te reo Māori's core messages (and the app's too when the app's messages are already here). */
export function loadMaori(): Promise<void> {
  // The twins of the public pages' messages already here: waited for too (they never fail; one that could
  // not be fetched is tried again next time), so a page switched to te reo is not drawn half in English.
  const extras = [...maoriExtras].map((load) => {
    maoriExtras.delete(load);
    return loadExtra(load);
  });
  maori ??= Promise.all([import('./mi-core'), import('./mi-plan-titles')]).then(
    ([core, titles]) => addMaori({ ...titles.miPlanTitles, ...core.miCore }),
    (err: unknown) => {
      maori = null;
      throw err;
    },
  );
  return Promise.all([maori, ...extras, ...(appAdded ? [loadMaoriApp()] : [])]).then(() => undefined);
}

/** Te reo twins of the messages public pages' chunks brought (`addPageMessages`), not yet fetched. */
const maoriExtras = new Set<() => Promise<Record<string, string>>>();
const loadExtra = (load: () => Promise<Record<string, string>>) =>
  load().then(addMaori, () => maoriExtras.add(load));
/** Twins not fetched yet, or whose fetch failed: the build's te reo prerender refuses to draw without them. */
export const maoriTwinsMissing = (): number => maoriExtras.size;

/**
 * Messages a public page's own chunk brings (the calculators, the start pages, the sample plan; decisions 039
 * and 046): the English joins the catalogue now (a core message keeps its text), without counting as the
 * app's messages (so te reo's app messages are not fetched for them); the te reo twin is fetched now when te
 * reo is this browser's language, else when it is chosen. The promise settles once the te reo is here (or
 * failed: then it falls back to English); the page's route waits for it so it is not drawn in English first.
 */
export function addPageMessages(
  messages: Partial<Record<MessageKey, string>>,
  loadMaoriTwin: () => Promise<Record<string, string>>,
): Promise<void> {
  englishAdded.unshift(messages);
  if (savedLanguage() === 'mi') return loadExtra(loadMaoriTwin).then(() => undefined);
  maoriExtras.add(loadMaoriTwin);
  return Promise.resolve();
}

let maoriApp: Promise<void> | null = null;
/** Te reo Māori for the app's messages: every `mi-*.ts` but the core's, one chunk. */
export function loadMaoriApp(): Promise<void> {
  maoriApp ??= import('./mi-app').then(
    (m) => addMaori(m.miApp),
    (err: unknown) => {
      maoriApp = null;
      throw err;
    },
  );
  return maoriApp;
}

/**
 * What the app's routes wait for before their first page is drawn: te reo Māori's app messages when that
 * is this browser's language (so the page is not drawn in English first), else nothing.
 */
export function appMessagesReady(): Promise<void> {
  return savedLanguage() === 'mi'
    ? Promise.all([loadMaori(), loadMaoriApp()]).then(() => undefined)
    : Promise.resolve();
}

type Plural<K> = K extends `${infer B}.other` ? B : never;
/**
 * A plural message: `x.one` and `x.other` in the catalogue, called as `t('x', { count })`.
 */
export type PluralKey = Plural<MessageKey>;
/**
 * The plural category of `count`, by English's rule ("one" for 1 and -1, else "other"), which te reo
 * Māori follows too: it has no CLDR rules, and `Intl.PluralRules('mi')` selects as English. Not asked of
 * `Intl`: the first plural rules a page makes load the browser's plural data, inside the render that takes
 * a signed-in page over (decision 055). plurals.test.ts compares it with `Intl.PluralRules` in both.
 */
export function pluralCategory(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

/** Looks a message up in a language, falling back to English; a plural key picks its form by `count`. */
export function translate(lang: Language, key: MessageKey | PluralKey, vars?: Vars): string {
  let k: string = key;
  if (englishOf(key) === undefined && !(key in mi) && typeof vars?.count === 'number') {
    const form = `${key}.${pluralCategory(vars.count)}`;
    k = englishOf(form) !== undefined || form in mi ? form : `${key}.other`;
  }
  const text = (lang === 'mi' ? mi[k] : undefined) ?? englishOf(k) ?? k;
  return format(text, vars);
}

interface I18n {
  lang: Language;
  setLang(lang: Language): void;
  t(key: MessageKey | PluralKey, vars?: Vars): string;
  partTitle(part: Pick<PlanPart, 'id' | 'title'>): string;
  sectionTitle(section: PlanSection): string;
  /**
   * The `lang` attribute for an element whose text comes from the catalogue inside English content
   * (a translated title within an English article): 'mi' in te reo Māori, else undefined.
   */
  miLang: 'mi' | undefined;
  /**
   * The `lang` attribute for a container of content that stays English in both languages (plan questions
   * and hints, regulatory text, help articles, the assistant's answers): 'en' in te reo Māori, else
   * undefined. The page itself is `lang="mi"` in te reo Māori (WCAG 3.1.1 and 3.1.2).
   */
  enLang: 'en' | undefined;
  /**
   * A heading's text glossed in both languages (decision 042): in te reo Māori the te reo text followed by
   * the English in brackets, marked lang="en" ("Ngā take kounga wai (Water quality issues)"), so a key
   * plan term is recognisable against the regulator's English documents; in English the English alone.
   */
  gloss(maori: string, english: string): ReactNode;
}

const I18nContext = createContext<I18n | null>(null);

/** The language the build's prerenderer draws in (Node has no saved choice); null in a browser. */
let prerenderLanguage: Language | null = null;
/**
 * For src/web/prerender/entry-server.tsx: the public pages are drawn in each language (decision 051). One
 * value for the whole module: only for the build, which draws one page at a time, never for the server's
 * renders, which run side by side.
 */
export function setPrerenderLanguage(lang: Language | null): void {
  prerenderLanguage = lang;
}

/** The language this browser chose before, as saved ('en' when none or unreadable). */
export function savedLanguage(): Language {
  if (prerenderLanguage) return prerenderLanguage;
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'mi' ? 'mi' : 'en';
  } catch {
    return 'en';
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(savedLanguage);
  // Bumped when te reo Māori's messages arrive, so what was drawn in English fallback is drawn again.
  const [miVersion, setMiVersion] = useState(0);
  useEffect(() => {
    // The page's language; content that stays English carries `enLang` (WCAG 3.1.1 and 3.1.2). Set only
    // when it changes: writing `lang` on <html>, even the same value, makes the browser restyle every
    // element of the page (its `:lang()`), 51-127 ms at 4x CPU on a dashboard taken over (decision 054).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    // The server reads it too: for te reo, a signed-in page's HTML does not ask for API answers ahead of the
    // app, as those would come in English (src/server/lib/first-pages.ts, decision 048). Nothing else is in it.
    // biome-ignore lint/suspicious/noDocumentCookie: one preference, read by the server; no cookie store needed.
    document.cookie = `${LANGUAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
  }, [lang]);
  useEffect(() => {
    const bump = () => setMiVersion((v) => v + 1);
    miListeners.add(bump);
    return () => {
      miListeners.delete(bump);
    };
  }, []);
  useEffect(() => {
    if (lang === 'mi') void loadMaori().catch(() => undefined);
  }, [lang]);
  const setLang = useCallback((l: Language) => {
    try {
      localStorage.setItem(LANGUAGE_KEY, l);
    } catch {
      /* private mode */
    }
    if (l === 'mi')
      void loadMaori().then(
        () => setLangState(l),
        () => setLangState(l),
      );
    else setLangState(l);
  }, []);
  // Dates follow the language shown (i18n/dates.ts); set as this renders, before its children format any.
  setDateLanguage(lang);
  // biome-ignore lint/correctness/useExhaustiveDependencies: miVersion marks the Māori messages' arrival.
  const value = useMemo<I18n>(
    () => ({
      lang,
      setLang,
      t: (key, vars) => translate(lang, key, vars),
      partTitle: (part) => (lang === 'mi' ? mi[`plan.part.${part.id}`] : undefined) ?? part.title,
      sectionTitle: (section) =>
        (lang === 'mi' ? mi[`plan.section.${section.id}`] : undefined) ?? section.title,
      miLang: lang === 'mi' ? 'mi' : undefined,
      enLang: lang === 'mi' ? 'en' : undefined,
      gloss: (maori, english) =>
        lang === 'mi' && maori !== english ? (
          <>
            {maori} <span lang="en">({english})</span>
          </>
        ) : (
          english
        ),
    }),
    [lang, setLang, miVersion],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n must be used within an I18nProvider');
  return ctx;
}

export const useT = () => useI18n().t;

/** The language, for a shared component that may render outside the provider (then English). */
export function useLanguage(): Language {
  return useContext(I18nContext)?.lang ?? 'en';
}
