import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { aboveSaveBar, useSaveBarHeight } from '../../lib/save-bar-height';

/** Plan specification 2.5: appears after 300 px of scroll, bottom-left, with a progress ring. */
export const SCROLL_BUTTON_THRESHOLD = 300;

export function ScrollToTop() {
  const { t } = useI18n();
  const [state, setState] = useState({ visible: false, progress: 0 });
  // Above a plan section's save bar: on a phone it covered the save state.
  const saveBar = useSaveBarHeight();
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      // Near the top the button is hidden, and the page's height is not read: reading it as a page is
      // first drawn forced a layout of the whole page (issue 21, decision 030).
      if (y <= SCROLL_BUTTON_THRESHOLD) {
        setState((s) => (s.visible ? { visible: false, progress: 0 } : s));
        return;
      }
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setState({ visible: true, progress: max > 0 ? Math.min(1, y / max) : 0 });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!state.visible) return null;
  const r = 22;
  const c = 2 * Math.PI * r;
  return (
    <button
      type="button"
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
      className="no-print fixed bottom-4 left-4 z-40 grid size-14 place-items-center rounded-full bg-white shadow-lg dark:bg-slate-800"
      style={aboveSaveBar(saveBar)}
      aria-label={t('layout.scrollTop')}
      data-testid="scroll-to-top"
    >
      <svg aria-hidden="true" className="absolute inset-0 -rotate-90" viewBox="0 0 56 56">
        <circle
          cx="28"
          cy="28"
          r={r}
          fill="none"
          strokeWidth="4"
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          cx="28"
          cy="28"
          r={r}
          fill="none"
          strokeWidth="4"
          strokeDasharray={c}
          strokeDashoffset={c * (1 - state.progress)}
          className="stroke-brand-700 dark:stroke-brand-300"
        />
      </svg>
      <ArrowUp aria-hidden="true" className="size-5 text-brand-900 dark:text-brand-100" />
    </button>
  );
}
