/**
 * Incoming e-invoices through the HTTP layer: upload (stored, duplicate, refused with its code and nothing stored),
 * the list with deadlines, the detail, its PDF, decisions without a SEF connection, and another venue's ids.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { invoiceFixture, type InvoiceFixture, uniqueSefInvoice } from '@/test/invoice-fixtures';
import { type FormFile, multipartBody } from '@/test/multipart';
import { invoiceFiles, invoiceLines, invoices } from '@/server/db/schema';
import { DEMO } from '@/test/demo-context';

const ADMIN = DEMO.accounts.admin.email;
const STAFF = DEMO.accounts.staff.email;
const ADMIN2 = DEMO.accounts.admin2.email;

describe('incoming e-invoices', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function upload(files: FormFile[], email = ADMIN) {
    const { payload, contentType } = multipartBody(files);
    return (await ctx.as(email))({
      method: 'POST',
      url: '/api/invoices/upload',
      payload,
      headers: { 'content-type': contentType },
    });
  }
  const fixtureFile = (name: InvoiceFixture): FormFile => ({ filename: name, content: invoiceFixture(name) });
  async function get(url: string, email = ADMIN) {
    return (await ctx.as(email))({ method: 'GET', url });
  }
  async function rows() {
    const [invoiceCount] = await ctx.db.select({ n: count() }).from(invoices);
    const [lineCount] = await ctx.db.select({ n: count() }).from(invoiceLines);
    const [fileCount] = await ctx.db.select({ n: count() }).from(invoiceFiles);
    return { invoices: invoiceCount!.n, lines: lineCount!.n, files: fileCount!.n };
  }

  describe('POST /api/invoices/upload', () => {
    it('stores several files at once and answers per file, in order', async () => {
      const response = await upload([
        fixtureFile('sef-invoice-with-order.xml'),
        fixtureFile('sef-envelope-no-order.xml'),
        fixtureFile('sef-credit-note.xml'),
        fixtureFile('foreign-en16931.xml'),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { files } = response.json();
      expect(files).toEqual([
        {
          filename: 'sef-invoice-with-order.xml',
          outcome: 'stored',
          invoiceId: expect.any(Number),
          code: null,
          message: null,
        },
        expect.objectContaining({ filename: 'sef-envelope-no-order.xml', outcome: 'stored' }),
        expect.objectContaining({ filename: 'sef-credit-note.xml', outcome: 'stored' }),
        expect.objectContaining({ filename: 'foreign-en16931.xml', outcome: 'stored' }),
      ]);
      const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.id, files[0].invoiceId));
      expect(stored).toMatchObject({
        source: 'UPLOAD',
        kind: 'INVOICE',
        number: 'MZ-2026-0042',
        supplierPib: '104512378',
        supplierName: DEMO.suppliers.mesara,
        orderReference: 'BD-0042',
        totalNet: '19535.00',
        totalVat: '3907.00',
        totalPayable: '23442.00',
        decision: null,
        parseError: null,
      });
      expect(stored!.originalXml).toBe(invoiceFixture('sef-invoice-with-order.xml'));
      // SEF's download names SEF's id: a decision on it can go to SEF.
      const [envelope] = await ctx.db.select().from(invoices).where(eq(invoices.id, files[1].invoiceId));
      expect(envelope).toMatchObject({ sefInvoiceId: 7104412, receivedAt: new Date('2026-11-21T00:00:00Z') });
    });

    it('answers duplicate for a document stored already, and stores nothing more', async () => {
      const before = await rows();
      const [first] = await ctx.db.select().from(invoices).where(eq(invoices.number, 'MZ-2026-0042'));
      const response = await upload([
        fixtureFile('sef-invoice-with-order.xml'),
        fixtureFile('sef-credit-note.xml'),
      ]);
      expect(response.json().files).toEqual([
        expect.objectContaining({ outcome: 'duplicate', invoiceId: first!.id }),
        expect.objectContaining({ outcome: 'duplicate' }),
      ]);
      expect(await rows()).toEqual(before);
    });

    it('refuses hostile and wrong files with their codes, storing nothing from them, beside a good one', async () => {
      const before = await rows();
      const fresh = uniqueSefInvoice();
      const huge = { filename: 'huge.xml', content: `<a>${'x'.repeat(5 * 1024 * 1024)}</a>` };
      const response = await upload([
        fixtureFile('xxe.xml'),
        fixtureFile('billion-laughs.xml'),
        fixtureFile('too-deep.xml'),
        fixtureFile('not-an-invoice.xml'),
        huge,
        { filename: 'scan.pdf', content: '%PDF-1.4 a scan', contentType: 'application/pdf' },
        { filename: 'new.xml', content: fresh.xml },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response
          .json()
          .files.map((file: { filename: string; outcome: string; code: string | null }) => [
            file.filename,
            file.outcome,
            file.code,
          ]),
      ).toEqual([
        ['xxe.xml', 'refused', 'invoice_dtd_not_allowed'],
        ['billion-laughs.xml', 'refused', 'invoice_dtd_not_allowed'],
        ['too-deep.xml', 'refused', 'invoice_too_deep'],
        ['not-an-invoice.xml', 'refused', 'invoice_not_ubl'],
        ['huge.xml', 'refused', 'invoice_too_large'],
        ['scan.pdf', 'refused', 'invoice_malformed'],
        ['new.xml', 'stored', null],
      ]);
      const after = await rows();
      expect(after).toEqual({
        invoices: before.invoices + 1,
        lines: before.lines + 4,
        files: before.files + 1,
      });
      const leaked = await ctx.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.number, '&secret;'));
      expect(leaked).toEqual([]);
    });

    it('refuses more than 10 files, a request without files and a JSON body, changing nothing', async () => {
      const before = await rows();
      const eleven = Array.from({ length: 11 }, () => ({
        filename: 'f.xml',
        content: uniqueSefInvoice().xml,
      }));
      const tooMany = await upload(eleven);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ code: 'invoice_too_many_files' });
      const none = await upload([]);
      expect(none.statusCode).toBe(400);
      const json = await (
        await ctx.as(ADMIN)
      )({ method: 'POST', url: '/api/invoices/upload', payload: { files: [] } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ code: 'invalidInput' });
      expect(await rows()).toEqual(before);
    });

    it('is for venue admins only: staff get 403 and nothing is stored', async () => {
      const before = await rows();
      const response = await upload([{ filename: 'f.xml', content: uniqueSefInvoice().xml }], STAFF);
      expect(response.statusCode).toBe(403);
      expect(await rows()).toEqual(before);
    });
  });

  describe('reading invoices', () => {
    it("lists the venue's invoices newest first with their deadlines, paged", async () => {
      const response = await get('/api/invoices?page=1&size=2');
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.count).toBe(5);
      expect(page.invoices).toHaveLength(2);
      const all = (await get('/api/invoices?size=50')).json().invoices as {
        receivedAt: string;
        deadline: string;
        finalDeadline: string;
        number: string;
      }[];
      const received = all.map((invoice) => invoice.receivedAt);
      expect([...received].sort().reverse()).toEqual(received);
      const envelope = all.find((invoice) => invoice.number === 'MS-11-0917')!;
      expect(envelope).toMatchObject({
        receivedAt: '2026-11-21T00:00:00.000Z',
        deadline: '2026-12-06T00:00:00.000Z',
        finalDeadline: '2026-12-11T00:00:00.000Z',
      });
      // Kafana Druga's admin sees none of Bistro Demo's.
      expect((await get('/api/invoices', ADMIN2)).json()).toEqual({ invoices: [], count: 0 });
    });

    it('answers one invoice with seller, lines, totals and its PDF, and the PDF itself', async () => {
      const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.number, 'MZ-2026-0042'));
      const response = await get(`/api/invoices/${stored!.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail).toMatchObject({
        number: 'MZ-2026-0042',
        kind: 'INVOICE',
        orderReference: 'BD-0042',
        seller: { name: DEMO.suppliers.mesara, taxId: '104512378', registrationNumber: '20145873' },
        buyerPib: '100000016',
        totals: { net: '19535.00', vat: '3907.00', gross: '23442.00', payable: '23442.00' },
        hasPdf: true,
        files: [{ id: expect.any(Number), filename: 'MZ-2026-0042.pdf', bytes: 591 }],
      });
      expect(
        detail.lines.map((line: { name: string; quantity: string; unit: string }) => [
          line.name,
          line.quantity,
          line.unit,
        ]),
      ).toEqual([
        ['Juneći but', '10.500', 'KG'],
        ['Svinjski vrat u komadu', '4', 'KG'],
        ['Ulje suncokretovo', '5', 'Litar'],
        ['Kobasica domaća', '12', 'KOM'],
      ]);
      const pdf = await get(`/api/invoices/${stored!.id}/files/${detail.files[0].id}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('MZ-2026-0042.pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBe(591);
    });

    it("answers 404 for another venue's invoice and PDF, and for staff 403", async () => {
      const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.number, 'MZ-2026-0042'));
      const [file] = await ctx.db.select().from(invoiceFiles).where(eq(invoiceFiles.invoiceId, stored!.id));
      expect((await get(`/api/invoices/${stored!.id}`, ADMIN2)).statusCode).toBe(404);
      expect((await get(`/api/invoices/${stored!.id}/files/${file!.id}`, ADMIN2)).statusCode).toBe(404);
      expect((await get(`/api/invoices/${stored!.id}/files/999999`)).statusCode).toBe(404);
      expect((await get(`/api/invoices/${stored!.id}`, STAFF)).statusCode).toBe(403);
      const decide = await (
        await ctx.as(ADMIN2)
      )({
        method: 'POST',
        url: `/api/invoices/${stored!.id}/decision`,
        payload: { accepted: true },
      });
      expect(decide.statusCode).toBe(404);
      const [after] = await ctx.db.select().from(invoices).where(eq(invoices.id, stored!.id));
      expect(after!.decision).toBeNull();
    });
  });

  describe('POST /api/invoices/:id/decision without a SEF connection', () => {
    it('needs a comment to reject, records the decision for the admin to repeat in SEF, and only once', async () => {
      const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.number, 'MZ-KO-2026-0007'));
      const admin = await ctx.as(ADMIN);
      const url = `/api/invoices/${stored!.id}/decision`;
      const noComment = await admin({ method: 'POST', url, payload: { accepted: false, comment: '  ' } });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json()).toMatchObject({ fields: { comment: 'common.requiredField' } });

      const rejected = await admin({
        method: 'POST',
        url,
        payload: { accepted: false, comment: 'Nije naša roba' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({
        decision: 'REJECTED',
        decisionComment: 'Nije naša roba',
        decisionSef: 'MANUAL',
        decidedBy: expect.any(String),
        decidedAt: expect.any(String),
      });
      const again = await admin({ method: 'POST', url, payload: { accepted: true } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'invoice_already_decided' });
      const [after] = await ctx.db.select().from(invoices).where(eq(invoices.id, stored!.id));
      expect(after).toMatchObject({ decision: 'REJECTED', decisionSef: 'MANUAL' });
    });
  });
});
