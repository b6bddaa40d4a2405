/**
 * What the plan export reads, and the one ordering both renderers (PDF and DOCX) follow.
 *
 * The export is the document a school uploads to Hinekōrako, the regulator's portal
 * (Quick_Guide_to_Uploading_DWSP, pp. 1–3), so its chapters follow the official template's order of
 * questions (DWSP_Template_Small_26-100: Your details p. 1, Question 1 pp. 2–3, Question 2 p. 4,
 * Question 3 pp. 5–9, Question 4 p. 10, Question 5 p. 11, approval p. 12), with the medium guidance's
 * additions (DWSP_Template_Medium_101-500: Te Mana o te Wai and responsibilities p. 6, management and
 * monitoring pp. 12–13) placed where that guidance puts them. Our own section numbers stay in every
 * heading so a school can find each answer in WaiKura.
 *
 * Everything here is plain data and text; the renderers only lay it out.
 */
import { withAskedOnce } from '../../../../domain/plan/asked-once';
import { PLAN_SECTIONS, type PlanSection } from '../../../../domain/plan/catalogue';
import { planCompliance } from '../../../../domain/plan/compliance';
import { calculateDemand, DEMAND_FIGURE_NOTE, demandInputFromPlan } from '../../../../domain/plan/demand';
import {
  type ColumnField,
  type Field,
  type FieldGroup,
  FileRef,
  isFilled,
  isShown,
  type RowsField,
  type SectionForm,
} from '../../../../domain/plan/fields';
import { formatValue as formatAnswer, formatNumber } from '../../../../domain/plan/format';
import { formFor } from '../../../../domain/plan/forms';
import {
  CROSSING_100,
  classifySupply,
  SIZE_RULES_BY_SECTION,
  sectionSizeGuidance,
  sizeRules,
} from '../../../../domain/plan/supply-size';

export type SectionStatus = 'not_started' | 'in_progress' | 'completed';

export interface ExportSection {
  section: PlanSection;
  form: SectionForm;
  content: Record<string, unknown>;
  status: SectionStatus;
  updatedAt: Date | null;
  updatedByName: string | null;
}

export interface ExportFile {
  data: Uint8Array;
  mime: string;
  name: string;
}

export interface ExportPlan {
  school: { name: string; address?: string | null };
  generatedAt: Date;
  /** Catalogue order. */
  sections: ExportSection[];
  /** The stored bytes of an uploaded file, or null when it is gone. */
  loadFile(id: string): Promise<ExportFile | null>;
  onProgress?(done: number, total: number): void;
  /** Issue 19: the board's approval recorded in WaiKura, printed on the approval page. */
  approval?: ExportApproval | null;
}

/** Issue 19: an approval recorded in WaiKura, with the plan version it approved. */
export interface ExportApproval {
  approverName: string;
  approverRole: string;
  /** YYYY-MM-DD (New Zealand date of the board's decision). */
  approvedOn: string;
  minuteReference: string | null;
  planVersion: number;
  currentVersion: number;
  needsRenewal: boolean;
}

