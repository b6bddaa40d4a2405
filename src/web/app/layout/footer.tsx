import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { DisplaySettings } from './display-settings';

/** Footer links of platform specification section 2, then WaiKura's own. */
export const FOOTER_LINKS: { to: string; label: MessageKey }[] = [
  { to: '/schools', label: 'nav.schools' },
  { to: '/mission', label: 'nav.ourMission' },
  { to: '/source-water', label: 'nav.sourceWater' },
  { to: '/acceptable-solutions', label: 'nav.acceptableSolutions' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/help', label: 'nav.help' },
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/terms-of-service', label: 'nav.terms' },
  // Issue 20b: the guided start and Te Mana o te Wai.
  { to: '/getstarted', label: 'footer.getStarted' },
  { to: '/te-mana-o-te-wai', label: 'footer.teMana' },
];

export function Footer() {
  const { t } = useI18n();
  return (
    // Room below the last line (pb-20) for the buttons fixed to the screen's bottom corners (back to the
    // top, the assistant: 56 px high, 16 px up): scrolled to the end, the footer's words clear them. From
    // 640 px wide the centred words end well before the corners, and the page is not made longer.
    <footer className="mt-16 border-t border-slate-200 bg-white pb-20 sm:pb-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3 md:col-span-1">
          <p className="text-lg font-bold text-brand-900 dark:text-brand-200">{t('app.name')}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('layout.footerAbout')}</p>
          <DisplaySettings />
        </div>
        <nav aria-label={t('layout.footerLinks')} className="md:col-span-2">
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
            {t('layout.footerLinks')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <ReportProblem />
      <p className="pb-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

/**
 * "Report a problem on this page" (issue 19a): the dialog's code loads only when asked for. Pressed before
 * the page's script has run (a prerendered public page), the press is kept and done once the page is the
 * app's (`data-early`, public/before-app.js, decision 058).
 */
function ReportProblem() {
  const { t } = useI18n();
  const [Dialog, setDialog] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  const openReport = () =>
    void import('../../features/feedback/report-dialog').then((m) => setDialog(() => m.ReportDialog));
  return (
    <>
      <p className="no-print pb-2 text-center">
        <button
          type="button"
          className="min-h-11 text-sm underline"
          data-early="report-problem"
          onClick={openReport}
        >
          {t('layout.reportProblem')}
        </button>
      </p>
      {Dialog && <Dialog onClose={() => setDialog(null)} />}
    </>
  );
}
