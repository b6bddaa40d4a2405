/**
 * The whole plan as a Word document (DOCX), from the same model as the PDF (model.ts): the same
 * chapters, headings, answers, tables, tick lists, images and approval block. Real Heading 1/2/3
 * styles, table header rows that repeat on each page, alternative text on images, the document
 * language en-NZ, and a "Page X of Y" footer from Word's own page fields.
 */
import {
  AlignmentType,
  Bookmark,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  InternalHyperlink,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Field } from '../../../../domain/plan/fields';
import {
  APPROVAL,
  approvalRecordLines,
  attachedText,
  completion,
  DOCUMENT_TITLE,
  DRAFT_MARK,
  type ExportPlan,
  type ExportSection,
  fitImage,
  formatNzDateTime,
  formatValue,
  hasAnswers,
  hasValue,
  type LoadedFile,
  loadFiles,
  MISSING_TITLE,
  missingText,
  NOT_ANSWERED,
  NOT_YET_ANSWERED,
  orderedChapters,
  type Readiness,
  readiness,
  sectionHeading,
  shownFields,
  statusLabel,
  type TableModel,
  TICKED,
  tableModel,
  UNTICKED,
  updatedText,
  workedOutFigures,
} from './model';

type Block = Paragraph | Table;
type Orientation = 'portrait' | 'landscape';

const COLOR = { heading: '0B4F8A', muted: '55606B', rule: 'B9C6D3', headerFill: 'E4EEF8', draft: 'A4161A' };
/** Half-points. */
const SIZE = { body: 21, small: 17, table: 18, wideTable: 16 };
/** A4 in twips, with Word's default 1 inch margins. */
const PAGE = { short: 11906, long: 16838, margin: 1440 };
const TWIPS_PER_PX = 15; // 1440 twips per inch, 96 px per inch
const WIDE_TABLE_COLUMNS = 6;

function contentWidthTwips(o: Orientation) {
  return (o === 'portrait' ? PAGE.short : PAGE.long) - 2 * PAGE.margin;
}
function contentHeightTwips(o: Orientation) {
  return (o === 'portrait' ? PAGE.long : PAGE.short) - 2 * PAGE.margin;
}

function bookmarkId(kind: 'chapter' | 'section', key: string) {
  return `${kind === 'chapter' ? 'ch' : 's'}_${key.replace(/[^A-Za-z0-9]/g, '_')}`.slice(0, 40);
}

/** Text with line breaks as runs. */
function runs(text: string, opts: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {}) {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined, ...opts }));
}

function para(
  text: string,
  opts: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {},
  after = 80,
) {
  return new Paragraph({ children: runs(text, opts), spacing: { after } });
}

function isWide(s: ExportSection): boolean {
  return s.form.groups.some((g) =>
    shownFields(g, s.content).some(
      (f) =>
        f.kind === 'rows' &&
        hasValue(f, s.content[f.name]) &&
        tableModel(f, s.content[f.name]).columns.length >= WIDE_TABLE_COLUMNS,
    ),
  );
}

class PlanDocx {
  private readonly readiness: Readiness;
  constructor(private readonly plan: ExportPlan) {
    this.readiness = readiness(plan);
  }

