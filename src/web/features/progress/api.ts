/** Progress, compliance and badges as the web app reads them (issue 4): types and TanStack Query hooks. */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, client, type ResponseOf, type Schema } from '../../lib/api';
import { toast } from '../../lib/toast';
import { type BadgeWords, badgeName } from './badge-text';

export type ProgressResponse = Schema<'PlanProgress'>;
export type SchoolProgress = ProgressResponse['progress'];
export type SectionProgressRow = SchoolProgress['sections'][number];
export type PartProgressRow = SchoolProgress['parts'][number];
export type EarnedBadge = Schema<'EarnedBadge'>;
export type BadgesResponse = ResponseOf<'/api/schools/{schoolId}/badges', 'get'>;
export type LockedBadge = BadgesResponse['locked'][number];

/** A badge a save, status change or restore has just earned for the current user. */
export type NewBadge = ResponseOf<
  '/api/schools/{schoolId}/plan/sections/{sectionId}',
  'put'
>['newBadges'][number];

export const progressKeys = {
  progress: (schoolId: string) => ['progress', schoolId] as const,
  badges: (schoolId: string) => ['badges', schoolId] as const,
};

/** A school's progress query (by the school's id), for useProgress and the dashboard's loader. */
export const progressQuery = (schoolId: string) => ({
  queryKey: progressKeys.progress(schoolId),
  queryFn: () => call(client.GET('/api/schools/{schoolId}/progress', { params: { path: { schoolId } } })),
});

export function useProgress(schoolId: string | undefined) {
  return useQuery({ ...progressQuery(schoolId ?? ''), enabled: Boolean(schoolId) });
}

export function useBadges(schoolId: string | undefined) {
  return useQuery({
    queryKey: progressKeys.badges(schoolId ?? ''),
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/badges', { params: { path: { schoolId: schoolId! } } })),
    enabled: Boolean(schoolId),
  });
}

/** The `newBadges` of a plan response (save, status change, restore); an empty list when there are none. */
export function newBadgesOf(response: unknown): NewBadge[] {
  if (response === null || typeof response !== 'object') return [];
  const list = (response as { newBadges?: unknown }).newBadges;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (b): b is NewBadge =>
      b !== null &&
      typeof b === 'object' &&
      typeof (b as NewBadge).name === 'string' &&
      (b as NewBadge).name !== '',
  );
}

/**
 * After every accepted change to the plan: the progress view and the badges are read again, and badges
 * the change earned are announced for 5 seconds (plan specification 4.5), in the interface language
 * (`words`: the page's `useI18n()`).
 */
export function afterPlanChange(qc: QueryClient, schoolId: string, response: unknown, words: BadgeWords) {
  void qc.invalidateQueries({ queryKey: progressKeys.progress(schoolId) });
  void qc.invalidateQueries({ queryKey: progressKeys.badges(schoolId) });
  const earned = newBadgesOf(response);
  if (earned.length > 0)
    toast.success(
      words.t('badge.newEarned', {
        names: earned.map((b) => badgeName(b.badgeId, b.name, words)).join(', '),
      }),
      { duration: 5000 },
    );
}
