import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export type Theme = 'light' | 'dark' | 'system';
/** Plan specification 2.9 and 3: the key is configurable, default vite-ui-theme; default theme light. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

const ThemeContext = createContext<{ theme: Theme; setTheme(t: Theme): void } | null>(null);

function readTheme(key: string): Theme {
  try {
    const v = localStorage.getItem(key);
    return v === 'dark' || v === 'system' || v === 'light' ? v : 'light';
  } catch {
    return 'light';
  }
}

export function ThemeProvider({
  children,
  storageKey = THEME_STORAGE_KEY,
}: {
  children: ReactNode;
  storageKey?: string;
}) {
  const [theme, setThemeState] = useState<Theme>(() => readTheme(storageKey));
  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media.matches);
      const scheme = dark ? 'dark' : 'light';
      // Touched only when it changes (public/before-app.js set the class before the first paint): a
      // class written on <html> restyles the page under it (decision 054).
      root.classList.toggle(dark ? 'light' : 'dark', false);
      root.classList.toggle(scheme, true);
      if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
    };
    apply();
    if (theme !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
  const setTheme = (t: Theme) => {
    try {
      localStorage.setItem(storageKey, t);
    } catch {
      /* private mode */
    }
    setThemeState(t);
  };
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider');
  return ctx;
}