/** Issue 19: the approval page's lines for a recorded approval (the same words in PDF and Word). */
export function approvalRecordLines(a: ExportApproval): string[] {
  const on = new Date(`${a.approvedOn}T00:00:00Z`).toLocaleDateString('en-NZ', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return [
    `Approved in WaiKura by ${a.approverName} (${a.approverRole}) on ${on}, for plan version ${a.planVersion}.`,
    ...(a.minuteReference ? [`Board decision: ${a.minuteReference}.`] : []),
    a.needsRenewal
      ? `The plan has changed since it was approved (now version ${a.currentVersion}): the approval needs renewing.`
      : 'The plan has not changed since it was approved.',
  ];
}

export interface TemplateChapter {
  heading: string;
  /** Where the official template (and the medium guidance) asks these questions. */
  templateRef: string;
  sectionIds: readonly string[];
}

/** The template's order of questions, with every catalogue section exactly once (a test checks it). */
export const TEMPLATE_ORDER: readonly TemplateChapter[] = [
  {
    heading: 'Your details',
    templateRef:
      'DWSP_Template_Small_26-100, p. 1 (Your details); DWSP_Template_Medium_101-500, p. 6 (Question 2: who is responsible for your water supply)',
    sectionIds: ['background', 'key-contacts'],
  },
  {
    heading: 'Te Mana o te Wai',
    templateRef:
      'DWSP_Template_Medium_101-500, p. 6 (Question 1: how are you giving effect to Te Mana o te Wai)',
    sectionIds: ['te-mana-o-te-wai'],
  },
  {
    heading: 'Question 1: What makes up your drinking water supply?',
    templateRef:
      'DWSP_Template_Small_26-100, pp. 2–3 (Question 1: sources, treatment, distribution, population and supply volume); DWSP_Template_Medium_101-500, pp. 7–10 (Questions 3 and 5)',
    sectionIds: [
      'source',
      'treatment',
      'storage',
      'distribution',
      'daily-demand',
      'demand-storage',
      'resource-consent',
    ],
  },
  {
    heading: 'Question 2: What does your supply look like?',
    templateRef:
      'DWSP_Template_Small_26-100, p. 4 (Question 2: schematic and photos); DWSP_Template_Medium_101-500, p. 7 (Question 4)',
    sectionIds: ['aerial-schematic'],
  },
  {
    heading: 'Question 3: What can go wrong?',
    templateRef:
      'DWSP_Template_Small_26-100, pp. 5–8 (Question 3: hazards A–H, likelihood and controls); DWSP_Template_Medium_101-500, p. 11 (Questions 6.1 and 6.2)',
    sectionIds: [
      'catchment-description',
      'catchment-activities',
      'water-quantity',
      'water-quality-issues',
      'climate-change',
      'cyanobacteria',
      'risk-assessment',
    ],
  },
  {
    heading: 'How will you know your controls are working?',
    templateRef:
      'DWSP_Template_Small_26-100, p. 8; DWSP_Template_Medium_101-500, pp. 12–13 (Question 7: inspection, maintenance and monitoring)',
    sectionIds: ['operations-maintenance', 'monitoring-reporting', 'maintenance-reporting'],
  },
  {
    heading: 'Can you make any improvements, and by when?',
    templateRef: 'DWSP_Template_Small_26-100, p. 9; DWSP_Template_Medium_101-500, p. 11 (Question 6.3)',
    sectionIds: ['improvement-schedule'],
  },
  {
    heading: 'Question 4: How will you respond when an incident occurs?',
    templateRef: 'DWSP_Template_Small_26-100, p. 10; DWSP_Template_Medium_101-500, p. 14 (Question 8)',
    sectionIds: ['contingency-plans'],
  },
  {
    heading: 'Question 5: When will you review your plan?',
    templateRef: 'DWSP_Template_Small_26-100, p. 11; DWSP_Template_Medium_101-500, p. 15 (Question 9)',
    sectionIds: ['annual-process', 'annual-review'],
  },
  {
    heading: 'Supporting records',
    templateRef:
      'DWSP_Template_Medium_101-500, pp. 12–13 (Questions 7.1, 7.2 and 7.4: records of inspections, sampling and procedures kept with the plan)',
    sectionIds: ['water-quality-monitoring', 'appendix-operations-maintenance', 'maintenance-servicing'],
  },
];

/** The sign-off at the end, as the template has it (DWSP_Template_Small_26-100, p. 12). */
export const APPROVAL = {
  heading: 'Approval',
  templateRef: 'DWSP_Template_Small_26-100, p. 12; DWSP_Template_Medium_101-500, p. 5 (step 5)',
  title: 'Approval by drinking water supply owner or representative',
  // In our words: the person in effective control signs to confirm the details and commit to the
  // improvements (DWSP_Template_Medium_101-500, p. 5, step 5).
  intro:
    'The person in effective control of the water supply (for a school, the board chair or the principal on the board’s behalf) signs here to confirm that the details in this plan are correct and that the school will carry out the improvements it lists.',
  lines: ['Approver’s name', 'Role', 'Signature', 'Date'] as const,
  nextStepsTitle: 'Next steps',
  // DWSP_Template_Small_26-100, p. 12 (Next steps: return the plan by website, e-mail or post);
  // Quick_Guide_to_Uploading_DWSP, pp. 1–3 (the upload steps in Hinekōrako).
  nextSteps: [
    'Return the signed plan to Taumata Arowai in one of the three ways the template gives (DWSP_Template_Small_26-100, p. 12):',
    'Website: upload it in Hinekōrako. Choose View Supply Details, then View/Add Drinking Water Safety Plans, then Add New Drinking Water Safety Plan, and use Upload Document (Quick_Guide_to_Uploading_DWSP, pp. 1–3).',
    'E-mail: info@taumataarowai.govt.nz',
    'Post: Level 2, 10 Brandon Street, PO Box 628, Wellington 6140, New Zealand',
    'Keep a copy where everyone who looks after the water supply can find it (DWSP_Template_Small_26-100, p. 12).',
  ],
  /** In place of the next steps while the plan is a draft: a draft is not signed or returned. */
  draftNextSteps: [
    'This plan is a draft and is not ready to sign or return to Taumata Arowai.',
    'Finish what is listed under "What is missing" at the start of this document in WaiKura, then export the plan again. The finished export tells you how to return it.',
  ],
} as const;

/** The mark on every page of an export that is not ready to submit. */
export const DRAFT_MARK = 'Draft — not ready to submit';
export const MISSING_TITLE = 'What is missing';

export interface Readiness {
  /** Every section completed and no required or critical compliance item failing. */
  ready: boolean;
  /** What keeps the plan a draft, in plan order: unfinished sections, then the failing items. */
  missing: string[];
}

/**
 * Is the plan ready to sign and submit? Not while any of the 28 sections is unfinished, nor while a
 * required answer or a critical check (the incident response and notification, decision 021) fails.
 * Other failing checks (storage short of demand, backflow score) describe the supply, not a gap in the
 * plan: they are listed but do not by themselves make a draft.
 */
export function readiness(plan: ExportPlan): Readiness {
  const byId = new Map(plan.sections.map((s) => [s.section.id, s]));
  const missing: string[] = [];
  for (const section of PLAN_SECTIONS) {
    const status = byId.get(section.id)?.status ?? 'not_started';
    if (status !== 'completed')
      missing.push(`${sectionHeading(section)}: ${statusLabel(status).toLowerCase()}`);
  }
  const contents = Object.fromEntries(plan.sections.map((s) => [s.section.id, s.content]));
  const items = planCompliance(contents, plan.generatedAt).sectionCompliance.flatMap((p) => p.items);
  const blocking = items.filter((i) => !i.passed && (i.kind !== 'check' || i.critical));
  const other = items.filter((i) => !i.passed && i.kind === 'check' && !i.critical);
  return {
    ready: missing.length === 0 && blocking.length === 0,
    missing: [...missing, ...blocking.map((i) => i.message!), ...other.map((i) => `Check: ${i.message}`)],
  };
}

export const DOCUMENT_TITLE = 'Drinking Water Safety Plan';
export const NOT_YET_ANSWERED = 'Not yet answered';
export const NOT_ANSWERED = 'Not answered';
export const TICKED = '☑';
export const UNTICKED = '☐';

export interface ExportChapter {
  heading: string;
  templateRef: string;
  sections: ExportSection[];
}

/**
 * The plan's sections grouped into the template's chapters. A section the plan does not carry (an
 * incomplete plan object) is still exported, empty, so every one of the 28 appears. A fact the template
 * needs twice is printed from where it is first asked, so the document never disagrees with itself.
 */
export function orderedChapters(plan: ExportPlan): ExportChapter[] {
  const byId = new Map(plan.sections.map((s) => [s.section.id, s]));
  const answers = (id: string) => byId.get(id)?.content;
  return TEMPLATE_ORDER.map((chapter) => ({
    heading: chapter.heading,
    templateRef: chapter.templateRef,
    sections: chapter.sectionIds.map((id) => {
      const found = byId.get(id);
      if (found) return { ...found, content: withAskedOnce(id, found.content, answers) };
      const section = PLAN_SECTIONS.find((s) => s.id === id);
      if (!section) throw new Error(`Template order names unknown section ${id}`);
      return {
        section,
        form: formFor(id),
        content: {},
        status: 'not_started',
        updatedAt: null,
        updatedByName: null,
      } satisfies ExportSection;
    }),
  }));
}

/** "2.7 Aerial photo and schematic" */
export function sectionHeading(s: PlanSection): string {
  return `${s.number} ${s.title}`;
}

export function completion(plan: ExportPlan): { completed: number; total: number } {
  const total = PLAN_SECTIONS.length;
  const ids = new Set(PLAN_SECTIONS.map((s) => s.id));
  const completed = plan.sections.filter((s) => ids.has(s.section.id) && s.status === 'completed').length;
  return { completed, total };
}

export function statusLabel(status: SectionStatus): string {
  switch (status) {
    case 'completed':
      return 'Completed';
    case 'in_progress':
      return 'In progress';
    default:
      return 'Not started';
  }
}

const NZ_TIME_ZONE = 'Pacific/Auckland';
const nzDateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: NZ_TIME_ZONE,
});
const nzDateTimeFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: NZ_TIME_ZONE,
});

