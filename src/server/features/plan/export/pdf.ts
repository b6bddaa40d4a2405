/**
 * The whole plan as a PDF, laid out from the form descriptors (see model.ts for the order and the
 * text of each answer).
 *
 * Fonts: the PDF standard fonts (Helvetica and friends) use WinAnsi encoding, which has no ā ē ī ō ū,
 * so Māori words would print wrongly. DejaVu Sans (npm package `dejavu-fonts-ttf`) is embedded and
 * subset instead: it covers Latin Extended-A and the ballot-box marks of the tick lists.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { ColumnField, Field } from '../../../../domain/plan/fields';
import {
  APPROVAL,
  approvalRecordLines,
  attachedText,
  completion,
  DOCUMENT_TITLE,
  DRAFT_MARK,
  type ExportChapter,
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

const require = createRequire(import.meta.url);

interface Fonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
  italic: fontkit.Font;
}

/**
 * A font whose text layout is a plain character-to-glyph lookup with each glyph's advance width:
 * no OpenType shaping (kerning, ligatures, mark positioning). For a Latin-script form that loses
 * only kerning, and it halves the time of an export (shaping every word with DejaVu's large
 * GSUB/GPOS tables was most of it). Text is NFC-normalised first (see `clean`), so a macron typed
 * as o + combining macron is the one glyph ō.
 */
