import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { groupReportWorkbook, type GroupExportLabels } from './group-export-xlsx';

const labels: GroupExportLabels = {
  period: 'Period',
  venues: 'Po objektu',
  suppliers: 'Po dobavljaču',
  categories: 'Po kategoriji',
  name: 'Naziv',
  value: 'Potrošnja',
  currency: 'Valuta',
  lines: 'Stavke',
  venueCount: 'Objekti',
  noSupplier: 'Bez dobavljača',
};

describe('group report export', () => {
  it('writes a sheet per view, money as numbers beside its currency', async () => {
    const buffer = await groupReportWorkbook(
      {
        venues: [
          { venueId: 1, name: 'Prvi', currency: 'RSD', value: '1200.50', lines: 3 },
          { venueId: 2, name: 'Drugi', currency: 'RSD', value: '0.00', lines: 0 },
        ],
        suppliers: [{ name: null, currency: 'RSD', value: '1200.50', lines: 3, venues: 1 }],
        categories: [{ name: 'Meso', currency: 'RSD', value: '1200.50', lines: 3, venues: 1 }],
      },
      labels,
      '01.11.2026 – 30.11.2026',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Po objektu',
      'Po dobavljaču',
      'Po kategoriji',
    ]);
    const venues = workbook.getWorksheet('Po objektu')!;
    expect(venues.getRow(1).values).toEqual([undefined, 'Period', '01.11.2026 – 30.11.2026']);
    expect(venues.getRow(4).values).toEqual([undefined, 'Prvi', 1200.5, 'RSD', 3]);
    expect(venues.getRow(5).values).toEqual([undefined, 'Drugi', 0, 'RSD', 0]);
    expect(workbook.getWorksheet('Po dobavljaču')!.getRow(4).values).toEqual([
      undefined,
      'Bez dobavljača',
      1200.5,
      'RSD',
      3,
      1,
    ]);
  });
});