/** A moment in New Zealand time: "16 March 2026 at 10:42 am". */
export function formatNzDateTime(d: Date): string {
  return nzDateTimeFormat.format(d);
}

/** A moment's calendar day in New Zealand: "16 March 2026". */
export function formatNzDate(d: Date): string {
  return nzDateFormat.format(d);
}

/**
 * One answer as text, the same in both documents and the same as everywhere else answers are shown
 * without their form (the domain's plan/format: dates as "15 March 2026", numbers grouped and with
 * their unit, choices by their label in the form's order, yes/no as "Yes"/"No", files by name).
 * Here an empty answer is '' (the renderers say "Not answered" in their own style), and a rows
 * field, which the documents draw as a table, is counted: "3 actions".
 */
export function formatValue(field: Field | ColumnField, value: unknown): string {
  if (field.kind === 'rows') {
    const n = Array.isArray(value) ? value.length : 0;
    return n === 0 ? '' : `${n} ${n === 1 ? field.itemLabel : pluralise(field.itemLabel)}`;
  }
  if (!isFilled(field, value)) return '';
  if (field.kind === 'files') {
    return fileRefs(value)
      .map((f) => f.name)
      .join(', ');
  }
  return formatAnswer(field, value).trim();
}

function pluralise(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The stored file references of a files field (anything malformed is skipped). */
export function fileRefs(value: unknown): FileRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const r = FileRef.safeParse(v);
    return r.success ? [r.data] : [];
  });
}

