import { Level, Messages, OrderMessages, Permission } from '@console/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen } from '../../testing/renderScreen.tsx';
import ParametersPage from './ParametersPage.tsx';

type Args = Record<string, unknown>;

const gros = { channelId: 1, channelCode: 'GROS', channelName: 'Gros', ctrlStock: false, cutOff: '16:00', deliveryFrom: 1, deliveryTo: 5, minBasket: 100, allowModifPrice: false };
const detail = { channelId: 2, channelCode: 'DET', channelName: 'Détail', ctrlStock: true, cutOff: '15:00', deliveryFrom: 0, deliveryTo: 2, minBasket: 50, allowModifPrice: true };

function openParameters(answer?: (input: Args) => unknown) {
  const saved: Args[] = [];
  let loads = 0;
  let current = [gros, detail];
  const page = renderScreen(<ParametersPage />, {
    path: '/parameters',
    url: '/parameters',
    permissions: { [Permission.PARAMETERS]: [Level.EDIT] },
    resolvers: () => ({
      Query: {
        channelParameters: () => {
          loads += 1;
          return current;
        },
      },
      Mutation: {
        saveChannelParameters: (_: unknown, args: { input: Args }) => {
          saved.push(args.input);
          if (answer) return answer(args.input);
          const next = { ...current.find((channel) => channel.channelId === args.input.channelId)!, ...args.input };
          current = current.map((channel) => (channel.channelId === next.channelId ? next : channel));
          return { ok: true, errors: [], parameters: next };
        },
      },
    }),
  });
  return { page, saved, loads: () => loads };
}

async function chooseChannel(label: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: /Canal/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('the channel parameters page', () => {
  it("loads the chosen channel's parameters; the cut-off only with stock control", async () => {
    openParameters();
    await chooseChannel('GROS – Gros');
    await waitFor(() => expect(formInput('minBasket').value).toBe('100'));
    expect(formInput('cutOff').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contrôle du stock' }));
    await waitFor(() => expect(formInput('cutOff').disabled).toBe(false));
    await chooseChannel('DET – Détail');
    await waitFor(() => expect(formInput('deliveryTo').value).toBe('2'));
    expect((screen.getByRole('checkbox', { name: 'Modification du prix autorisée' }) as HTMLInputElement).checked).toBe(true);
  });

  it("says 'De J+ doit être inferieur de A J+' and sends nothing", async () => {
    const { saved } = openParameters();
    await chooseChannel('GROS – Gros');
    await waitFor(() => expect(formInput('deliveryFrom').value).toBe('1'));
    fireEvent.change(formInput('deliveryFrom'), { target: { value: '6' } });
    save();
    await waitFor(() => expect(fieldMessage(formInput('deliveryFrom'))).toContain(OrderMessages.deliveryNumbersError));
    expect(OrderMessages.deliveryNumbersError).toBe('De J+ doit être inferieur de A J+');
    expect(saved).toHaveLength(0);
  });

  it("says 'Minimum de panier doit être superieur de 0' and sends nothing", async () => {
    const { saved } = openParameters();
    await chooseChannel('GROS – Gros');
    await waitFor(() => expect(formInput('minBasket').value).toBe('100'));
    fireEvent.change(formInput('minBasket'), { target: { value: '0' } });
    save();
    await waitFor(() => expect(fieldMessage(formInput('minBasket'))).toContain(OrderMessages.minBasketError));
    expect(OrderMessages.minBasketError).toBe('Minimum de panier doit être superieur de 0');
    expect(saved).toHaveLength(0);
  });

  it('saves with the success toast, then reloads the parameters', async () => {
    const { saved, loads } = openParameters();
    await chooseChannel('GROS – Gros');
    await waitFor(() => expect(formInput('minBasket').value).toBe('100'));
    fireEvent.change(formInput('minBasket'), { target: { value: '150,5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Modification du prix autorisée' }));
    const before = loads();
    save();
    expect(await screen.findByText(Messages.success)).toBeTruthy();
    expect(saved[0]).toEqual({ channelId: 1, ctrlStock: false, cutOff: '16:00', deliveryFrom: 1, deliveryTo: 5, minBasket: 150.5, allowModifPrice: true });
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    await waitFor(() => expect(formInput('minBasket').value).toBe('150.5'));
  });

  it('keeps the form as typed when the save fails', async () => {
    openParameters(() => ({ ok: false, errors: [{ field: 'deliveryTo', message: 'Trop loin' }], parameters: null }));
    await chooseChannel('GROS – Gros');
    await waitFor(() => expect(formInput('deliveryTo').value).toBe('5'));
    fireEvent.change(formInput('deliveryTo'), { target: { value: '9' } });
    save();
    await waitFor(() => expect(fieldMessage(formInput('deliveryTo'))).toContain('Trop loin'));
    expect(formInput('deliveryTo').value).toBe('9');
  });
});