function withPlainLayout(font: fontkit.Font): fontkit.Font {
  const layout = (text: string) => {
    const glyphs = font.glyphsForString(text);
    const positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return {
      glyphs,
      positions,
      // pdfkit scales the positions in place, then reads the width: compute it from them.
      get advanceWidth() {
        let width = 0;
        for (const p of positions) width += p.xAdvance;
        return width;
      },
    };
  };
  return new Proxy(font, {
    get(target, prop) {
      if (prop === 'layout') return layout;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The fonts, parsed once per process and shared by every document: parsing a 700 KB font for each
 * export would cost more than laying out the plan.
 */
let fonts: Fonts | null = null;
function loadFonts(): Fonts {
  if (!fonts) {
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const open = (file: string) => {
      const font = fontkit.create(readFileSync(join(dir, file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return withPlainLayout(font);
    };
    fonts = {
      regular: open('DejaVuSans.ttf'),
      bold: open('DejaVuSans-Bold.ttf'),
      italic: open('DejaVuSans-Oblique.ttf'),
    };
  }
  return fonts;
}

const F = { regular: 'Body', bold: 'Body-Bold', italic: 'Body-Italic' } as const;
const COLOR = {
  text: '#1b1f24',
  muted: '#55606b',
  heading: '#0b4f8a',
  rule: '#b9c6d3',
  headerFill: '#e4eef8',
  stripe: '#f5f7f9',
  barTrack: '#dde5ec',
  barFill: '#1f6fb5',
  draft: '#a4161a',
};
const SIZE = { body: 10.5, small: 8.5, h1: 19, h2: 14.5, h3: 12, cover: 28 };
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
/** Tables with this many columns or more are set on landscape pages, with smaller type. */
const WIDE_TABLE_COLUMNS = 6;

type Orientation = 'portrait' | 'landscape';
/** An image pdfkit has decoded (doc.openImage), ready to be placed any number of times. */
interface OpenedImage {
  width: number;
  height: number;
}

interface ContentsEntry {
  page: number;
  y: number;
  target: string;
}

class PlanPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly destinations = new Map<string, number>();
  private readonly contents: ContentsEntry[] = [];
  private readonly images = new Map<string, OpenedImage>();
  private readonly readiness: Readiness;

  constructor(private readonly plan: ExportPlan) {
    this.readiness = readiness(plan);
    const f = loadFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'portrait',
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      pdfVersion: '1.7',
      lang: 'en-NZ',
      displayTitle: true,
      info: {
        Title: clean(`${DOCUMENT_TITLE} – ${plan.school.name}`),
        Subject: clean(`Drinking Water Safety Plan of ${plan.school.name}, for upload to Hinekōrako`),
        Author: clean(plan.school.name),
        Creator: 'WaiKura',
        Producer: 'WaiKura',
        CreationDate: plan.generatedAt,
      },
    });
    // pdfkit takes a parsed fontkit font as well as bytes (PDFFontFactory.open); its types only know bytes.
    const asSource = (font: fontkit.Font) => font as unknown as PDFKit.Mixins.PDFFontSource;
    this.doc.registerFont(F.regular, asSource(f.regular));
    this.doc.registerFont(F.bold, asSource(f.bold));
    this.doc.registerFont(F.italic, asSource(f.italic));
    this.doc.font(F.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  }

  // ---- page geometry ------------------------------------------------------------------------

  private get left() {
    return this.doc.page.margins.left;
  }
  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom() {
    return this.doc.page.maxY();
  }
  private get pageIndex() {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }
  private get orientation(): Orientation {
    return this.doc.page.width > this.doc.page.height ? 'landscape' : 'portrait';
  }

  private newPage(orientation: Orientation = 'portrait') {
    this.doc.addPage({ size: 'A4', layout: orientation, margins: MARGIN });
    this.doc.x = this.left;
  }

  /** Start a new page unless `height` still fits below the cursor on a page of this orientation. */
  private ensureSpace(height: number, orientation: Orientation = this.orientation) {
    if (this.orientation !== orientation || this.doc.y + height > this.bottom) this.newPage(orientation);
    this.doc.x = this.left;
  }

  // ---- text helpers -------------------------------------------------------------------------

  private style(font: string, size: number, color = COLOR.text) {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this.doc;
  }

  private para(text: string, font: string = F.regular, size = SIZE.body, color = COLOR.text, gapAfter = 4) {
    this.style(font, size, color).text(clean(text), this.left, this.doc.y, {
      width: this.width,
      lineGap: 1.5,
    });
    this.doc.y += gapAfter;
  }

  private heightOf(text: string, font: string, size: number, width = this.width) {
    this.style(font, size);
    return this.doc.heightOfString(clean(text), { width, lineGap: 1.5 });
  }

  // ---- the document -------------------------------------------------------------------------

  async render(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });

    const chapters = orderedChapters(this.plan);
    this.cover(chapters);
    for (const [i, chapter] of chapters.entries()) {
      await this.chapter(chapter, i + 1);
      this.plan.onProgress?.(i + 1, chapters.length);
    }
    this.approval();
    this.fillContentsPages();
    this.footers();

    this.doc.end();
    await done;
    const out = Buffer.concat(chunks);
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }

  private cover(chapters: ExportChapter[]) {
    const doc = this.doc;
    const { school, generatedAt } = this.plan;
    doc.rect(this.left, MARGIN.top - 18, this.width, 5).fill(COLOR.barFill);
    doc.y = MARGIN.top + 6;
    this.para(DOCUMENT_TITLE, F.bold, SIZE.cover, COLOR.heading, 10);
    this.para(school.name, F.bold, 19, COLOR.text, 4);
    if (school.address?.trim()) this.para(school.address.trim(), F.regular, 11.5, COLOR.text, 4);
    doc.y += 10;
    this.para(
      `Generated ${formatNzDateTime(generatedAt)} (New Zealand time)`,
      F.regular,
      10.5,
      COLOR.muted,
      2,
    );

    const { completed, total } = completion(this.plan);
    this.para(`Plan completion: ${completed} of ${total} sections completed`, F.bold, 11, COLOR.text, 4);
    const barY = doc.y;
    const barW = Math.min(260, this.width);
    doc.roundedRect(this.left, barY, barW, 8, 4).fill(COLOR.barTrack);
    if (completed > 0) doc.roundedRect(this.left, barY, (barW * completed) / total, 8, 4).fill(COLOR.barFill);
    doc.y = barY + 22;

    if (!this.readiness.ready) {
      this.para(DRAFT_MARK, F.bold, 16, COLOR.draft, 4);
      this.para(MISSING_TITLE, F.bold, SIZE.h3, COLOR.text, 3);
      for (const line of this.readiness.missing)
        this.para(`•  ${line}`, F.regular, SIZE.small + 0.5, COLOR.text, 1);
      doc.y += 14;
    }

    this.para('Contents', F.bold, 14, COLOR.heading, 4);
    const numberW = 30;
    for (const [i, chapter] of chapters.entries()) {
      this.contentsLine(chapter.heading, `chapter-${i + 1}`, F.bold, 9.5, 0, numberW);
      for (const s of chapter.sections) {
        this.contentsLine(sectionHeading(s.section), `section-${s.section.id}`, F.regular, 9, 14, numberW);
      }
    }
    this.contentsLine(APPROVAL.heading, 'approval', F.bold, 9.5, 0, numberW);
  }

  private contentsLine(
    text: string,
    target: string,
    font: string,
    size: number,
    indent: number,
    numberW: number,
  ) {
    const h = this.heightOf(text, font, size, this.width - indent - numberW) + 1;
    this.ensureSpace(h);
    const y = this.doc.y;
    this.style(font, size).text(clean(text), this.left + indent, y, {
      width: this.width - indent - numberW,
      goTo: target,
      lineGap: 1.5,
    });
    this.contents.push({ page: this.pageIndex, y, target });
    this.doc.y = y + h;
  }

  private fillContentsPages() {
    for (const e of this.contents) {
      const page = this.destinations.get(e.target);
      if (page === undefined) continue;
      this.doc.switchToPage(e.page);
      this.style(F.regular, 9, COLOR.muted).text(String(page + 1), this.left, e.y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
    }
  }

  private mark(target: string) {
    this.destinations.set(target, this.pageIndex);
    this.doc.addNamedDestination(target);
  }

  private async chapter(chapter: ExportChapter, n: number) {
    const first = chapter.sections[0];
    this.newPage(first && isWide(first) ? 'landscape' : 'portrait');
    this.mark(`chapter-${n}`);
    const bookmark = this.doc.outline.addItem(chapter.heading);
    this.para(chapter.heading, F.bold, SIZE.h1, COLOR.heading, 2);
    this.para(`Official template: ${chapter.templateRef}`, F.regular, SIZE.small, COLOR.muted, 12);
    for (const [i, s] of chapter.sections.entries()) await this.section(s, i === 0, bookmark);
  }

  private async section(s: ExportSection, firstInChapter: boolean, bookmark: PDFKit.PDFOutline) {
    const answered = hasAnswers(s);
    const orientation: Orientation = isWide(s) ? 'landscape' : 'portrait';
    const headingH = this.heightOf(sectionHeading(s.section), F.bold, SIZE.h2) + 70;
    if (!firstInChapter) this.doc.y += 14;
    this.ensureSpace(headingH, orientation);

    this.mark(`section-${s.section.id}`);
    bookmark.addItem(sectionHeading(s.section));
    // A rule above each section helps the eye on paper.
    this.doc
      .moveTo(this.left, this.doc.y)
      .lineTo(this.left + this.width, this.doc.y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    this.doc.y += 8;
    this.para(sectionHeading(s.section), F.bold, SIZE.h2, COLOR.heading, 1);
    this.para(s.section.question, F.italic, SIZE.body, COLOR.muted, 2);
    const meta = [statusLabel(s.status), updatedText(s)].filter(Boolean).join(' · ');
    this.para(meta, F.regular, SIZE.small, COLOR.muted, 8);

    const figures = workedOutFigures(this.plan, s);
    if (figures) {
      this.ensureSpace(this.heightOf(figures.title, F.bold, SIZE.h3) + 80);
      this.para(figures.title, F.bold, SIZE.h3, COLOR.text, 4);
      this.table(figures.table);
    }
    if (!answered) {
      this.para(NOT_YET_ANSWERED, F.bold, SIZE.body, COLOR.muted, 6);
      return;
    }
    for (const group of s.form.groups) {
      const fields = shownFields(group, s.content);
      if (fields.length === 0) continue;
      if (group.title) {
        this.ensureSpace(this.heightOf(group.title, F.bold, SIZE.h3) + 80);
        this.doc.y += 4;
        this.para(group.title, F.bold, SIZE.h3, COLOR.text, 4);
      }
      for (const f of fields) await this.field(f, s.content[f.name]);
    }
  }

  private fieldLabel(f: Field) {
    const labelH = this.heightOf(f.label, F.bold, SIZE.body) + (f.regulatorLabel ? 12 : 0);
    this.ensureSpace(labelH + 28);
    this.para(f.label, F.bold, SIZE.body, COLOR.text, f.regulatorLabel ? 0.5 : 2);
    if (f.regulatorLabel) this.para(f.regulatorLabel, F.regular, SIZE.small, COLOR.muted, 2);
  }

  private async field(f: Field, value: unknown) {
    this.fieldLabel(f);
    if (!hasValue(f, value)) {
      this.para(NOT_ANSWERED, F.italic, SIZE.body, COLOR.muted, 8);
      return;
    }
    switch (f.kind) {
      case 'checklist':
        this.tickList(f.options, value as string[]);
        break;
      case 'rows':
        this.table(tableModel(f, value));
        break;
      case 'files':
        await this.files(await loadFiles(this.plan, value));
        break;
      default:
        this.para(formatValue(f, value), F.regular, SIZE.body, COLOR.text, 8);
    }
  }

  /** The template's tick lists: every option with its mark; long lists in two columns. */
  private tickList(options: readonly { value: string; label: string }[], ticked: readonly string[]) {
    const items = options.map((o) => {
      const on = ticked.includes(o.value);
      return { text: `${on ? TICKED : UNTICKED}  ${o.label}`, font: on ? F.bold : F.regular, on };
    });
    const columns = items.length > 6 ? 2 : 1;
    const gap = 14;
    const colW = (this.width - gap * (columns - 1)) / columns;
    // Down the first column, then the second, as a person reads a printed list.
    const perColumn = Math.ceil(items.length / columns);
    for (let r = 0; r < perColumn; r++) {
      const row = [items[r], items[r + perColumn]].slice(0, columns).filter((it) => it !== undefined);
      const h = Math.max(...row.map((it) => this.heightOf(it.text, it.font, SIZE.body, colW))) + 1.5;
      this.ensureSpace(h);
      const y = this.doc.y;
      for (const [c, it] of row.entries()) {
        this.style(it.font, SIZE.body, it.on ? COLOR.text : COLOR.muted).text(
          clean(it.text),
          this.left + c * (colW + gap),
          y,
          { width: colW, lineGap: 1.5 },
        );
      }
      this.doc.y = y + h;
    }
    this.doc.y += 6;
  }

  private async files(files: LoadedFile[]) {
    const doc = this.doc;
    for (const file of files) {
      if (file.kind === 'image') {
        const maxH = (doc.page.height - MARGIN.top - MARGIN.bottom) / 2;
        const size = fitImage(file.info, this.width, maxH);
        const captionH = this.heightOf(file.name, F.italic, SIZE.small) + 4;
        this.ensureSpace(size.height + captionH + 6);
        const y = doc.y;
        try {
          doc.image(this.image(file.id, file.data), this.left, y, { width: size.width, height: size.height });
          doc.y = y + size.height + 3;
          this.para(file.name, F.italic, SIZE.small, COLOR.muted, 10);
        } catch {
          doc.y = y;
          this.para(
            `${file.name}: the image could not be read, so it is not shown here.`,
            F.regular,
            SIZE.body,
          );
        }
      } else if (file.kind === 'attached') {
        this.para(attachedText(file.name), F.regular, SIZE.body, COLOR.text, 3);
      } else {
        this.para(missingText(file.name), F.regular, SIZE.body, COLOR.muted, 3);
      }
    }
    doc.y += 5;
  }

  /**
   * A file's image, decoded and embedded once per document however often it is shown (decoding a
   * PNG with transparency is the slowest step of an export).
   */
  private image(id: string, data: Uint8Array): PDFKit.Mixins.ImageSrc {
    let image = this.images.get(id);
    if (!image) {
      // pdfkit's openImage and image(opened) are public but missing from its type definitions.
      const opener = this.doc as unknown as { openImage(src: Buffer): OpenedImage };
      image = opener.openImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      this.images.set(id, image);
    }
    return image as unknown as PDFKit.Mixins.ImageSrc;
  }

  // ---- tables -------------------------------------------------------------------------------

  private table(model: TableModel) {
    const doc = this.doc;
    const size = model.columns.length >= WIDE_TABLE_COLUMNS ? 8 : 9;
    const pad = 4;
    const widths = this.columnWidths(model, size, pad);
    const rowHeight = (cells: string[], font: string) =>
      Math.max(...cells.map((c, i) => this.heightOf(c, font, size, (widths[i] as number) - 2 * pad))) +
      2 * pad;
    const headerH = rowHeight(model.header, F.bold);

    const drawRow = (cells: string[], y: number, h: number, header: boolean, stripe: boolean) => {
      let x = this.left;
      for (const [i, text] of cells.entries()) {
        const w = widths[i] as number;
        if (header || stripe) doc.rect(x, y, w, h).fill(header ? COLOR.headerFill : COLOR.stripe);
        doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
        this.style(header ? F.bold : F.regular, size).text(clean(text), x + pad, y + pad, {
          width: w - 2 * pad,
          lineGap: 1.5,
        });
        x += w;
      }
    };
    const header = () => {
      const y = doc.y;
      drawRow(model.header, y, headerH, true, false);
      doc.y = y + headerH;
    };

    this.ensureSpace(headerH + (model.body[0] ? rowHeight(model.body[0], F.regular) : 0));
    header();
    const pageRoom = doc.page.height - MARGIN.top - MARGIN.bottom - headerH;
    for (const [r, cells] of model.body.entries()) {
      const h = rowHeight(cells, F.regular);
      if (h > pageRoom) {
        // A row taller than a page: set its cells one under another, so nothing is cut.
        this.tallRow(model, cells, size);
        if (r < model.body.length - 1) {
          this.ensureSpace(headerH + 20);
          header();
        }
        continue;
      }
      if (doc.y + h > this.bottom) {
        this.newPage(this.orientation);
        header();
      }
      const y = doc.y;
      drawRow(cells, y, h, false, r % 2 === 1);
      doc.y = y + h;
    }
    doc.x = this.left;
    doc.y += 10;
  }

  private tallRow(model: TableModel, cells: string[], size: number) {
    this.doc.y += 4;
    for (const [i, text] of cells.entries()) {
      if (!text) continue;
      this.para(model.header[i] as string, F.bold, size);
      this.para(text, F.regular, size, COLOR.text, 4);
    }
    this.doc
      .moveTo(this.left, this.doc.y)
      .lineTo(this.left + this.width, this.doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    this.doc.y += 4;
  }

  /** Column widths from the content: longer answers get wider columns, every header word fits. */
  private columnWidths(model: TableModel, size: number, pad: number): number[] {
    const total = this.width;
    const n = model.columns.length;
    const longestWord = (texts: string[], font: string) => {
      this.style(font, size);
      const words = texts.flatMap((t) => t.split(/\s+/)).filter(Boolean);
      return words.length ? Math.max(...words.map((w) => this.doc.widthOfString(w))) : 0;
    };
    // Room for the longest word of the header and of the cells (an e-mail address, a phone number),
    // within reason: no column may claim more than its share and a half.
    const minW = model.columns.map((_c, i) => {
      const header = longestWord([model.header[i] as string], F.bold);
      const body = longestWord(
        model.body.map((row) => row[i] as string),
        F.regular,
      );
      return Math.min(Math.max(header, body) + 2 * pad + 1, (total / n) * 1.5);
    });
    const weight = model.columns.map((c: ColumnField, i) => {
      const lengths = model.body.map((row) => (row[i] as string).length);
      const mean = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
      const base = c.kind === 'textarea' ? 14 : c.kind === 'text' ? 10 : 6;
      return Math.sqrt(Math.max(base, Math.min(mean, 400)));
    });
    const sumMin = minW.reduce((a, b) => a + b, 0);
    const sumWeight = weight.reduce((a, b) => a + b, 0);
    const spare = Math.max(0, total - sumMin);
    const widths = minW.map((m, i) => m + (spare * (weight[i] as number)) / sumWeight);
    const scale = total / widths.reduce((a, b) => a + b, 0);
    return widths.map((w) => w * scale);
  }

  // ---- approval and footers -----------------------------------------------------------------

  private approval() {
    this.newPage('portrait');
    this.mark('approval');
    this.doc.outline.addItem(APPROVAL.heading);
    this.para(APPROVAL.heading, F.bold, SIZE.h1, COLOR.heading, 2);
    this.para(`Official template: ${APPROVAL.templateRef}`, F.regular, SIZE.small, COLOR.muted, 12);
    this.para(APPROVAL.title, F.bold, SIZE.h3, COLOR.text, 4);
    this.para(APPROVAL.intro, F.regular, SIZE.body, COLOR.text, 18);
    // Issue 19: an approval recorded in WaiKura, above the lines for signing on paper.
    if (this.plan.approval)
      for (const line of approvalRecordLines(this.plan.approval))
        this.para(line, F.bold, SIZE.body, COLOR.text, 4);
    for (const line of APPROVAL.lines) {
      const y = this.doc.y;
      this.style(F.bold, SIZE.body).text(`${line}:`, this.left, y + 16, { width: 130, lineBreak: false });
      this.doc
        .moveTo(this.left + 130, y + 28)
        .lineTo(this.left + this.width, y + 28)
        .lineWidth(0.8)
        .strokeColor(COLOR.text)
        .stroke();
      this.doc.y = y + 44;
    }
    this.doc.y += 14;
    this.para(APPROVAL.nextStepsTitle, F.bold, SIZE.h3, COLOR.text, 4);
    const steps = this.readiness.ready ? APPROVAL.nextSteps : APPROVAL.draftNextSteps;
    for (const step of steps) this.para(`•  ${step}`, F.regular, SIZE.body, COLOR.text, 3);
  }

  private footers() {
    const range = this.doc.bufferedPageRange();
    const label = `${this.plan.school.name} – ${DOCUMENT_TITLE}`;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const page = this.doc.page;
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
      const y = page.height - 40;
      const w = page.width - MARGIN.left - MARGIN.right;
      this.style(F.regular, SIZE.small, COLOR.muted);
      this.doc.text(clean(label), MARGIN.left, y, { width: w * 0.7, lineBreak: false, ellipsis: true });
      this.doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN.left, y, {
        width: w,
        align: 'right',
        lineBreak: false,
      });
      if (!this.readiness.ready) {
        // The draft mark at the head of every page, in the top margin, above any content.
        this.style(F.bold, SIZE.body, COLOR.draft);
        this.doc.text(DRAFT_MARK, MARGIN.left, 24, { width: w, align: 'center', lineBreak: false });
      }
      page.margins.bottom = bottomMargin;
    }
  }
}

/** Does the section hold a table wide enough to be set on landscape pages? */
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

/** Composed characters, and tabs and carriage returns as the PDF text layer expects them. */
function clean(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ');
}

export async function renderPlanPdf(plan: ExportPlan): Promise<Uint8Array> {
  return new PlanPdf(plan).render();
}