/**
 * The fields of a group that the export shows: not `hidden` (kept for the page's own widgets, such
 * as a risk's register reference) and shown by their `when` condition given the section's answers.
 */
export function shownFields(group: FieldGroup, content: Record<string, unknown>): Field[] {
  return group.fields.filter((f) => !f.hidden && isShown(f, content));
}

/** Does the section hold any answer among the fields that show? */
export function hasAnswers(s: ExportSection): boolean {
  return s.form.groups.some((g) => shownFields(g, s.content).some((f) => hasValue(f, s.content[f.name])));
}

/** Like isFilled, but a rows field with any row (even with gaps) counts as answered. */
export function hasValue(f: Field, value: unknown): boolean {
  if (f.kind === 'rows') return Array.isArray(value) && value.length > 0;
  return isFilled(f, value);
}

export interface TableModel {
  columns: ColumnField[];
  /** Header cells: the column's plain label. */
  header: string[];
  /** One line of cell texts per row, in column order ('' for an empty or hidden cell). */
  body: string[][];
}

/**
 * A rows field as a table. `hidden` columns are left out, and so are columns that no row shows or
 * fills (a follow-up that never applies); if no row fills anything, every visible column is kept.
 */
export function tableModel(field: RowsField, value: unknown): TableModel {
  const rows = (Array.isArray(value) ? value : []).filter(
    (r): r is Record<string, unknown> => typeof r === 'object' && r !== null,
  );
  const cell = (c: ColumnField, r: Record<string, unknown>) =>
    isShown(c, r) ? formatValue(c, r[c.name]) : '';
  const visible = field.columns.filter((c) => !c.hidden);
  let columns = visible.filter((c) => rows.some((r) => cell(c, r) !== ''));
  if (columns.length === 0) columns = visible;
  return {
    columns,
    header: columns.map((c) => c.label),
    body: rows.map((r) => columns.map((c) => cell(c, r))),
  };
}

