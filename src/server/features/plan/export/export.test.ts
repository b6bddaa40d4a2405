/**
 * The plan export as a school gets it: a PDF and a Word document, read back with a PDF text
 * extractor (pdf-parse) and a DOCX reader (mammoth), so the assertions are on what a person or the
 * regulator would read.
 */
import { inflateRawSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { PLAN_SECTIONS } from '../../../../domain/plan/catalogue';
import { buildSectionSchema, type SectionForm } from '../../../../domain/plan/fields';
import { PLAN_FORMS } from '../../../../domain/plan/forms';
import { SAMPLE_CONTENT_1_2 } from '../../../../domain/plan/forms/samples-1-2';
import { SAMPLE_CONTENT_3_4 } from '../../../../domain/plan/forms/samples-3-4';
import { SAMPLE_CONTENT_5_8 } from '../../../../domain/plan/forms/samples-5-8';
import { renderPlanDocx } from './docx';
import {
  APPROVAL,
  DRAFT_MARK,
  type ExportFile,
  type ExportPlan,
  type ExportSection,
  formatValue,
  imageInfo,
  MISSING_TITLE,
  orderedChapters,
  readiness,
  TEMPLATE_ORDER,
} from './model';
import { renderPlanPdf } from './pdf';

// ---- content ----------------------------------------------------------------------------------

/** The realistic sample contents of the forms (Kōwhai Valley School), keyed by section id. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  ...SAMPLE_CONTENT_1_2,
  ...SAMPLE_CONTENT_3_4,
  ...SAMPLE_CONTENT_5_8,
};

// ---- files ------------------------------------------------------------------------------------

function makePng(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i] = x < width / 2 ? 30 : 200;
      png.data[i + 1] = 110;
      png.data[i + 2] = y < height / 2 ? 200 : 60;
      png.data[i + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

function makeJpeg(width: number, height: number): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = 40 + (i % width) / 4;
    data[i * 4 + 1] = 140;
    data[i * 4 + 2] = 90;
    data[i * 4 + 3] = 255;
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data);
}

const PNG_BYTES = makePng(320, 200);
const JPEG_BYTES = makeJpeg(240, 320);
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const FILES: Record<string, ExportFile> = {
  'file-schematic': { data: PNG_BYTES, mime: 'image/png', name: 'Kōwhai supply schematic.png' },
  'file-photo': { data: JPEG_BYTES, mime: 'image/jpeg', name: 'Tanks behind the hall.jpg' },
  'file-report': {
    data: PDF_BYTES,
    mime: 'application/pdf',
    name: 'Hill Laboratories report March 2026.pdf',
  },
};
const ref = (id: string) => {
  const f = FILES[id] as ExportFile;
  return { id, name: f.name, mime: f.mime, size: f.data.length };
};
const loadFile = async (id: string) => FILES[id] ?? null;

// ---- plans ------------------------------------------------------------------------------------

const SCHOOL = { name: 'Kōwhai Valley School', address: '412 Kōwhai Valley Road, RD 5, Te Awamutu 3875' };
const GENERATED = new Date('2026-03-16T21:42:00Z'); // 17 March 2026, 10:42 am in New Zealand

function fullPlan(overrides: Partial<ExportPlan> = {}): ExportPlan {
  const sections: ExportSection[] = PLAN_FORMS.map(({ section, form }) => {
    const content: Record<string, unknown> = structuredClone(SAMPLES[section.id] ?? {});
    if (section.id === 'aerial-schematic') {
      // The drawn diagram and a photo, as a school uploads them.
      content.schematic = [ref('file-schematic')];
      content.photos = [ref('file-photo')];
    }
    if (section.id === 'improvement-schedule') {
      // One known row first (the sample's first row with known cells), so the test can find it.
      const rows = content.improvement_actions as Record<string, unknown>[];
      const known = { ...rows[0], id: 'known-action', action: 'Fit gutter guard', owner: 'Graeme Paterson' };
      content.improvement_actions = [{ ...known, due_date: '2026-06-30' }, ...rows];
    }
    return {
      section,
      form,
      content,
      status: section.number.startsWith('8') ? 'in_progress' : 'completed',
      updatedAt: new Date('2026-03-12T01:30:00Z'),
      updatedByName: 'Hana Whitaker',
    };
  });
  return { school: SCHOOL, generatedAt: GENERATED, sections, loadFile, ...overrides };
}

function emptyPlan(): ExportPlan {
  return {
    school: SCHOOL,
    generatedAt: GENERATED,
    sections: PLAN_FORMS.map(({ section, form }) => ({
      section,
      form,
      content: {},
      status: 'not_started',
      updatedAt: null,
      updatedByName: null,
    })),
    loadFile,
  };
}

/** One custom section (replacing 2.8) to exercise the field kinds whatever the real forms hold. */
function planWithCustomSection(
  form: Omit<SectionForm, 'sectionId'>,
  content: Record<string, unknown>,
): ExportPlan {
  const plan = emptyPlan();
  plan.sections = plan.sections.map((s) =>
    s.section.id === 'resource-consent'
      ? { ...s, form: { ...form, sectionId: s.section.id }, content, status: 'in_progress' }
      : s,
  );
  return plan;
}

// ---- reading the documents back ---------------------------------------------------------------

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      text: text.text,
      pages: text.total,
      pageTexts: text.pages.map((p) => p.text),
      info: info.info as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}

