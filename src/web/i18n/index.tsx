import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { PLAN_PARTS, type PlanPart, type PlanSection } from '../../domain/plan/catalogue';
import { en, type MessageKey } from './en';
import { mi } from './mi';

export type Language = 'en' | 'mi';
export const LANGUAGE_KEY = 'waikura-language';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'mi', label: 'Te reo Māori' },
];

type Vars = Record<string, string | number>;
const format = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;

/** Looks a message up in a language, falling back to English. */
export function translate(lang: Language, key: MessageKey, vars?: Vars): string {
  const text = (lang === 'mi' ? mi[key] : undefined) ?? en[key] ?? key;
  return format(text, vars);
}

interface I18n {
  lang: Language;
  setLang(lang: Language): void;
  t(key: MessageKey, vars?: Vars): string;
  partTitle(part: PlanPart): string;
  sectionTitle(section: PlanSection): string;
  /**
   * The `lang` attribute for an element whose text comes from the Māori catalogue (navigation, part and
   * section titles): 'mi' in te reo Māori, else undefined. The page itself stays `lang="en"`: its
   * questions, hints and help are English in both languages (WCAG 3.1.1 and 3.1.2).
   */
  miLang: 'mi' | undefined;
}

const I18nContext = createContext<I18n | null>(null);

function initialLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'mi' ? 'mi' : 'en';
  } catch {
    return 'en';
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(initialLanguage);
  useEffect(() => {
    // Most of every page is English in both languages; the translated parts carry `miLang`.
    document.documentElement.lang = 'en';
  }, []);
  const setLang = useCallback((l: Language) => {
    setLangState(l);
    try {
      localStorage.setItem(LANGUAGE_KEY, l);
    } catch {
      /* private mode */
    }
  }, []);
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
    [lang, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n must be used within an I18nProvider');
  return ctx;
}

export const useT = () => useI18n().t;
export { PLAN_PARTS };
