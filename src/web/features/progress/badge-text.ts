/**
 * A badge's or milestone's words in the interface language, by its id (decision 045). The server sends
 * the English from `domain/plan/badges.ts`; the web shows the catalogue's `badge.*` messages instead, so
 * te reo shows te reo. An id the domain does not know (a newer server) keeps the words the server sent.
 */
import { BADGES_BY_ID, SAFETY_FIRST_RISKS, SPEED_DEMON_DAYS } from '../../../domain/plan/badges';
import {
  findSectionById,
  PLAN_PARTS,
  type PlanPart,
  type PlanSection,
  SECTION_COUNT,
} from '../../../domain/plan/catalogue';
import type { PluralKey } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

type Translate = (key: MessageKey | PluralKey, vars?: Record<string, string | number>) => string;
export interface BadgeWords {
  t: Translate;
  partTitle(part: Pick<PlanPart, 'id' | 'title'>): string;
  sectionTitle(section: PlanSection): string;
}
export interface BadgeText {
  name: string;
  description: string;
  requirement: string;
}

/** The section the "Safety First" badge counts risks in (4.1, Risk assessment). */
const RISK_SECTION = findSectionById('risk-assessment');

/** The name, meaning and requirement of a badge; undefined for an id the domain does not know. */
export function badgeText(id: string, w: BadgeWords): BadgeText | undefined {
  const badge = BADGES_BY_ID.get(id);
  if (!badge) return undefined;
  const { t } = w;
  if (badge.type === 'completion') {
    const percent = badge.requirements.completion_percentage ?? 100;
    return {
      name: t(`badge.${id}.name` as MessageKey),
      description:
        id === 'dwsp_complete'
          ? t('badge.dwsp_complete.description')
          : t('badge.completion.description', { percent }),
      requirement: t('badge.completion.requirement', { percent }),
    };
  }
  if (badge.type === 'section') {
    const part = PLAN_PARTS.find((p) => p.id === badge.requirements.section_id);
    if (!part) return undefined;
    const vars = { part: w.partTitle(part), number: part.number };
    return {
      name: t('badge.section.name', vars),
      description: t('badge.section.description', vars),
      requirement: t('badge.section.requirement', { ...vars, count: part.sections.length }),
    };
  }
  const vars = {
    sections: SECTION_COUNT,
    risks: SAFETY_FIRST_RISKS,
    days: SPEED_DEMON_DAYS,
    section: RISK_SECTION?.number ?? '',
    title: RISK_SECTION ? w.sectionTitle(RISK_SECTION) : '',
  };
  return {
    name: t(`badge.${id}.name` as MessageKey, vars),
    description: t(`badge.${id}.description` as MessageKey, vars),
    requirement: t(`badge.${id}.requirement` as MessageKey, vars),
  };
}

/** A badge's or milestone's name in the interface language, else the name the server sent. */
export function badgeName(id: string, sent: string, w: BadgeWords): string {
  return badgeText(id, w)?.name ?? sent;
}
