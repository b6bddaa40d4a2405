/**
 * After a stale save (409): the user's answers, the answers saved meanwhile, and the answers both
 * started from. An answer only one side changed keeps that side's change; only an answer both changed,
 * differently, is a clash for the user to decide. Without the starting answers (a draft restored from
 * this browser whose base is no longer known) every answer that differs is a clash.
 */
import { changedFields, type SectionContent, type SectionForm } from './fields';

export interface SectionMerge {
  /** The answers to save: theirs, with the user's changes and, for each clash, the user's answer. */
  merged: SectionContent;
  /** Answers both changed, differently: the user chooses. */
  clashes: string[];
  /** Answers only the other person changed: theirs are kept. */
  theirsOnly: string[];
  /** Answers only the user changed: the user's are kept. */
  mineOnly: string[];
}

export function mergeSection(
  form: SectionForm,
  base: SectionContent | null,
  mine: SectionContent,
  theirs: SectionContent,
): SectionMerge {
  const differing = changedFields(form, theirs, mine);
  const mineChanged = new Set(base ? changedFields(form, base, mine) : differing);
  const theirsChanged = new Set(base ? changedFields(form, base, theirs) : differing);
  const merged: SectionContent = { ...theirs };
  const out: SectionMerge = { merged, clashes: [], theirsOnly: [], mineOnly: [] };
  for (const name of differing) {
    if (!mineChanged.has(name)) out.theirsOnly.push(name);
    else if (!theirsChanged.has(name)) {
      out.mineOnly.push(name);
      merged[name] = mine[name];
    } else {
      out.clashes.push(name);
      merged[name] = mine[name];
    }
  }
  return out;
}