export interface ImageInfo {
  type: 'png' | 'jpg';
  width: number;
  height: number;
}

/**
 * The format and pixel size of a PNG or JPEG, read from its bytes (the stored MIME type is not
 * trusted); null for anything else, which the export lists as attached separately.
 */
export function imageInfo(data: Uint8Array): ImageInfo | null {
  if (
    data.length >= 24 &&
    data[0] === 0x89 &&
    data[1] === 0x50 &&
    data[2] === 0x4e &&
    data[3] === 0x47 &&
    data[12] === 0x49 && // IHDR
    data[13] === 0x48 &&
    data[14] === 0x44 &&
    data[15] === 0x52
  ) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const width = view.getUint32(16);
    const height = view.getUint32(20);
    return width > 0 && height > 0 ? { type: 'png', width, height } : null;
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let i = 2;
    while (i + 9 < data.length) {
      if (data[i] !== 0xff) {
        i++;
        continue;
      }
      const marker = data[i + 1] as number;
      if (marker === 0xff) {
        i++;
        continue;
      }
      // Start-of-frame markers (baseline, progressive and the rest), not DHT/JPG/DAC.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const height = ((data[i + 5] as number) << 8) | (data[i + 6] as number);
        const width = ((data[i + 7] as number) << 8) | (data[i + 8] as number);
        return width > 0 && height > 0 ? { type: 'jpg', width, height } : null;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      const length = ((data[i + 2] as number) << 8) | (data[i + 3] as number);
      if (length < 2) return null;
      i += 2 + length;
    }
    return null;
  }
  return null;
}

/** Fit an image inside a box, never enlarging it past its own size. */
export function fitImage(info: { width: number; height: number }, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / info.width, maxHeight / info.height, 1);
  return {
    width: Math.max(1, Math.round(info.width * scale)),
    height: Math.max(1, Math.round(info.height * scale)),
  };
}

/** A files field's entries, loaded: embeddable images, or documents to attach separately. */
export type LoadedFile =
  | { kind: 'image'; id: string; name: string; data: Uint8Array; info: ImageInfo }
  | { kind: 'attached'; name: string }
  | { kind: 'missing'; name: string };

export async function loadFiles(plan: ExportPlan, value: unknown): Promise<LoadedFile[]> {
  return Promise.all(
    fileRefs(value).map(async (ref): Promise<LoadedFile> => {
      const file = await plan.loadFile(ref.id);
      if (!file) return { kind: 'missing', name: ref.name };
      const info = imageInfo(file.data);
      if (info) return { kind: 'image', id: ref.id, name: ref.name, data: file.data, info };
      return { kind: 'attached', name: ref.name };
    }),
  );
}

export function attachedText(name: string): string {
  return `Attached separately: ${name}`;
}

export function missingText(name: string): string {
  return `${name}: the file could not be found. Upload it again in WaiKura before exporting.`;
}

/** "Last updated 16 March 2026 by Aroha Ngata" (New Zealand time), or '' when never saved. */
export function updatedText(s: ExportSection): string {
  if (!s.updatedAt) return '';
  const by = s.updatedByName ? ` by ${s.updatedByName}` : '';
  return `Last updated ${formatNzDate(s.updatedAt)}${by}`;
}

const FIGURE_COLUMNS: ColumnField[] = [
  { kind: 'text', name: 'figure', label: 'Figure' },
  { kind: 'text', name: 'value', label: 'Value' },
];

/**
 * Figures WaiKura works out for a section from the plan's answers, printed before its answers, as the
 * section's page shows them: for 2.6, the storage calculation from 2.1, 2.3 and 2.5 (the same
 * `calculateDemand` the page and the Ministry checks read); for 1.1, the supply's size; for 2.2, 5.2 and
 * 8.1, the rules that follow that size. Null for every other section.
 */
