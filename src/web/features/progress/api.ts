/** Progress, compliance and badges as the web app reads them (issue 4): types and TanStack Query hooks. */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BadgeRarity, BadgeType } from '../../../domain/plan/badges';
import { newBadgesMessage } from '../../../domain/plan/badges';
import type { PartId } from '../../../domain/plan/catalogue';
import type { ComplianceLevel, OverallCompliance } from '../../../domain/plan/compliance';
import type { EncouragementTier, NextMilestone, ProgressColour } from '../../../domain/plan/progress';
import type { SectionStatus } from '../../../domain/plan/status';
import { api } from '../../lib/api';

export interface SectionProgressRow {
  sectionId: string;
  number: string;
  title: string;
  partId: PartId;
  status: SectionStatus;
  percent: number;
  subsectionsCompleted: number;
  totalSubsections: number;
  lastUpdated: string | null;
}

export interface PartProgressRow {
  partId: PartId;
  number: number;
  title: string;
  status: SectionStatus;
  percent: number;
  compliance: { score: number; level: ComplianceLevel; status: SectionStatus };
}

export interface SchoolProgress {
  schoolId: string;
  userId: string;
  overall: number;
  sectionsCompleted: number;
  totalSections: number;
  sections: SectionProgressRow[];
  parts: PartProgressRow[];
  milestonesAchieved: number[];
  nextMilestone: NextMilestone | null;
  /** ISO date (YYYY-MM-DD). */
  lastActivityDate: string | null;
  /** ISO date (YYYY-MM-DD); null with too little activity or at 100 %. */
  estimatedCompletionDate: string | null;
  encouragement: EncouragementTier;
  colour: ProgressColour;
}

export interface EarnedBadge {
  badgeId: string;
  type: BadgeType;
  name: string;
  description: string;
  icon: string;
  color: string;
  rarity: BadgeRarity;
  /** ISO instant. */
  earnedAt: string;
  progressWhenEarned: number;
}

export interface LockedBadge {
  badgeId: string;
  type: BadgeType;
  name: string;
  requirement: string;
  icon: string;
  color: string;
  rarity: BadgeRarity;
}

export interface ProgressResponse {
  progress: SchoolProgress;
  compliance: OverallCompliance;
  /** The current user's badges at this school: those of the last 30 days, and how many in all. */
  badges: { recent: EarnedBadge[]; count: number };
}

export interface BadgesResponse {
  earned: EarnedBadge[];
  locked: LockedBadge[];
  /** Earned in the last 7 days. */
  recent: EarnedBadge[];
  count: number;
}

/** A badge a save, status change or restore has just earned for the current user. */
export interface NewBadge {
  badgeId: string;
  name: string;
}

export const progressKeys = {
  progress: (schoolId: string) => ['progress', schoolId] as const,
  badges: (schoolId: string) => ['badges', schoolId] as const,
};

const base = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}`;

export function useProgress(schoolId: string | undefined) {
  return useQuery({
    queryKey: progressKeys.progress(schoolId ?? ''),
    queryFn: () => api<ProgressResponse>(`${base(schoolId!)}/progress`),
    enabled: Boolean(schoolId),
  });
}

export function useBadges(schoolId: string | undefined) {
  return useQuery({
    queryKey: progressKeys.badges(schoolId ?? ''),
    queryFn: () => api<BadgesResponse>(`${base(schoolId!)}/badges`),
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
 * the change earned are announced for 5 seconds (plan specification 4.5).
 */
export function afterPlanChange(qc: QueryClient, schoolId: string, response: unknown) {
  void qc.invalidateQueries({ queryKey: progressKeys.progress(schoolId) });
  void qc.invalidateQueries({ queryKey: progressKeys.badges(schoolId) });
  const earned = newBadgesOf(response);
  if (earned.length > 0) toast.success(newBadgesMessage(earned.map((b) => b.name)), { duration: 5000 });
}
