import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable.tsx';

interface Round {
  code: string;
  delivered: number;
  difference: number;
}

const columns: Column<Round>[] = [
  { id: 'code', header: 'Tournée', cell: (row) => row.code },
  { id: 'delivered', header: 'Livrées', cell: (row) => row.delivered, width: '80px', align: 'end' },
  { id: 'difference', header: 'Écart', cell: (row) => row.difference, width: '80px', align: 'end', sortKey: 'difference' },
];

/** How the content of an element lines up: its own text alignment, and its flex placement when it lays out a row. */
const alignment = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { textAlign: style.textAlign, justifyContent: style.justifyContent };
};

describe('a table', () => {
  it('aligns the header of a numeric column like its cells: to the end, sortable or not', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <DataTable label="Tournées" columns={columns} rows={[{ code: 'TRN-1', delivered: 3, difference: -10 }]} rowKey={(row) => row.code} sort={null} onSort={() => undefined} />
      </FluentProvider>,
    );
    // The header's text sits in the header cell's inner box (a flex row, a button when sortable).
    const header = (name: string) => screen.getByText(name, { selector: 'th *' });
    const cell = (id: string) => screen.getByTestId(`cell-${id}`).firstElementChild as HTMLElement;
    for (const id of ['delivered', 'difference']) expect(alignment(cell(id))).toMatchObject({ justifyContent: 'flex-end' });
    expect(alignment(header('Livrées'))).toMatchObject({ justifyContent: 'flex-end' });
    expect(alignment(header('Écart'))).toMatchObject({ justifyContent: 'flex-end' });
    expect(alignment(header('Tournée')).justifyContent).not.toBe('flex-end');
  });
});