export function workedOutFigures(
  plan: ExportPlan,
  s: ExportSection,
): { title: string; table: TableModel } | null {
  if (s.section.id === 'background') return supplySizeFigures(s.content);
  if (SIZE_RULES_BY_SECTION[s.section.id])
    return sectionSizeFigures(
      s.section.id,
      plan.sections.find((x) => x.section.id === 'background')?.content,
    );
  if (s.section.id !== 'demand-storage') return null;
  const answers = (id: string) => plan.sections.find((x) => x.section.id === id)?.content;
  const input = demandInputFromPlan({
    source: answers('source'),
    storage: answers('storage'),
    dailyDemand: answers('daily-demand'),
    demandStorage: s.content,
  });
  const result = calculateDemand(input);
  const litres = (n: number | null) => (n === null ? NOT_ANSWERED : `${formatNumber(Math.round(n))} L`);
  const rows: [string, string][] = [
    ['People on site (from 2.5)', input.population === null ? NOT_ANSWERED : formatNumber(input.population)],
    ['Water per person per day (from 2.5)', litres(input.perPersonLitres)],
    ['Daily demand', result.ok ? litres(result.dailyDemandLitres) : '—'],
    [
      'Days of storage needed',
      input.days === null
        ? NOT_ANSWERED
        : result.ok && result.floorApplied
          ? `${result.daysUsed} (your target of ${input.days} is below the roof water Acceptable Solution’s 96 hours, so 96 hours is used)`
          : String(input.days),
    ],
    ['Storage needed', result.ok ? litres(result.requiredStorageLitres) : '—'],
    ['Storage held (from 2.3)', litres(input.storageLitres)],
  ];
  if (result.ok)
    rows.push(
      ['Storage lasts', `${result.daysOfSupply} days`],
      [
        'Result',
        result.compliant
          ? 'The storage meets WaiKura’s storage check.'
          : `${result.message} (short by ${litres(result.shortfallLitres)}).`,
      ],
      ['Where the figure comes from', DEMAND_FIGURE_NOTE],
    );
  else rows.push(['Result', 'Not worked out yet: an answer it needs is missing.']);
  return {
    title: 'Storage worked out by WaiKura from 2.1, 2.3 and 2.5',
    table: { columns: FIGURE_COLUMNS, header: FIGURE_COLUMNS.map((c) => c.label), body: rows },
  };
}

/**
 * 2.2, 5.2 and 8.1: the rules of this section that follow the supply's size, for the size 1.1 gives
 * (the same `sectionSizeGuidance` the section's page shows).
 */
function sectionSizeFigures(
  sectionId: string,
  background: Record<string, unknown> | undefined,
): { title: string; table: TableModel } {
  const g = sectionSizeGuidance(sectionId, background);
  const rows: [string, string][] = g?.size
    ? [
        ['Supply size (from 1.1)', g.size.label],
        ...[...g.rules, ...(g.crossing ? [g.crossing] : [])].map((r): [string, string] => [
          r.title,
          `${r.text} (${r.source})`,
        ]),
      ]
    : [
        [
          'Supply size (from 1.1)',
          'Not worked out yet: the number of people on site on a normal day is not answered, so the rules for this supply’s size are not known.',
        ],
      ];
  return {
    title: 'Rules for this supply’s size, worked out by WaiKura from 1.1',
    table: { columns: FIGURE_COLUMNS, header: FIGURE_COLUMNS.map((c) => c.label), body: rows },
  };
}

/** 1.1: the supply's size and what the plan tells a supply of that size (domain/plan/supply-size). */
function supplySizeFigures(content: Record<string, unknown>): { title: string; table: TableModel } {
  const c = classifySupply(content);
  const rows: [string, string][] = c.sizeClass
    ? [
        ['Supply size', `${c.sizeClass.label}: ${c.normal} people on a normal day. ${c.sizeClass.meaning}`],
        ['Source', c.sizeClass.source],
        ...sizeRules(c).map((r): [string, string] => [r.title, `${r.text} (${r.source})`]),
      ]
    : [['Supply size', 'Not worked out yet: the number of people on site on a normal day is not answered.']];
  if (c.size === 'small' || c.size === 'below_small')
    rows.push([CROSSING_100.title, `${CROSSING_100.text} (${CROSSING_100.source})`]);
  return {
    title: 'Supply size worked out by WaiKura from 1.1',
    table: { columns: FIGURE_COLUMNS, header: FIGURE_COLUMNS.map((c) => c.label), body: rows },
  };
}
