import { useId } from 'react';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { LANGUAGES, type Language, useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { logError } from '../../lib/error-logger';
import { type Theme, useTheme } from '../../lib/theme';

/**
 * Theme (light / dark / system) and language, remembered in the browser. A signed-in person's choice of
 * language is also stored with their account, for the e-mails WaiKura sends them (issue 20). A choice
 * made before the page is the app's (a prerendered page) is kept and made again once it is (`data-early`,
 * public/before-app.js, decision 058).
 */
export function DisplaySettings() {
  const { t, lang, setLang } = useI18n();
  const { user } = useAuth();
  const chooseLanguage = (l: Language) => {
    setLang(l);
    if (user)
      call(client.PUT('/api/me/language', { body: { language: l } })).catch((err: unknown) =>
        logError(err, 'saving the language for e-mails'),
      );
  };
  const { theme, setTheme } = useTheme();
  const themeId = useId();
  const langId = useId();
  const select = cn(control, controlState(), 'w-auto min-h-9 py-1 text-sm');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={themeId} className="text-sm font-medium">
        {t('layout.theme')}
      </label>
      <select
        id={themeId}
        className={select}
        value={theme}
        onChange={(e) => setTheme(e.target.value as Theme)}
        data-testid="theme-select"
        data-early="theme"
      >
        <option value="light">{t('layout.theme.light')}</option>
        <option value="dark">{t('layout.theme.dark')}</option>
        <option value="system">{t('layout.theme.system')}</option>
      </select>
      <label htmlFor={langId} className="text-sm font-medium">
        {t('layout.language')}
      </label>
      <select
        id={langId}
        className={select}
        value={lang}
        onChange={(e) => chooseLanguage(e.target.value as Language)}
        data-testid="language-select"
        data-early="language"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
