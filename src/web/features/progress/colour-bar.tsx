import { progressColour } from '../../../domain/plan/progress';
import { cn } from '../../components/ui/cn';
import { PROGRESS_LOOK } from './look';

/**
 * A progress bar in the progress colour of its percentage (plan specification 9.2). The colour is never
 * the only signal: the bar has its name and value for assistive technology, and callers print the number.
 */
export function ColourBar({
  percent,
  labelledBy,
  label,
  valueText,
  size = 'md',
  className,
}: {
  percent: number;
  labelledBy?: string;
  label?: string;
  valueText?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={cn(
        'w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700',
        size === 'lg' ? 'h-4' : 'h-2.5',
        className,
      )}
    >
      <div
        className={cn('h-full rounded-full', PROGRESS_LOOK[progressColour(value)].bar)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
