/**
 * The public sample plan's downloads: the same export a school gets, of the fictional school, with no
 * session; read back as a person would (pdf-parse, mammoth). Issue 20, decision 040.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAMPLE_FILES, SAMPLE_VARIANTS } from '../../../domain/sample-plan';
import { startTestServer, type TestServer } from '../../test/harness';
import { errorShapeProblems } from '../../test/openapi';
import { DRAFT_MARK, readiness } from '../plan/export/model';
import { SAMPLE_DOWNLOADS } from './routes';
import { sampleExportPlan } from './service';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => s?.close());

async function download(path: string, ip: string) {
  const res = await fetch(s.url + path, { headers: { 'x-forwarded-for': ip } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('the sample is a finished plan, by the export’s own measure', () => {
  test.each(SAMPLE_VARIANTS.map((v) => [v]))(
    '%s: the supply diagram is a PNG of the size the plan records',
    (variant) => {
      const bytes = readFileSync(join(import.meta.dirname, 'assets', `schematic-${variant}.png`));
      expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      expect(bytes.length).toBe(SAMPLE_FILES[variant].size);
    },
  );

  test.each(SAMPLE_VARIANTS.map((v) => [v]))('%s: ready to sign and submit, nothing missing', (variant) => {
    expect(readiness(sampleExportPlan(variant))).toEqual({ ready: true, missing: [] });
  });
});

describe('GET /api/public/sample-plan.pdf|.docx', () => {
  test('the roof-water PDF, with no session: a real PDF of the fictional school, approved, not a draft', async () => {
    const { res, bytes } = await download('/api/public/sample-plan.pdf', '198.51.100.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="DWSP-sample-puriri-flat-school-roof.pdf"',
    );
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Pūriri Flat School');
    expect(text).toContain('Approved in WaiKura by Rangi Tāwhiri');
    // A question shown only for a bore is not in the roof-water plan.
    expect(text).not.toContain('How deep is the bore?');
    expect(text).not.toContain(DRAFT_MARK);
    expect(text).not.toContain('Kōwhai');
  });

  test('the bore variant in Word: a real DOCX (a zip) with the bore’s answers', async () => {
    const { res, bytes } = await download('/api/public/sample-plan.docx?variant=bore', '198.51.100.2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(value).toContain('Pūriri Flat School');
    expect(value).toContain('How deep is the bore?');
    expect(value).toContain('p. 19, rule T1.3');
    expect(value).not.toContain(DRAFT_MARK);
  });

  test('an unknown variant is a 400 with the field named, not a 500', async () => {
    const res = await s.request('/api/public/sample-plan.pdf', {
      query: { variant: 'spring' },
      headers: { 'x-forwarded-for': '198.51.100.3' },
    });
    expect(res.status).toBe(400);
    expect(errorShapeProblems(res.body)).toEqual([]);
    expect(Object.keys(res.body.error.fields ?? {})).toContain('variant');
  });

  test(`${SAMPLE_DOWNLOADS.limit} downloads per address in 10 minutes, then 429 with Retry-After`, async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < SAMPLE_DOWNLOADS.limit; i++)
      expect((await download('/api/public/sample-plan.docx', ip)).res.status).toBe(200);
    const refused = await s.request('/api/public/sample-plan.docx', { headers: { 'x-forwarded-for': ip } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still may.
    expect((await download('/api/public/sample-plan.docx', '198.51.100.10')).res.status).toBe(200);
  });
});
