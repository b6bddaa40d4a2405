/**
 * The compliance report as a PDF (issue 16): the period, the due date, what is missing, and every sample
 * with its rule, supply component ID, sample ID, date, parameter and result with its unit. DejaVu Sans
 * (the plan export's font) so that macrons print.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { AnnualReport } from '../../../domain/water-testing/annual-report';
import { parameterOf } from '../../../domain/water-testing/parameters';

const require = createRequire(import.meta.url);

export function renderReportPdf(report: AnnualReport, schoolName: string): Promise<Uint8Array> {
  const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Compliance report — ${schoolName}` },
  });
  doc.registerFont('r', join(dir, 'DejaVuSans.ttf'));
  doc.registerFont('b', join(dir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((res) =>
    doc.on('end', () => res(new Uint8Array(Buffer.concat(chunks)))),
  );

  doc.font('b').fontSize(18).text('Drinking water compliance report');
  doc
    .font('r')
    .fontSize(12)
    .text(`${schoolName} — ${report.period.label} (${report.period.from} to ${report.period.to})`);
  if (report.dueBy)
    doc.text(
      `Due by ${report.dueBy}: 40 working days after the year ends, by WaiKura’s reckoning; check the date in Hinekōrako.`,
    );
  doc.moveDown();
  doc
    .font('b')
    .fontSize(13)
    .text(report.missing.length ? 'Missing before you send it' : 'Nothing is missing');
  doc.font('r').fontSize(10);
  for (const m of report.missing) doc.text(`• ${m}`);
  doc.moveDown();
  doc.font('b').fontSize(13).text(`Samples (${report.rows.length})`);
  doc.font('r').fontSize(9);
  for (const r of report.rows)
    doc.text(
      `${r.rule}  ·  ${r.componentId ?? 'no supply component ID'}  ·  ${r.sampleId}  ·  ${r.sampledOn}  ·  ${parameterOf(r.parameter)?.label ?? r.parameter} ${r.result} ${r.unit}  ·  ${r.laboratory}${r.from === 'plan' ? '  (from 8.1)' : ''}`,
    );
  doc.moveDown();
  doc.fontSize(8).fillColor('#444').text(`Sources: ${report.sources}.`);
  doc.end();
  return done;
}
