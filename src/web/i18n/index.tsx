import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { PlanPart, PlanSection } from '../../domain/plan/catalogue';
import type { MessageKey } from './en';
import { enCore } from './en-core';
import type { mi as MiCatalogue } from './mi';

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
let english: Partial<Record<MessageKey, string>> = enCore;

/** Adds messages to the English catalogue; a core message keeps its text (the same order as `en`). */
export function addMessages(messages: Partial<Record<MessageKey, string>>): void {
  english = { ...english, ...messages, ...enCore };
}

let appMessages: Promise<void> | null = null;
/**
 * The app's messages, loaded and added once: for the app's parts the layout loads outside the app's
 * routes (the bell, live notifications), which a signed-in user also sees on a public page.
 */
export function loadAppMessages(): Promise<void> {
  appMessages ??= import('./en-app').then(
    (m) => addMessages(m.enApp),
    (err: unknown) => {
      appMessages = null;
      throw err;
    },
  );
  return appMessages;
}

/**
 * Te reo Māori, loaded only for those who choose it (its own chunk, 1.3 KB on the wire that every other
 * visit no longer fetches; decision 030). main.tsx loads it before the first render when it is the saved
 * language; choosing it in the footer loads it first. Until then a message falls back to English.
 */
let mi: typeof MiCatalogue = {};
let maori: Promise<void> | null = null;
export function loadMaori(): Promise<void> {
  maori ??= import('./mi').then(
    (m) => {
      mi = m.mi;
    },
    (err: unknown) => {
      maori = null;
      throw err;
    },
  );
  return maori;
}

/** Looks a message up in a language, falling back to English. */
export function translate(lang: Language, key: MessageKey, vars?: Vars): string {
  const text = (lang === 'mi' ? mi[key] : undefined) ?? english[key] ?? key;
  return format(text, vars);
}

interface I18n {
  lang: Language;
  setLang(lang: Language): void;
  t(key: MessageKey, vars?: Vars): string;
  partTitle(part: Pick<PlanPart, 'id' | 'title'>): string;
  sectionTitle(section: PlanSection): string;
  /**
   * The `lang` attribute for an element whose text comes from the Māori catalogue (navigation, part and
   * section titles): 'mi' in te reo Māori, else undefined. The page itself stays `lang="en"`: its
   * questions, hints and help are English in both languages (WCAG 3.1.1 and 3.1.2).
   */
  miLang: 'mi' | undefined;
}

const I18nContext = createContext<I18n | null>(null);

/** The language this browser chose before, as saved ('en' when none or unreadable). */
export function savedLanguage(): Language {
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
    // Most of every page is English in both languages; the translated parts carry `miLang`.
    document.documentElement.lang = 'en';
  }, []);
  useEffect(() => {
    if (lang === 'mi')
      void loadMaori().then(
        () => setMiVersion((v) => v + 1),
        () => undefined,
      );
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