async function docxHtml(bytes: Uint8Array) {
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return result.value;
}

/** One file of a DOCX (a zip), as text: enough of the zip format to read the parts Word reads. */
function docxPart(bytes: Uint8Array, name: string): string {
  const buf = Buffer.from(bytes);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    if (buf.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const data = buf.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error(`${name} is not in the document`);
}

/** Text with all runs of white space as one space (PDF text comes in lines). */
const flat = (s: string) => s.replace(/\s+/g, ' ');
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}>(.*?)</h${level}>`, 'g'))].map((m) => decode(m[1] as string));
const count = (text: string, needle: string) => text.split(needle).length - 1;

// ---- tests ------------------------------------------------------------------------------------

describe('template order', () => {
  it('names every catalogue section exactly once', () => {
    const ids = TEMPLATE_ORDER.flatMap((c) => c.sectionIds);
    expect([...ids].sort()).toEqual(PLAN_SECTIONS.map((s) => s.id).sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('follows the template: details first, supply before risks, incidents then review last but records', () => {
    const chapters = orderedChapters(emptyPlan());
    const at = (id: string) => chapters.findIndex((c) => c.sections.some((s) => s.section.id === id));
    expect(at('background')).toBe(0);
    expect(at('source')).toBeLessThan(at('aerial-schematic'));
    expect(at('aerial-schematic')).toBeLessThan(at('risk-assessment'));
    expect(at('risk-assessment')).toBeLessThan(at('improvement-schedule'));
    expect(at('improvement-schedule')).toBeLessThan(at('contingency-plans'));
    expect(at('contingency-plans')).toBeLessThan(at('annual-review'));
    expect(chapters.map((c) => c.heading)).toContain(
      'Question 4: How will you respond when an incident occurs?',
    );
  });
});

describe('formatValue', () => {
  it('writes dates in New Zealand style, numbers with units, choices by label, yes and no', () => {
    expect(formatValue({ kind: 'date', name: 'd', label: 'D' }, '2026-03-15')).toBe('15 March 2026');
    expect(formatValue({ kind: 'number', name: 'n', label: 'N', unit: 'L' }, 25000)).toBe('25,000 L');
    expect(formatValue({ kind: 'number', name: 'n', label: 'N' }, 0)).toBe('0');
    const select = {
      kind: 'radio' as const,
      name: 's',
      label: 'S',
      options: [
        { value: 'roof_rainwater', label: 'Roof (rainwater)' },
        { value: 'bore', label: 'Bore (including well)' },
      ],
    };
    expect(formatValue(select, 'bore')).toBe('Bore (including well)');
    expect(formatValue({ ...select, kind: 'checklist' }, ['roof_rainwater', 'bore'])).toBe(
      'Roof (rainwater), Bore (including well)',
    );
    expect(formatValue({ kind: 'yesno', name: 'y', label: 'Y' }, true)).toBe('Yes');
    expect(formatValue({ kind: 'yesno', name: 'y', label: 'Y' }, false)).toBe('No');
    const schedule = { kind: 'rows' as const, name: 'r', label: 'R', itemLabel: 'action', columns: [] };
    expect(formatValue(schedule, [{ id: 'a' }, { id: 'b' }])).toBe('2 actions');
    expect(formatValue({ ...schedule, itemLabel: 'test result' }, [{ id: 'a' }])).toBe('1 test result');
  });

  it('gives an empty answer as empty text', () => {
    expect(formatValue({ kind: 'text', name: 't', label: 'T' }, '   ')).toBe('');
    expect(formatValue({ kind: 'number', name: 'n', label: 'N' }, null)).toBe('');
    expect(formatValue({ kind: 'yesno', name: 'y', label: 'Y' }, null)).toBe('');
  });
});

describe('imageInfo', () => {
  it('reads the size of PNG and JPEG images from their bytes, and refuses other files', () => {
    expect(imageInfo(PNG_BYTES)).toEqual({ type: 'png', width: 320, height: 200 });
    expect(imageInfo(JPEG_BYTES)).toEqual({ type: 'jpg', width: 240, height: 320 });
    expect(imageInfo(PDF_BYTES)).toBeNull();
  });
});

describe('the content the export is tested with', () => {
  it("is the sample content of every section, with files in 2.7, and each section's schema accepts it", () => {
    for (const s of fullPlan().sections) {
      expect(SAMPLES[s.section.id], s.section.id).toBeDefined();
      const parsed = buildSectionSchema(s.form).safeParse(s.content);
      expect(parsed.success, `${s.section.id}: ${parsed.error?.message}`).toBe(true);
    }
  });
});

describe('PDF of a filled plan', () => {
  it('holds every section heading, the school with macrons, the 4.2 schedule, images and page numbers', async () => {
    const progress: [number, number][] = [];
    const plan = fullPlan({ onProgress: (done, total) => progress.push([done, total]) });
    const bytes = await renderPlanPdf(plan);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, pages, info } = await pdfText(bytes);
    const body = flat(text);

    // Each "number title" is in the contents and again as the section's heading.
    for (const s of PLAN_SECTIONS)
      expect(count(body, `${s.number} ${s.title}`), s.number).toBeGreaterThanOrEqual(2);
    for (const c of TEMPLATE_ORDER) expect(body).toContain(c.heading);

    expect(body).toContain('Drinking Water Safety Plan');
    expect(body).toContain('Kōwhai Valley School');
    expect(body).toContain('412 Kōwhai Valley Road, RD 5, Te Awamutu 3875');
    expect(body).toContain('Generated 17 March 2026 at 10:42 am (New Zealand time)');
    expect(body).toContain('Plan completion: 25 of 28 sections completed');
    expect(body).toContain('Last updated 12 March 2026 by Hana Whitaker');

    // A row of the improvement schedule, as table cells.
    expect(body).toContain('Fit gutter guard');
    expect(body).toContain('Graeme Paterson');
    expect(body).toContain('30 June 2026');

    // 2.6's calculation, worked out from 2.1, 2.3 and 2.5 as the page shows it.
    expect(body).toContain('Storage worked out by WaiKura from 2.1, 2.3 and 2.5');
    expect(body).toContain('Storage needed');
    expect(body).toContain(
      'Water demand calculation does not meet MOE storage requirements (short by 54,000 L).',
    );

    // 2.7's images are captioned by file name.
    expect(body).toContain('Kōwhai supply schematic.png');
    expect(body).toContain('Tanks behind the hall.jpg');

    // Footer on every page, and the approval block for signing on paper.
    expect(body).toContain(`Page 1 of ${pages}`);
    expect(body).toContain(`Page ${pages} of ${pages}`);
    expect(body).toContain('Approval by drinking water supply owner or representative');
    for (const line of ['Approver’s name:', 'Role:', 'Signature:', 'Date:']) expect(body).toContain(line);

    // Accessible metadata: a title and the document language.
    expect(String(info.Title)).toBe('Drinking Water Safety Plan – Kōwhai Valley School');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Lang (en-NZ)');

    expect(progress.at(-1)).toEqual([TEMPLATE_ORDER.length, TEMPLATE_ORDER.length]);
    expect(progress.map(([done]) => done)).toEqual(TEMPLATE_ORDER.map((_c, i) => i + 1));
  });
});

describe('DOCX of a filled plan', () => {
  it('has real headings for every chapter and section, tables with header rows, and the images', async () => {
    const progress: number[] = [];
    const bytes = await renderPlanDocx(fullPlan({ onProgress: (done) => progress.push(done) }));
    const html = await docxHtml(bytes);

    const h1 = headings(html, 1);
    const h2 = headings(html, 2);
    for (const c of TEMPLATE_ORDER) expect(h1).toContain(c.heading);
    expect(h1).toContain('Approval');
    for (const s of PLAN_SECTIONS) expect(h2).toContain(`${s.number} ${s.title}`);
    expect(headings(html, 3)).toContain('Storage worked out by WaiKura from 2.1, 2.3 and 2.5');
    expect(html).toContain(
      'Water demand calculation does not meet MOE storage requirements (short by 54,000 L).',
    );

    const text = decode(html);
    expect(text).toContain('Kōwhai Valley School');
    expect(text).toContain('Plan completion: 25 of 28 sections completed');
    expect(html).toMatch(/<table>/);
    expect(html).toMatch(/<th>(<p>)?(<strong>)?Action/);
    expect(text).toContain('Fit gutter guard');
    expect(text).toContain('30 June 2026');
    expect(html.match(/<img /g)?.length).toBe(2);
    expect(text).toContain('Approver’s name:');
    expect(progress.at(-1)).toBe(TEMPLATE_ORDER.length);

    // What Word and screen readers read beyond the text: header rows that repeat on each page,
    // alternative text on images, the language, the title, and a "Page X of Y" footer.
    const xml = docxPart(bytes, 'word/document.xml');
    expect(count(xml, '<w:tblHeader/>')).toBe(count(html, '<table>'));
    expect(xml).toContain('descr="Kōwhai supply schematic.png"');
    expect(docxPart(bytes, 'word/styles.xml')).toContain('<w:lang w:val="en-NZ"/>');
    expect(docxPart(bytes, 'docProps/core.xml')).toContain(
      'Drinking Water Safety Plan – Kōwhai Valley School',
    );
    const footer = docxPart(bytes, 'word/footer1.xml');
    expect(footer).toMatch(/Page.*PAGE.*of.*NUMPAGES/s);
  });
});

describe('a plan with no answers', () => {
  it('still exports every section, each saying it is not yet answered', async () => {
    const plan = emptyPlan();
    const { text, pages } = await pdfText(await renderPlanPdf(plan));
    const body = flat(text);
    expect(count(body, 'Not yet answered')).toBe(PLAN_SECTIONS.length);
    expect(body).toContain('Plan completion: 0 of 28 sections completed');
    for (const s of PLAN_SECTIONS) expect(body).toContain(`${s.number} ${s.title}`);
    expect(body).toContain(`Page 1 of ${pages}`);

    const html = await docxHtml(await renderPlanDocx(plan));
    expect(count(decode(html), 'Not yet answered')).toBe(PLAN_SECTIONS.length);
    expect(headings(html, 2)).toHaveLength(PLAN_SECTIONS.length);
  });
});

describe('macrons typed as a letter and a combining macron', () => {
  it('print as the one letter ō', async () => {
    const plan = { ...emptyPlan(), school: { name: 'Ko\u0304whai Valley School', address: null } };
    const { text } = await pdfText(await renderPlanPdf(plan));
    expect(text).toContain('Kōwhai Valley School');
    expect(text).not.toContain('Ko\u0304whai');
  });
});

describe('field kinds in both documents', () => {
  const form: Omit<SectionForm, 'sectionId'> = {
    intro: 'Test form',
    groups: [
      {
        id: 'consent',
        title: 'Taking the water',
        fields: [
          {
            kind: 'checklist',
            name: 'sources',
            label: 'Where does your water come from?',
            regulatorLabel: 'Water sources',
            options: [
              { value: 'roof', label: 'Roof (rainwater)' },
              { value: 'bore', label: 'Bore (including well)' },
              { value: 'carted', label: 'Carted water' },
            ],
          },
          { kind: 'yesno', name: 'consent_required', label: 'Do you need a consent to take the water?' },
          {
            kind: 'text',
            name: 'consent_number',
            label: 'What is the consent number?',
            when: { field: 'consent_required', equals: true },
          },
          { kind: 'text', name: 'register_ref', label: 'Register reference', hidden: true },
          { kind: 'textarea', name: 'notes', label: 'Anything else about the consent?' },
          {
            kind: 'files',
            name: 'documents',
            label: 'Attach the consent and photos',
            accept: 'documents',
          },
        ],
      },
    ],
  };
  const content = {
    sources: ['roof', 'carted'],
    consent_required: false,
    consent_number: 'RC-HIDDEN-4471',
    register_ref: 'REG-HIDDEN-12',
    notes: '',
    documents: [
      ref('file-report'),
      ref('file-schematic'),
      { id: 'gone', name: 'Old consent scan.pdf', mime: 'application/pdf', size: 10 },
    ],
  };

  it('PDF: a tick list of all options, hidden and unanswered fields handled, files embedded or listed', async () => {
    const { text } = await pdfText(await renderPlanPdf(planWithCustomSection(form, content)));
    const body = flat(text);
    expect(body).toContain('Taking the water');
    expect(body).toContain('Water sources');
    expect(body).toContain('☑ Roof (rainwater)');
    expect(body).toContain('☐ Bore (including well)');
    expect(body).toContain('☑ Carted water');
    expect(body).toContain('Do you need a consent to take the water? No');
    expect(body).not.toContain('What is the consent number?');
    expect(body).not.toContain('RC-HIDDEN-4471');
    expect(body).not.toContain('Register reference');
    expect(body).toContain('Anything else about the consent? Not answered');
    expect(body).toContain('Attached separately: Hill Laboratories report March 2026.pdf');
    expect(body).toContain('Kōwhai supply schematic.png');
    expect(body).toContain('Old consent scan.pdf: the file could not be found');
  });

  it('DOCX: the same answers, with the image embedded', async () => {
    const html = await docxHtml(await renderPlanDocx(planWithCustomSection(form, content)));
    const text = flat(decode(html));
    expect(headings(html, 3)).toContain('Taking the water');
    expect(text).toContain('☑ Roof (rainwater)');
    expect(text).toContain('☐ Bore (including well)');
    expect(text).not.toContain('RC-HIDDEN-4471');
    expect(text).not.toContain('REG-HIDDEN-12');
    expect(text).toContain('Attached separately: Hill Laboratories report March 2026.pdf');
    expect(text).toContain('Old consent scan.pdf: the file could not be found');
    expect(html.match(/<img /g)?.length).toBe(1);
  });
});

// ---- draft or ready (issue 14) ------------------------------------------------------------------

/** The sample plan with every section completed and the manuals attached: nothing missing. */
function readyPlan(): ExportPlan {
  const plan = fullPlan();
  plan.sections = plan.sections.map((s) => ({
    ...s,
    status: 'completed',
    content:
      s.section.id === 'appendix-operations-maintenance'
        ? { ...s.content, system_documentation: [ref('file-report')] }
        : s.content,
  }));
  return plan;
}

/** The headers a DOCX section points at, and their text. */
function docxHeaders(bytes: Uint8Array) {
  const body = docxPart(bytes, 'word/document.xml');
  const sections = [...body.matchAll(/<w:sectPr[\s\S]*?<\/w:sectPr>/g)].map((m) => m[0]);
  const rels = docxPart(bytes, 'word/_rels/document.xml.rels');
  const target = (id: string) => new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
  const headerText = sections.map((sect) => {
    const id = /<w:headerReference[^>]*r:id="([^"]+)"/.exec(sect)?.[1];
    return id ? decode(docxPart(bytes, `word/${target(id)}`)) : '';
  });
  return { sections: sections.length, headerText };
}

describe('an incomplete plan is a draft in both documents', () => {
  it('readiness: unfinished sections and missing required answers are listed; a finished plan is ready', () => {
    const draft = readiness(fullPlan());
    expect(draft.ready).toBe(false);
    expect(draft.missing).toContain('8.1 Water quality monitoring: in progress');
    expect(draft.missing).toContain('Missing required field: System documentation (MOE-DWSP-8.03)');
    const empty = readiness(emptyPlan());
    expect(empty.missing).toContain('1.1 School background: not started');
    expect(empty.missing).toContain('Missing required field: Who notifies Taumata Arowai (MOE-DWSP-6.04)');
    const ready = readiness(readyPlan());
    expect(ready.ready).toBe(true);
    // Storage short of demand describes the supply: listed as a check, it does not make a draft.
    expect(ready.missing).toEqual(['Check: Water demand calculation does not meet MOE storage requirements']);
  });

  it('PDF: the mark on every page, the list of what is missing, and no return instructions', async () => {
    const { text, pageTexts, pages } = await pdfText(await renderPlanPdf(fullPlan()));
    expect(pages).toBeGreaterThan(5);
    for (const [i, page] of pageTexts.entries()) expect(flat(page), `page ${i + 1}`).toContain(DRAFT_MARK);
    const all = flat(text);
    expect(all).toContain(MISSING_TITLE);
    expect(all).toContain('8.1 Water quality monitoring: in progress');
    expect(all).toContain(APPROVAL.draftNextSteps[0]);
    expect(all).not.toContain(APPROVAL.nextSteps[3]);
    expect(all).not.toContain('Upload Document');
  });

  it('DOCX: every section of the document has the draft header, and the cover lists what is missing', async () => {
    const bytes = await renderPlanDocx(fullPlan());
    const { sections, headerText } = docxHeaders(bytes);
    expect(sections).toBeGreaterThan(3);
    for (const [i, h] of headerText.entries()) expect(h, `section ${i + 1}`).toContain(DRAFT_MARK);
    const html = await docxHtml(bytes);
    const text = flat(decode(html));
    expect(text).toContain(DRAFT_MARK);
    expect(text).toContain('8.1 Water quality monitoring: in progress');
    expect(text).toContain(APPROVAL.draftNextSteps[0]);
    expect(text).not.toContain(APPROVAL.nextSteps[3]);
  });

  it('a finished plan has no draft mark, and ends with the three return routes of the template', async () => {
    const plan = readyPlan();
    const pdf = flat((await pdfText(await renderPlanPdf(plan))).text);
    expect(pdf).not.toContain(DRAFT_MARK);
    expect(pdf).not.toContain(MISSING_TITLE);
    const bytes = await renderPlanDocx(plan);
    expect(docxHeaders(bytes).headerText.every((h) => !h.includes(DRAFT_MARK))).toBe(true);
    const docx = flat(decode(await docxHtml(bytes)));
    for (const text of [pdf, docx]) {
      expect(text).toContain('info@taumataarowai.govt.nz');
      expect(text).toContain('Level 2, 10 Brandon Street, PO Box 628, Wellington 6140');
      expect(text).toContain('Website: upload it in Hinekōrako');
      expect(text).not.toContain(DRAFT_MARK);
    }
  });
});

describe('a fact asked once prints the same everywhere (issue 14)', () => {
  /** The sample plan with 3.1's copies of 2.1's and 2.5's answers typed differently. */
  function disagreeing(): ExportPlan {
    const plan = fullPlan();
    plan.sections = plan.sections.map((s) => {
      if (s.section.id === 'source') return { ...s, content: { ...s.content, roof_area: 1250 } };
      if (s.section.id === 'catchment-description')
        return { ...s, content: { ...s.content, roof_catchment_area: 1200, overhanging_vegetation: false } };
      return s;
    });
    return plan;
  }

  it('PDF and DOCX print 2.1’s roof area in 3.1 too, never the other figure', async () => {
    const plan = disagreeing();
    const pdf = flat((await pdfText(await renderPlanPdf(plan))).text);
    const docx = flat(decode(await docxHtml(await renderPlanDocx(plan))));
    for (const text of [pdf, docx]) {
      expect(count(text, '1,250 m²')).toBeGreaterThanOrEqual(2);
      expect(text).not.toContain('1,200 m²');
    }
  });

  it('the supply size worked out from 1.1 is printed with its source', async () => {
    const pdf = flat((await pdfText(await renderPlanPdf(fullPlan()))).text);
    expect(pdf).toContain('Medium supply (101–500 people): 160 people on a normal day.');
    expect(pdf).toContain('every quarter from 2025');
    expect(pdf).not.toMatch(/Report your compliance with the monitoring rules once a year/);
  });

  it('2.2, 5.2 and 8.1 print the rules for the size 1.1 gives: medium at 160, small at 80', async () => {
    const withPeople = (normal: number): ExportPlan => {
      const plan = fullPlan();
      plan.sections = plan.sections.map((s) =>
        s.section.id === 'background'
          ? { ...s, content: { ...s.content, current_students_staff: normal } }
          : s,
      );
      return plan;
    };
    const title = 'Rules for this supply’s size, worked out by WaiKura from 1.1';
    const medium = flat((await pdfText(await renderPlanPdf(withPeople(160)))).text);
    expect(count(medium, title)).toBe(3);
    expect(medium).toContain('Medium supplies report to Taumata Arowai every quarter from 2025.');
    expect(medium).toContain('only a single self-supplied building is exempt from the chlorination');
    expect(medium).not.toContain('Report your compliance with the monitoring rules once a year');

    const html = await docxHtml(await renderPlanDocx(withPeople(80)));
    expect(headings(html, 3).filter((h) => h === title)).toHaveLength(3);
    const text = flat(decode(html));
    expect(text).toContain('Report your compliance with the monitoring rules once a year');
    expect(text).toContain('The level 1 Rules do not require chlorination');
    expect(text).toContain('If your school grows past 100 people on a normal day');
    expect(text).not.toContain('every quarter from 2025. Each sample');
  });
});
