import {
  Award,
  BadgeCheck,
  Flag,
  FlagTriangleRight,
  Footprints,
  Gem,
  ListChecks,
  Lock,
  type LucideIcon,
  Milestone,
  Mountain,
  ShieldCheck,
  Sunrise,
  Trophy,
  Zap,
} from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { EarnedBadge, LockedBadge } from './api';
import { badgeText } from './badge-text';
import { BADGE_COLOUR, nzDate, RARITY_TEXT } from './look';

/** The icons badges.ts names, and only those (a static map keeps the rest of lucide out of the bundle). */
const ICONS: Record<string, LucideIcon> = {
  footprints: Footprints,
  flag: Flag,
  milestone: Milestone,
  mountain: Mountain,
  'flag-triangle-right': FlagTriangleRight,
  trophy: Trophy,
  'badge-check': BadgeCheck,
  'list-checks': ListChecks,
  'shield-check': ShieldCheck,
  zap: Zap,
  gem: Gem,
  sunrise: Sunrise,
};

export function BadgeIcon({
  icon,
  color,
  locked,
  small,
}: {
  icon: string;
  color: string;
  locked?: boolean;
  small?: boolean;
}) {
  const Icon = locked ? Lock : (ICONS[icon] ?? Award);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full',
        small ? 'size-9' : 'size-12',
        locked
          ? 'border-2 border-dashed border-slate-400 text-slate-600 dark:border-slate-500 dark:text-slate-300'
          : (BADGE_COLOUR[color] ?? BADGE_COLOUR.slate),
      )}
    >
      <Icon className={small ? 'size-5' : 'size-6'} />
    </span>
  );
}

/** An earned badge: icon, name, rarity in words, what it means, when and at what progress it was earned. */
export function EarnedBadgeCard({ badge, compact }: { badge: EarnedBadge; compact?: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const words = badgeText(badge.badgeId, i18n) ?? badge;
  if (compact)
    return (
      <article className="flex items-center gap-3" aria-label={words.name}>
        <BadgeIcon icon={badge.icon} color={badge.color} small />
        <div className="min-w-0">
          <p className="font-semibold leading-snug">{words.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className={cn('font-medium', RARITY_TEXT[badge.rarity])}>
              {t(`progress.rarity.${badge.rarity}`)}
            </span>{' '}
            · <time dateTime={badge.earnedAt}>{nzDate(badge.earnedAt)}</time>
          </p>
        </div>
      </article>
    );
  return (
    <article
      className="flex h-full gap-3 rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
      aria-label={words.name}
    >
      <BadgeIcon icon={badge.icon} color={badge.color} />
      <div className="min-w-0">
        <p className="font-semibold">{words.name}</p>
        <p className={cn('text-sm font-medium', RARITY_TEXT[badge.rarity])}>
          {t(`progress.rarity.${badge.rarity}`)}
        </p>
        <p className="mt-1 text-sm">{words.description}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={badge.earnedAt}>
            {t('progress.badges.earnedOn', { date: nzDate(badge.earnedAt) })}
          </time>
          , {t('progress.badges.atPercent', { percent: badge.progressWhenEarned })}
        </p>
      </div>
    </article>
  );
}

/** A badge not yet earned: a lock, the word "Locked", and what earns it. */
export function LockedBadgeCard({ badge }: { badge: LockedBadge }) {
  const i18n = useI18n();
  const { t } = i18n;
  const words = badgeText(badge.badgeId, i18n) ?? badge;
  return (
    <article
      className="flex h-full gap-3 rounded-md border border-dashed border-slate-300 p-3 dark:border-slate-600"
      aria-label={`${words.name} (${t('progress.badges.locked')})`}
    >
      <BadgeIcon icon={badge.icon} color={badge.color} locked />
      <div className="min-w-0">
        <p className="font-semibold">{words.name}</p>
        <p className="text-sm">
          <span className="font-medium">{t('progress.badges.locked')}</span> ·{' '}
          <span className={cn('font-medium', RARITY_TEXT[badge.rarity])}>
            {t(`progress.rarity.${badge.rarity}`)}
          </span>
        </p>
        <p className="mt-1 text-sm">{t('progress.badges.howToEarn', { requirement: words.requirement })}</p>
      </div>
    </article>
  );
}
