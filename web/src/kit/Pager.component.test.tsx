import { COUNT_BOUND, Permission } from '@console/schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VehicleListDocument, type VehicleListQuery } from '../generated/graphql.ts';
import { renderScreen, type MockResolvers } from '../testing/renderScreen.tsx';
import { ListPage } from './ListPage.tsx';
import { Pager } from './Pager.tsx';
import { kitTexts } from './texts.ts';

const range = () => screen.getByTestId('pager-range').textContent;
const button = (name: string) => screen.getByRole('button', { name });
const enabled = (name: string) => !button(name).hasAttribute('disabled');

describe(`the pager of a list counted up to ${COUNT_BOUND}`, () => {
  function renderPager(page: number, countIsLowerBound: boolean) {
    const onPage = vi.fn<(page: number) => void>();
    render(
      <FluentProvider theme={webLightTheme}>
        <Pager page={page} pageSize={50} count={COUNT_BOUND} countIsLowerBound={countIsLowerBound} pageSizes={[10, 50]} onPage={onPage} onPageSize={() => undefined} />
      </FluentProvider>,
    );
    return onPage;
  }

  it('says « plus de 10 000 » and goes to the last page it can reach', () => {
    const onPage = renderPager(0, true);
    expect(range()).toBe('1–50 sur plus de 10\u202f000');
    fireEvent.click(button(kitTexts.lastPage));
    expect(onPage).toHaveBeenCalledWith(COUNT_BOUND / 50 - 1);
  });

  it('ends on the bound: no next page after rows 9 951–10 000', () => {
    renderPager(COUNT_BOUND / 50 - 1, true);
    expect(range()).toBe('9\u202f951–10\u202f000 sur plus de 10\u202f000');
    expect(enabled(kitTexts.nextPage)).toBe(false);
    expect(enabled(kitTexts.lastPage)).toBe(false);
    expect(enabled(kitTexts.previousPage)).toBe(true);
  });

  it('says the exact count when it is one', () => {
    renderPager(0, false);
    expect(range()).toBe('1–50 sur 10\u202f000');
  });
});

type Row = VehicleListQuery['vehicles']['items'][number];

/** A list screen over the vehicles query whose answer always has more rows than the bound. */
function renderLargeList(url: string, pages: number[]) {
  const resolvers: MockResolvers = () => ({
    Query: {
      vehicles: (_: unknown, args: { page: number; take: number }) => {
        pages.push(args.page);
        const first = (args.page - 1) * args.take;
        return { count: COUNT_BOUND, countIsLowerBound: true, items: Array.from({ length: args.take }, (_unused, index) => ({ vehicleId: first + index + 1, code: `V${first + index + 1}` })) };
      },
    },
  });
  const list = (
    <ListPage<VehicleListQuery, Record<string, unknown>, Row>
      title="Véhicules"
      permission={Permission.VEHICLES}
      query={VehicleListDocument}
      variables={({ page, take }) => ({ page, take })}
      read={(data) => data.vehicles}
      rowKey={(row) => row.vehicleId}
      columns={[{ id: 'code', header: 'Code', cell: (row) => row.code }]}
      search={false}
    />
  );
  return renderScreen(list, { path: '/vehicules', url, permissions: { [Permission.VEHICLES]: [] }, resolvers });
}

describe('a list page with more rows than the count bound', () => {
  it('shows « sur plus de 10 000 » and its last page button asks the last page the server serves', async () => {
    const pages: number[] = [];
    const rendered = renderLargeList('/vehicules', pages);
    await screen.findByText('V1');
    expect(range()).toBe('1–10 sur plus de 10\u202f000');
    fireEvent.click(button(kitTexts.lastPage));
    await screen.findByText(`V${COUNT_BOUND}`);
    expect(pages.at(-1)).toBe(COUNT_BOUND / 10);
    expect(rendered.location()).toBe(`/vehicules?page=${COUNT_BOUND / 10}`);
    expect(range()).toBe('9\u202f991–10\u202f000 sur plus de 10\u202f000');
  });

  it('asks a stale bookmark beyond the bound for the last page served, and shows it', async () => {
    const pages: number[] = [];
    const rendered = renderLargeList('/vehicules?page=5000', pages);
    await screen.findByText(`V${COUNT_BOUND}`);
    expect(pages).not.toContain(5000);
    expect(pages[0]).toBe(COUNT_BOUND / 10);
    await waitFor(() => expect(rendered.location()).toBe(`/vehicules?page=${COUNT_BOUND / 10}`));
  });
});
