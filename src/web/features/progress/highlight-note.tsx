import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n';

/** The thick outline that marks a highlighted field or section (with the note below, never colour alone). */
export const HIGHLIGHT_OUTLINE =
  'rounded-md outline-4 outline-offset-4 outline-amber-600 outline-solid dark:outline-amber-400';

/** "Needs attention" beside a highlighted field or section, with a way to clear it. */
export function HighlightNote({
  id,
  kind,
  onDismiss,
}: {
  /** The id a control's aria-describedby can point at. */
  id: string;
  kind: 'field' | 'section';
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-md bg-amber-100 px-3 py-2 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50"
      data-testid="highlight-note"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <span id={id} className="font-semibold">
        {kind === 'field' ? t('progress.highlight.field') : t('progress.highlight.section')}
      </span>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('progress.highlight.dismiss')}
      </Button>
    </div>
  );
}
