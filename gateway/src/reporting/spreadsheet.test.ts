import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { SPREADSHEET_FORMATS, spreadsheetDate } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { streamSpreadsheet, type SpreadsheetColumn } from './spreadsheet.ts';

interface Row {
  code: string;
  amount: number;
  weight: number;
  createdAt: string;
}

const columns: SpreadsheetColumn<Row>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Montant', format: 'money', value: (row) => row.amount },
  { header: 'Poids', format: 'weight', value: (row) => row.weight },
  { header: 'Créé le', format: 'date', value: (row) => spreadsheetDate(row.createdAt) },
];

async function* rows(): AsyncIterable<Row> {
  yield { code: 'A1', amount: 2400.5, weight: 1.08, createdAt: '2024-12-31T23:30:00Z' };
}

/** Streams the sheet through a real HTTP response and reads it back with exceljs. */
async function download(): Promise<ExcelJS.Worksheet> {
  const server = createServer((_request, response) => void streamSpreadsheet(response, { fileName: 't.xlsx', sheetName: 'T', columns, rows: rows() }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const body = await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body);
    return workbook.worksheets[0]!;
  } finally {
    server.close();
  }
}

describe('spreadsheet cells', () => {
  it('writes amounts, weights and dates as Excel numbers and dates with a number format, not text', async () => {
    const sheet = await download();
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('A1');
    expect(row.getCell(2).value).toBe(2400.5);
    expect(row.getCell(2).numFmt).toBe(SPREADSHEET_FORMATS.money);
    expect(row.getCell(3).value).toBe(1.08);
    expect(row.getCell(3).numFmt).toBe(SPREADSHEET_FORMATS.weight);
    // The Casablanca day (1 January: 23:30 UTC is already the next day there).
    expect(row.getCell(4).value).toEqual(new Date('2025-01-01T00:00:00.000Z'));
    expect(row.getCell(4).numFmt).toBe(SPREADSHEET_FORMATS.date);
  });
});
