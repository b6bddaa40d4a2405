/**
 * Issue 19: each school's supply as its plan records it — source (2.1), treatment (2.2) and storage (2.3)
 * — summarised for provider staff across schools. Pure: it reads stored answers and the forms' own option
 * lists (one source of truth for the words), and writes nothing.
 */
import type { ChoiceField, Option } from './plan/fields';
import { fieldOf } from './plan/forms';

export type SupplyAspect = 'source' | 'treatment' | 'storage';

/** The checklist each aspect reads, by section and field name. */
export const SUPPLY_FIELDS: Readonly<Record<SupplyAspect, { sectionId: string; field: string }>> = {
  source: { sectionId: 'source', field: 'source_type' },
  treatment: { sectionId: 'treatment', field: 'treatment_type' },
  storage: { sectionId: 'storage', field: 'storage_type' },
};

/** The sections a supplies summary reads. */
export const SUPPLY_SECTIONS = ['source', 'treatment', 'storage'] as const;

/** The options of an aspect's checklist, as the plan's form offers them. */
export function supplyOptions(aspect: SupplyAspect): readonly Option[] {
  const { sectionId, field } = SUPPLY_FIELDS[aspect];
  const f = fieldOf(sectionId, field) as ChoiceField | undefined;
  return f?.options ?? [];
}

export interface SupplySummary {
  /** Ticked option values, in the form's order; unknown stored values are left out. */
  source: string[];
  treatment: string[];
  storage: string[];
  /** Litres of storage: 2.3's total when given, else the sum of the tanks' volumes; null when neither. */
  storageLitres: number | null;
  tankCount: number;
  /** 2.1's bore depth in metres, when a bore is recorded. */
  boreDepthMetres: number | null;
  /** 2.2's UV dose (mJ/cm²), when UV is recorded. */
  uvDose: number | null;
  /** Whether 2.1, 2.2 or 2.3 holds any of these answers. */
  recorded: boolean;
}

type Content = Record<string, unknown> | undefined;

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function ticked(aspect: SupplyAspect, content: Content): string[] {
  const raw = content?.[SUPPLY_FIELDS[aspect].field];
  if (!Array.isArray(raw)) return [];
  const chosen = new Set(raw.filter((v): v is string => typeof v === 'string'));
  return supplyOptions(aspect)
    .map((o) => o.value)
    .filter((v) => chosen.has(v));
}

/** The summary of one school's supply from the stored answers of 2.1, 2.2 and 2.3. */
export function supplySummary(answers: {
  source?: Record<string, unknown>;
  treatment?: Record<string, unknown>;
  storage?: Record<string, unknown>;
}): SupplySummary {
  const source = ticked('source', answers.source);
  const treatment = ticked('treatment', answers.treatment);
  const storage = ticked('storage', answers.storage);
  const tanks = Array.isArray(answers.storage?.tanks) ? (answers.storage.tanks as unknown[]) : [];
  const volumes = tanks
    .map((t) => (t && typeof t === 'object' ? finite((t as Record<string, unknown>).volume) : null))
    .filter((v): v is number => v !== null);
  const total = finite(answers.storage?.storage_capacity);
  const storageLitres = total ?? (volumes.length ? volumes.reduce((a, b) => a + b, 0) : null);
  return {
    source,
    treatment,
    storage,
    storageLitres,
    tankCount: tanks.length,
    boreDepthMetres: source.includes('bore') ? finite(answers.source?.bore_depth) : null,
    uvDose: treatment.includes('uv') ? finite(answers.treatment?.uv_dose) : null,
    recorded: source.length + treatment.length + storage.length > 0 || storageLitres !== null,
  };
}

export interface SupplyFilter {
  source?: string;
  treatment?: string;
  storage?: string;
  /** Only schools whose plan records none of it yet. */
  unrecorded?: boolean;
}

/** Whether a summary matches every filter given (a filter on an aspect means "has this ticked"). */
export function matchesSupply(summary: SupplySummary, filter: SupplyFilter): boolean {
  if (filter.source && !summary.source.includes(filter.source)) return false;
  if (filter.treatment && !summary.treatment.includes(filter.treatment)) return false;
  if (filter.storage && !summary.storage.includes(filter.storage)) return false;
  if (filter.unrecorded && summary.recorded) return false;
  return true;
}
