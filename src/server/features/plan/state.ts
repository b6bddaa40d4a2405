/**
 * A section as the API answers it (`SectionState`), shared by the plan's reads (service.ts) and its
 * writes (save.ts).
 */
import { findSectionById, type PlanSection } from '../../../domain/plan/catalogue';
import type { SectionContent } from '../../../domain/plan/fields';
import { type SectionFigures, sectionFigures } from '../../../domain/plan/figures';
import type { SectionProgress, SectionStatus } from '../../../domain/plan/status';
import { ApiError, notFound } from '../../lib/http';

export interface Editor {
  id: string;
  name: string;
}

export interface SectionState {
  sectionId: string;
  number: string;
  title: string;
  partId: string;
  content: SectionContent;
  version: number;
  status: SectionStatus;
  percent: number;
  statusOverride: SectionStatus | null;
  progress: SectionProgress;
  updatedAt: string | null;
  updatedByName: string | null;
}

export function sectionOrThrow(sectionId: string): PlanSection {
  const section = findSectionById(sectionId);
  if (!section) throw notFound('There is no plan section with that id.');
  return section;
}

/** A stored section as the API answers it; `figures` when the write already worked them out. */
export function stateOf(
  row: {
    sectionId: string;
    partId: string;
    content: SectionContent;
    version: number;
    statusOverride: string | null;
    updatedAt: Date;
    updatedByName: string | null;
  },
  figures?: SectionFigures,
): SectionState {
  const section = sectionOrThrow(row.sectionId);
  const override = (row.statusOverride as SectionStatus | null) ?? null;
  const { answersPercent: _answers, ...progress } =
    figures ?? sectionFigures(section.id, row.content, override);
  return {
    sectionId: section.id,
    number: section.number,
    title: section.title,
    partId: row.partId,
    content: row.content,
    version: row.version,
    status: progress.status,
    percent: progress.percent,
    statusOverride: override,
    progress,
    updatedAt: row.version > 0 || override ? row.updatedAt.toISOString() : null,
    updatedByName: row.updatedByName,
  };
}

/**
 * A save that carried a version older than the stored one. Nothing is written; the client reads the
 * current section and shows both versions so the user chooses what to keep.
 */
export class StaleVersionError extends ApiError {
  constructor(current: SectionState) {
    super(
      409,
      'stale_version',
      `${current.updatedByName ?? 'Someone'} saved this section since you opened it. Nothing was overwritten: compare the two versions and choose what to keep.`,
    );
  }
}
