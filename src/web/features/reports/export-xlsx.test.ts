import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportWorkbook, type ExportLabels } from './export-xlsx';

const labels: ExportLabels = {
  sheet: 'Izveštaj',
  period: 'Period',
  name: 'Artikal',
  category: 'Kategorija',
  supplier: 'Dobavljač',
  unit: 'Jedinica',
  ordered: 'Naručeno',
  delivered: 'Isporučeno',
  value: 'Vrednost',
};

describe('report export', () => {
  it('writes every row with numbers as numbers and no value where there is no price', async () => {
    const buffer = await reportWorkbook(
      [
        {
          articleId: 1,
          name: 'Juneći but',
          unit: 'KG',
          category: 'Meso',
          supplier: 'Mesara',
          total: '6',
          ordered: '6',
          delivered: '4.5',
          value: '40.00',
          lines: 2,
        },
        {
          articleId: 2,
          name: 'Mleko',
          unit: 'Litar',
          category: 'Mlečni',
          supplier: null,
          total: '3',
          ordered: '3',
          delivered: '0',
          value: null,
          lines: 1,
        },
      ],
      labels,
      '01.01.2026 – 31.01.2026',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.getWorksheet('Izveštaj')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Period', '01.01.2026 – 31.01.2026']);
    expect(sheet.getRow(3).getCell(1).value).toBe('Artikal');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Juneći but', 'Meso', 'Mesara', 'KG', 6, 4.5, 40]);
    expect(sheet.getRow(5).getCell(7).value).toBeNull();
  });
});
