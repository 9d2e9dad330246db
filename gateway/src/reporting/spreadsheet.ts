import type { ServerResponse } from 'node:http';
import { SPREADSHEET_FORMATS, type SpreadsheetFormat } from '@console/schema';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SpreadsheetColumn<Row> {
  header: string;
  width?: number;
  /**
   * Dates and amounts are real Excel values with a number format (`spreadsheetDate`, numbers), never
   * text: the reader sorts, sums and filters them. The format matches the screens'. A function formats each
   * row's cell apart (a column of figures of several units).
   */
  format?: SpreadsheetFormat | ((row: Row) => SpreadsheetFormat);
  value(row: Row): CellValue;
}

/**
 * Streams rows into an .xlsx response with exceljs' streaming writer: each row is committed as
 * soon as it is written, so memory stays flat whatever the number of rows.
 */
export async function streamSpreadsheet<Row>(
  response: ServerResponse,
  options: { fileName: string; sheetName: string; columns: ReadonlyArray<SpreadsheetColumn<Row>>; rows: AsyncIterable<Row> },
): Promise<number> {
  // Loaded on the first export: exceljs and its zip libraries are most of an idle gateway's memory otherwise.
  const { default: ExcelJS } = await import('exceljs');
  response.writeHead(200, {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${options.fileName}"`,
    'cache-control': 'no-store',
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: response, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 18,
    ...(typeof column.format === 'string' ? { style: { numFmt: SPREADSHEET_FORMATS[column.format] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of options.rows) {
    const added = sheet.addRow(options.columns.map((column) => column.value(row) ?? null));
    options.columns.forEach((column, index) => {
      if (typeof column.format === 'function') added.getCell(index + 1).numFmt = SPREADSHEET_FORMATS[column.format(row)];
    });
    added.commit();
    count += 1;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
