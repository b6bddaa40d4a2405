/**
 * A visit report as a printable PDF (pdfkit, as the plan export; DejaVu Sans so ā ē ī ō ū print).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { fitImage } from '../plan/export/model';

const require = createRequire(import.meta.url);
const fontDir = () => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export interface ReportForPdf {
  schoolName: string;
  contractorName: string;
  status: string;
  visitDate: string;
  component: string;
  workDone: string;
  findings: string | null;
  recommendations: string | null;
  equipmentUsed: string | null;
  materialsUsed: string | null;
  safetyPrecautions: string | null;
  followUpNeeded: boolean;
  checks: { label: string; result: string; note: string }[];
  readings: { label: string; value: string; unit: string }[];
  tasks: string[];
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewedByName: string | null;
  reviewComment: string | null;
  photos: { name: string; data: Uint8Array; mime: string }[];
}

/** An instant as New Zealand people read it: 20 Nov 2026, 2:00 pm. */
const nzTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-NZ', {
        timeZone: 'Pacific/Auckland',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;

const STATUS: Record<string, string> = {
  draft: 'Draft — not yet submitted',
  submitted: 'Submitted',
  reviewed: 'Reviewed',
};
const CHECK: Record<string, string> = { ok: 'OK', attention: 'Needs attention', not_checked: 'Not checked' };

export function renderVisitReportPdf(r: ReportForPdf): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `Visit report — ${r.schoolName} — ${r.visitDate}`, Author: r.contractorName },
    autoFirstPage: true,
  });
  const dir = fontDir();
  doc.registerFont('Body', join(dir, 'DejaVuSans.ttf'));
  doc.registerFont('Body-Bold', join(dir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Body-Bold').fontSize(13).fillColor('#0b4f8a').text(text, { width });
    doc.moveDown(0.2).font('Body').fontSize(10.5).fillColor('#1b1f24');
  };
  const para = (label: string, value: string | null | undefined) => {
    if (!value?.trim()) return;
    doc.font('Body-Bold').fontSize(10.5).text(`${label}: `, { continued: true, width });
    doc.font('Body').text(value.normalize('NFC'), { width });
  };

  doc.font('Body-Bold').fontSize(20).fillColor('#0b4f8a').text('Contractor visit report', { width });
  doc.font('Body').fontSize(12).fillColor('#1b1f24').text(r.schoolName.normalize('NFC'), { width });
  doc.moveDown(0.5);
  para('Status', STATUS[r.status] ?? r.status);
  para('Date of visit', r.visitDate);
  para('Contractor', r.contractorName);
  para('Part of the supply', r.component);
  para('Submitted', nzTime(r.submittedAt));
  if (r.followUpNeeded) para('Follow-up', 'Follow-up work is needed.');

  heading('Work done');
  doc.text((r.workDone || '—').normalize('NFC'), { width });
  if (r.tasks.length) {
    heading('Tasks');
    for (const t of r.tasks) doc.text(`• ${t.normalize('NFC')}`, { width });
  }
  if (r.findings || r.recommendations) {
    heading('Findings and recommendations');
    para('Findings', r.findings);
    para('Recommendations', r.recommendations);
  }
  if (r.equipmentUsed || r.materialsUsed || r.safetyPrecautions) {
    heading('Equipment, materials and safety');
    para('Equipment used', r.equipmentUsed);
    para('Materials used', r.materialsUsed);
    para('Safety precautions', r.safetyPrecautions);
  }
  if (r.checks.length) {
    heading('Checks');
    for (const c of r.checks)
      doc.text(
        `• ${c.label.normalize('NFC')}: ${CHECK[c.result] ?? c.result}${c.note ? ` — ${c.note.normalize('NFC')}` : ''}`,
        {
          width,
        },
      );
  }
  if (r.readings.length) {
    heading('Readings');
    for (const x of r.readings)
      doc.text(`• ${x.label.normalize('NFC')}: ${x.value} ${x.unit}`.trim(), { width });
  }
  if (r.reviewedAt) {
    heading('Review');
    para('Reviewed', `${nzTime(r.reviewedAt)}${r.reviewedByName ? ` by ${r.reviewedByName}` : ''}`);
    para('Comment', r.reviewComment);
  }
  for (const p of r.photos) {
    try {
      // pdfkit's openImage is public but missing from its type definitions.
      const opener = doc as unknown as { openImage(src: Buffer): { width: number; height: number } };
      const image = opener.openImage(Buffer.from(p.data));
      const box = fitImage(image, width, 360);
      if (doc.y + box.height + 30 > doc.page.height - 56) doc.addPage();
      else doc.moveDown(0.8);
      doc.font('Body').fontSize(9).fillColor('#55606b').text(p.name, { width });
      doc.image(image as never, doc.page.margins.left, doc.y + 4, { width: box.width, height: box.height });
      doc.y += box.height + 8;
      doc.fillColor('#1b1f24').fontSize(10.5);
    } catch {
      doc.moveDown(0.5).text(`Photo ${p.name} could not be shown.`, { width });
    }
  }
  doc.end();
  return done;
}
