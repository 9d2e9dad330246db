/**
 * An export's spreadsheet, written as its rows arrive (exceljs' streaming writer, shared strings off): a title row
 * saying what and when, one row per filter, the header row frozen, then one row per record. Numbers and days are
 * typed cells with the screens' formats; every text goes through `spreadsheetText`, so nothing a cell says runs.
 */
import { Duplex, Writable } from 'node:stream';
import { SPREADSHEET_FORMATS, isSpreadsheetFormat, spreadsheetDate, spreadsheetDateTime, spreadsheetText, type SpreadsheetFormat } from '@console/schema';
import type { ExportColumn } from './export-sources.ts';

export type CellValue = string | number | Date | null;

/** One cell of a record: typed by the column's format, a code shown by its label or its rule, any other text neutralised. */
export function cellValue(column: ExportColumn, value: unknown, format: SpreadsheetFormat | undefined = column.format): CellValue {
  if (value === null || value === undefined) return null;
  if (format === 'date') return spreadsheetDate(value instanceof Date ? value : String(value));
  if (format === 'dateTime') return spreadsheetDateTime(value instanceof Date ? value : String(value));
  if (format) {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : null;
  }
  const text = value instanceof Date ? value.toISOString() : String(value);
  return spreadsheetText(column.text ? column.text(text) : (column.labels?.[text] ?? text));
}

export interface SpreadsheetHeading {
  sheetName: string;
  /** The first row: the export and when it was made. */
  title: string;
  /** One row each: « Filtre : valeur ». */
  filterLines: readonly string[];
  columns: readonly ExportColumn[];
}

/** Rows written between two looks at the zip's backlog (and two turns of the event loop for other requests). */
const ROWS_PER_SLICE = 200;
/** The sheet's XML waiting for the zip, at most, before the writer waits for it. */
const MAX_BACKLOG_BYTES = 1 << 20;

/**
 * exceljs' streaming writer hands each committed row to the zip without waiting for it (exceljs issue #1894): the
 * sheet's XML piles up in the zip entry's buffer when rows come faster than they are compressed, and the file sat in
 * memory until the end. The writer therefore waits, between slices of rows, for that buffer to drain. It is found
 * through exceljs' internals (the sheet's stream and its pipe); if they ever change, it is not found and the writer
 * simply does not wait.
 */
function backlogOf(sheet: unknown): () => number {
  const stream = typeof sheet === 'object' && sheet !== null ? Reflect.get(sheet, 'stream') : undefined;
  const pipes = typeof stream === 'object' && stream !== null ? Reflect.get(stream, 'pipes') : undefined;
  const entry = Array.isArray(pipes) ? pipes[0] : undefined;
  // The entry is a PassThrough: what the zip has not read waits on its readable side, and once that is full, on its
  // writable side.
  return () => (entry instanceof Duplex ? entry.readableLength + entry.writableLength : 0);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Opens the workbook on `sink` and writes the heading; `add` writes records (objects keyed by the columns' keys),
 * `finish` closes the file. Memory stays flat: rows are committed (serialised and handed to the zip) a slice at a
 * time, and the next slice waits while the zip is behind.
 */
export async function openSpreadsheet(sink: Writable, heading: SpreadsheetHeading) {
  // Loaded on the first export: exceljs and its zip libraries weigh on an idle process otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const headerRow = 3 + heading.filterLines.length;
  const sheet = workbook.addWorksheet(heading.sheetName, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = heading.columns.map((column) => ({ key: column.key, width: column.width ?? 18 }));
  // One style object per column, given to each of its cells: exceljs caches a style by its object, so a shared one
  // is resolved once (a column style copied into every cell was resolved per cell, half the export's time).
  const styles = heading.columns.map((column) => (column.format ? { numFmt: SPREADSHEET_FORMATS[column.format] } : {}));
  const formatStyles = new Map<SpreadsheetFormat, { numFmt: string }>();
  const formatStyle = (format: SpreadsheetFormat) => formatStyles.get(format) ?? formatStyles.set(format, { numFmt: SPREADSHEET_FORMATS[format] }).get(format)!;
  /** A row's own format for a column (`formatFrom`), when it names a known one. */
  const rowFormat = (column: ExportColumn, record: Record<string, unknown>): SpreadsheetFormat | undefined => {
    const named = column.formatFrom === undefined ? undefined : record[column.formatFrom];
    return isSpreadsheetFormat(named) ? named : undefined;
  };
  const title = sheet.getRow(1);
  title.getCell(1).value = spreadsheetText(heading.title);
  title.font = { bold: true, size: 13 };
  title.commit();
  heading.filterLines.forEach((line, index) => {
    const row = sheet.getRow(2 + index);
    row.getCell(1).value = spreadsheetText(line);
    row.commit();
  });
  const header = sheet.getRow(headerRow);
  heading.columns.forEach((column, index) => {
    header.getCell(index + 1).value = column.header;
  });
  header.font = { bold: true };
  header.commit();
  const backlog = backlogOf(sheet);
  let next = headerRow + 1;
  return {
    async add(records: readonly Record<string, unknown>[]) {
      for (let start = 0; start < records.length; start += ROWS_PER_SLICE) {
        for (const record of records.slice(start, start + ROWS_PER_SLICE)) {
          const row = sheet.getRow(next);
          heading.columns.forEach((column, index) => {
            const cell = row.getCell(index + 1);
            const format = rowFormat(column, record);
            cell.value = cellValue(column, record[column.key], format ?? column.format);
            cell.style = format ? formatStyle(format) : styles[index]!;
          });
          row.commit();
          next += 1;
        }
        do await nextTurn();
        while (backlog() > MAX_BACKLOG_BYTES);
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * A Writable that hands the file to `store` in parts of `partSize` bytes (the last one shorter), one at a time:
 * the writer waits while a part is being stored, so a slow database slows the export rather than filling memory.
 */
export class PartsSink extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private partNumber = 0;
  private discarding = false;
  private storing: Promise<void> = Promise.resolve();
  /** Bytes stored so far. */
  size = 0;
  /** Why a part could not be stored; the export then fails. */
  failure: Error | undefined;

  constructor(
    private readonly partSize: number,
    private readonly store: (partNumber: number, data: Buffer) => Promise<void>,
  ) {
    super();
  }

  /**
   * A stopped export: what the writer still sends is dropped, and this resolves once no part is being stored, so
   * that deleting the parts afterwards leaves none behind.
   */
  async discard(): Promise<void> {
    this.discarding = true;
    this.pending = [];
    this.pendingBytes = 0;
    await this.storing.catch(() => undefined);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.discarding) {
      callback();
      return;
    }
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < this.partSize) {
      callback();
      return;
    }
    this.storeThen(callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.discarding || this.pendingBytes === 0) {
      callback();
      return;
    }
    this.storeThen(callback);
  }

  /**
   * Stores the pending part, then lets the writer go on. A part that cannot be stored never becomes a stream error
   * (the zip piping into this sink has no listener for one until the file is closed): it is kept in `failure`, what
   * follows is dropped, and the export reads it.
   */
  private storeThen(callback: () => void): void {
    this.storing = this.flushPart().catch((error: unknown) => {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
      this.discarding = true;
    });
    void this.storing.then(callback);
  }

  private async flushPart(): Promise<void> {
    const data = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.partNumber += 1;
    await this.store(this.partNumber, data);
    this.size += data.length;
  }
}
