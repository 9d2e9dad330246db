import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen.tsx';
import HomePage from './HomePage.tsx';

const openHome = () =>
  renderScreen(<HomePage />, {
    path: '/home',
    url: '/home',
    permissions: { [Permission.ARTICLES]: [Level.READ], [Permission.POINT_OF_SALE]: [Level.READ] },
  });

describe('the home cards', () => {
  it.each([
    ['Enter', 'articles', '/articles'],
    [' ', 'pointOfSale', '/orders/pos'],
  ])('open their screen with the key %j, as a click does', async (key, card, path) => {
    const home = openHome();
    const target = await screen.findByTestId(`home-card-${card}`);
    target.focus();
    expect(document.activeElement).toBe(target);
    fireEvent.keyDown(target, { key });
    await waitFor(() => expect(home.location()).toBe(path));
  });
});
