import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreparationBoardScreen } from './PreparationBoardScreen.tsx';
import { boardTexts } from './texts.ts';

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const status = { online: () => true, subscribe: () => () => undefined };

afterEach(() => {
  document.documentElement.lang = 'fr';
  document.documentElement.dir = 'ltr';
});

describe('the preparation board', () => {
  it('makes the page Arabic, right to left, while the Arabic board shows, and gives it back after', () => {
    document.documentElement.lang = 'fr';
    document.documentElement.dir = 'ltr';
    const page = () => [document.documentElement.lang, document.documentElement.dir];
    // No warehouse: the board says so without subscribing.
    const shown = render(<PreparationBoardScreen client={client} status={status} language="ar" warehouseId={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(boardTexts.ar.title);
    expect(page()).toEqual(['ar', 'rtl']);
    shown.rerender(<PreparationBoardScreen client={client} status={status} language="fr" warehouseId={null} />);
    expect(page()).toEqual(['fr', 'ltr']);
    shown.rerender(<PreparationBoardScreen client={client} status={status} language="ar" warehouseId={null} />);
    expect(page()).toEqual(['ar', 'rtl']);
    shown.unmount();
    expect(page()).toEqual(['fr', 'ltr']);
  });
});