  async render(): Promise<Uint8Array> {
    const chapters = orderedChapters(this.plan);
    const footer = this.footer();
    const docSections: { orientation: Orientation; children: Block[] }[] = [
      { orientation: 'portrait', children: this.cover(chapters) },
    ];

    for (const [i, chapter] of chapters.entries()) {
      const firstWide = chapter.sections[0] ? isWide(chapter.sections[0]) : false;
      let current = {
        orientation: (firstWide ? 'landscape' : 'portrait') as Orientation,
        children: [] as Block[],
      };
      docSections.push(current);
      current.children.push(
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [
            new Bookmark({
              id: bookmarkId('chapter', String(i + 1)),
              children: [new TextRun(chapter.heading)],
            }),
          ],
        }),
        para(`Official template: ${chapter.templateRef}`, { color: COLOR.muted, size: SIZE.small }, 240),
      );
      for (const s of chapter.sections) {
        const o: Orientation = isWide(s) ? 'landscape' : 'portrait';
        if (o !== current.orientation) {
          current = { orientation: o, children: [] };
          docSections.push(current);
        }
        current.children.push(...(await this.section(s, o)));
      }
      this.plan.onProgress?.(i + 1, chapters.length);
    }
    docSections.push({ orientation: 'portrait', children: this.approval() });

    const doc = new Document({
      title: `${DOCUMENT_TITLE} – ${this.plan.school.name}`,
      subject: `Drinking Water Safety Plan of ${this.plan.school.name}, for upload to Hinekōrako`,
      creator: 'WaiKura',
      description: `Generated ${formatNzDateTime(this.plan.generatedAt)} (New Zealand time)`,
      styles: {
        default: {
          document: { run: { font: 'Arial', size: SIZE.body, language: { value: 'en-NZ' } } },
          title: { run: { font: 'Arial', size: 52, bold: true, color: COLOR.heading } },
          heading1: {
            run: { font: 'Arial', size: 36, bold: true, color: COLOR.heading },
            paragraph: { spacing: { before: 0, after: 80 }, keepNext: true },
          },
          heading2: {
            run: { font: 'Arial', size: 28, bold: true, color: COLOR.heading },
            paragraph: { spacing: { before: 360, after: 40 }, keepNext: true },
          },
          heading3: {
            run: { font: 'Arial', size: 24, bold: true, color: '1B1F24' },
            paragraph: { spacing: { before: 200, after: 80 }, keepNext: true },
          },
        },
      },
      sections: docSections.map((s) => ({
        properties: {
          page: {
            size: {
              width: PAGE.short,
              height: PAGE.long,
              orientation:
                s.orientation === 'landscape' ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        footers: { default: footer },
        ...(this.readiness.ready ? {} : { headers: { default: this.draftHeader() } }),
        children: s.children,
      })),
    });
    const buffer = await Packer.toBuffer(doc);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }

  /** The draft mark at the head of every page (a header in every section of the document). */
  private draftHeader() {
    return new Header({
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: DRAFT_MARK, bold: true, color: COLOR.draft })],
        }),
      ],
    });
  }

  private footer() {
    return new Footer({
      children: [
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: [
            new TextRun({
              text: `${this.plan.school.name} – ${DOCUMENT_TITLE}    `,
              color: COLOR.muted,
              size: SIZE.small,
            }),
            new TextRun({
              children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
              color: COLOR.muted,
              size: SIZE.small,
            }),
          ],
        }),
      ],
    });
  }

  private cover(chapters: ReturnType<typeof orderedChapters>): Block[] {
    const { school, generatedAt } = this.plan;
    const { completed, total } = completion(this.plan);
    const out: Block[] = [
      new Paragraph({
        heading: HeadingLevel.TITLE,
        children: [new TextRun(DOCUMENT_TITLE)],
        spacing: { after: 200 },
      }),
      para(school.name, { bold: true, size: 36 }, 80),
    ];
    if (school.address?.trim()) out.push(para(school.address.trim(), { size: 23 }, 160));
    out.push(
      para(`Generated ${formatNzDateTime(generatedAt)} (New Zealand time)`, { color: COLOR.muted }, 40),
      para(`Plan completion: ${completed} of ${total} sections completed`, { bold: true }, 320),
    );
    if (!this.readiness.ready) {
      out.push(
        para(DRAFT_MARK, { bold: true, size: 32, color: COLOR.draft }, 80),
        new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(MISSING_TITLE)] }),
        ...this.readiness.missing.map(
          (line) =>
            new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: line, size: 19 })] }),
        ),
        para('', {}, 240),
      );
    }
    out.push(
      new Paragraph({
        children: [new TextRun({ text: 'Contents', bold: true, size: 28, color: COLOR.heading })],
        spacing: { after: 120 },
      }),
    );
    const link = (text: string, anchor: string, bold: boolean, indent: number) =>
      new Paragraph({
        indent: { left: indent },
        spacing: { after: bold ? 40 : 20 },
        children: [
          new InternalHyperlink({
            anchor,
            children: [new TextRun({ text, bold, style: 'Hyperlink', size: bold ? SIZE.body : 19 })],
          }),
        ],
      });
    for (const [i, chapter] of chapters.entries()) {
      out.push(link(chapter.heading, bookmarkId('chapter', String(i + 1)), true, 0));
      for (const s of chapter.sections) {
        out.push(link(sectionHeading(s.section), bookmarkId('section', s.section.id), false, 280));
      }
    }
    out.push(link(APPROVAL.heading, bookmarkId('chapter', 'approval'), true, 0));
    return out;
  }

  private async section(s: ExportSection, o: Orientation): Promise<Block[]> {
    const out: Block[] = [
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [
          new Bookmark({
            id: bookmarkId('section', s.section.id),
            children: [new TextRun(sectionHeading(s.section))],
          }),
        ],
      }),
      new Paragraph({
        keepNext: true,
        spacing: { after: 40 },
        children: runs(s.section.question, { italics: true, color: COLOR.muted }),
      }),
      para(
        [statusLabel(s.status), updatedText(s)].filter(Boolean).join(' · '),
        {
          color: COLOR.muted,
          size: SIZE.small,
        },
        160,
      ),
    ];
    const figures = workedOutFigures(this.plan, s);
    if (figures)
      out.push(
        new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(figures.title)] }),
        this.table(figures.table, o),
        para('', {}, 80),
      );
    if (!hasAnswers(s)) {
      out.push(para(NOT_YET_ANSWERED, { bold: true, color: COLOR.muted }));
      return out;
    }
    for (const group of s.form.groups) {
      const fields = shownFields(group, s.content);
      if (fields.length === 0) continue;
      if (group.title)
        out.push(new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(group.title)] }));
      for (const f of fields) out.push(...(await this.field(f, s.content[f.name], o)));
    }
    return out;
  }

  private async field(f: Field, value: unknown, o: Orientation): Promise<Block[]> {
    const out: Block[] = [
      new Paragraph({
        keepNext: true,
        spacing: { before: 120, after: f.regulatorLabel ? 0 : 40 },
        children: runs(f.label, { bold: true }),
      }),
    ];
    if (f.regulatorLabel) {
      out.push(
        new Paragraph({
          keepNext: true,
          spacing: { after: 40 },
          children: runs(f.regulatorLabel, { color: COLOR.muted, size: SIZE.small }),
        }),
      );
    }
    if (!hasValue(f, value)) {
      out.push(para(NOT_ANSWERED, { italics: true, color: COLOR.muted }));
      return out;
    }
    switch (f.kind) {
      case 'checklist': {
        const ticked = value as string[];
        for (const opt of f.options) {
          const on = ticked.includes(opt.value);
          out.push(
            para(`${on ? TICKED : UNTICKED}  ${opt.label}`, on ? { bold: true } : { color: COLOR.muted }, 20),
          );
        }
        break;
      }
      case 'rows':
        out.push(this.table(tableModel(f, value), o), para('', {}, 80));
        break;
      case 'files':
        out.push(...this.files(await loadFiles(this.plan, value), o));
        break;
      default:
        out.push(para(formatValue(f, value)));
    }
    return out;
  }

  private table(model: TableModel, o: Orientation): Table {
    const size = model.columns.length >= WIDE_TABLE_COLUMNS ? SIZE.wideTable : SIZE.table;
    const total = contentWidthTwips(o);
    // As in the PDF: every column gets room for its longest word (header or cell, within reason),
    // and the rest of the width goes to the columns with longer answers.
    const charTwips = (size / 2) * 0.6 * 20; // an average character at this size, in twips
    const longestWord = (texts: string[]) =>
      Math.max(0, ...texts.flatMap((t) => t.split(/\s+/)).map((w) => w.length));
    const minW = model.columns.map((_c, i) =>
      Math.min(
        longestWord([model.header[i] as string, ...model.body.map((row) => row[i] as string)]) * charTwips +
          200,
        (total / model.columns.length) * 1.5,
      ),
    );
    const weights = model.columns.map((c, i) => {
      const lengths = model.body.map((row) => (row[i] as string).length);
      const mean = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
      const base = c.kind === 'textarea' ? 14 : c.kind === 'text' ? 10 : 6;
      return Math.sqrt(Math.max(base, Math.min(mean, 400)));
    });
    const sumMin = minW.reduce((a, b) => a + b, 0);
    const sumWeight = weights.reduce((a, b) => a + b, 0);
    const spare = Math.max(0, total - sumMin);
    const raw = minW.map((m, i) => m + (spare * (weights[i] as number)) / sumWeight);
    const scale = total / raw.reduce((a, b) => a + b, 0);
    const widths = raw.map((w) => Math.floor(w * scale));
    const border = { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule };
    const borders = { top: border, bottom: border, left: border, right: border };
    const cell = (text: string, i: number, header: boolean) =>
      new TableCell({
        width: { size: widths[i] as number, type: WidthType.DXA },
        borders,
        margins: { top: 60, bottom: 60, left: 80, right: 80 },
        shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: COLOR.headerFill } : undefined,
        children: [new Paragraph({ children: runs(text, { bold: header, size }) })],
      });
    return new Table({
      width: { size: total, type: WidthType.DXA },
      columnWidths: widths,
      layout: TableLayoutType.FIXED,
      rows: [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: model.header.map((h, i) => cell(h, i, true)),
        }),
        ...model.body.map((cells) => new TableRow({ children: cells.map((t, i) => cell(t, i, false)) })),
      ],
    });
  }

  private files(files: LoadedFile[], o: Orientation): Block[] {
    const maxW = contentWidthTwips(o) / TWIPS_PER_PX;
    const maxH = contentHeightTwips(o) / TWIPS_PER_PX / 2;
    const out: Block[] = [];
    for (const file of files) {
      if (file.kind === 'image') {
        const size = fitImage(file.info, maxW, maxH);
        out.push(
          new Paragraph({
            keepNext: true,
            spacing: { before: 80 },
            children: [
              new ImageRun({
                type: file.info.type,
                data: file.data,
                transformation: size,
                altText: { name: file.name, title: file.name, description: file.name },
              }),
            ],
          }),
          para(file.name, { italics: true, color: COLOR.muted, size: SIZE.small }, 160),
        );
      } else if (file.kind === 'attached') {
        out.push(para(attachedText(file.name), {}, 40));
      } else {
        out.push(para(missingText(file.name), { color: COLOR.muted }, 40));
      }
    }
    return out;
  }

  private approval(): Block[] {
    const out: Block[] = [
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [
          new Bookmark({ id: bookmarkId('chapter', 'approval'), children: [new TextRun(APPROVAL.heading)] }),
        ],
      }),
      para(`Official template: ${APPROVAL.templateRef}`, { color: COLOR.muted, size: SIZE.small }, 240),
      new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(APPROVAL.title)] }),
      para(APPROVAL.intro, {}, 240),
      // Issue 19: an approval recorded in WaiKura, above the lines for signing on paper.
      ...(this.plan.approval
        ? approvalRecordLines(this.plan.approval).map((l) => para(l, { bold: true }, 80))
        : []),
    ];
    for (const line of APPROVAL.lines) {
      out.push(
        new Paragraph({
          spacing: { before: 480, after: 0 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 4 } },
          children: [new TextRun({ text: `${line}:`, bold: true })] as ParagraphChild[],
        }),
      );
    }
    out.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_3,
        spacing: { before: 600 },
        children: [new TextRun(APPROVAL.nextStepsTitle)],
      }),
      ...(this.readiness.ready ? APPROVAL.nextSteps : APPROVAL.draftNextSteps).map(
        (step) => new Paragraph({ bullet: { level: 0 }, children: runs(step) }),
      ),
    );
    return out;
  }
}

export async function renderPlanDocx(plan: ExportPlan): Promise<Uint8Array> {
  return new PlanDocx(plan).render();
}
