import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useScrollReset } from './useScrollReset.ts';

function Layout() {
  const ref = useScrollReset<HTMLElement>();
  return (
    <main ref={ref} data-testid="main">
      <Outlet />
    </main>
  );
}

const router = () =>
  createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ path: 'list', element: <p>Liste</p> }, { path: 'detail', element: <p>Détail</p> }] }],
    { initialEntries: ['/detail'] },
  );

describe('useScrollReset', () => {
  it('puts a new screen at its top and keeps the place when only the query string changes', async () => {
    const memory = router();
    render(<RouterProvider router={memory} />);
    const main = screen.getByTestId('main');
    main.scrollTop = 600;
    await act(() => memory.navigate('/list'));
    expect(screen.getByText('Liste')).toBeTruthy();
    expect(main.scrollTop).toBe(0);

    main.scrollTop = 300;
    await act(() => memory.navigate('/list?page=2'));
    expect(main.scrollTop).toBe(300);
  });
});
