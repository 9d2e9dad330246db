import { Level, Messages, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen, type MockResolvers } from '../../../testing/renderScreen.tsx';
import ReturnReasonPage from './ReturnReasonPage.tsx';
import ReturnReasonsPage from './ReturnReasonsPage.tsx';

type Args = Record<string, unknown>;

const reason = (overrides: Args = {}) => ({ reasonReturnId: 5, name: 'Client absent', description: 'Personne à la livraison', from: 1, ...overrides });
const grants = { [Permission.RETURN_REASONS]: [Level.CREATE, Level.EDIT, Level.DELETE] };

const description = () => {
  const area = document.querySelector<HTMLTextAreaElement>('textarea[name="description"]');
  if (!area) throw new Error('no description');
  return area;
};

function openForm(url: string, answers: { reason?: () => unknown; mutation?: Record<string, unknown> } = {}) {
  const resolvers: MockResolvers = () => ({ Query: { returnReason: answers.reason ?? (() => reason()) }, Mutation: answers.mutation ?? {} });
  return renderScreen(<ReturnReasonPage />, { path: url === '/reasonreturns/new' ? '/reasonreturns/new' : '/reasonreturns/:id', url, permissions: grants, resolvers });
}

const save = async () => {
  const button = screen.getByRole('button', { name: 'Enregistrer' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
};

describe('the return reasons list', () => {
  it('shows id, name and description, and opens a reason', async () => {
    const page = renderScreen(<ReturnReasonsPage />, {
      path: '/reasonreturns/',
      url: '/reasonreturns/',
      permissions: grants,
      resolvers: () => ({ Query: { returnReasons: () => ({ count: 1, items: [reason()] }) } }),
    });
    const row = (await screen.findByText('Client absent')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Personne à la livraison')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nouveau motif' })).toBeTruthy();
    fireEvent.click(within(row).getByText('Client absent'));
    await waitFor(() => expect(page.location()).toBe('/reasonreturns/5'));
  });

  it('offers neither new nor delete without their levels', async () => {
    renderScreen(<ReturnReasonsPage />, {
      path: '/reasonreturns/',
      url: '/reasonreturns/',
      permissions: { [Permission.RETURN_REASONS]: [Level.EDIT] },
      resolvers: () => ({ Query: { returnReasons: () => ({ count: 1, items: [reason()] }) } }),
    });
    await screen.findByText('Client absent');
    expect(screen.queryByRole('button', { name: 'Nouveau motif' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });
});

describe('the return reason form', () => {
  it('requires the name and the description', async () => {
    openForm('/reasonreturns/new');
    await screen.findByRole('heading', { name: 'Nouveau motif de retour' });
    fireEvent.blur(formInput('name'));
    fireEvent.blur(description());
    await waitFor(() => expect([fieldMessage(formInput('name')), fieldMessage(description())]).toEqual([Messages.requiredField, Messages.requiredField]));
  });

  it('creates a reason and returns to the list', async () => {
    const sent: Args[] = [];
    const page = openForm('/reasonreturns/new', {
      mutation: {
        createReturnReason: (_: unknown, args: Args) => {
          sent.push(args);
          return { ok: true, errors: [], returnReason: reason({ reasonReturnId: 8 }) };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Nouveau motif de retour' });
    fireEvent.change(formInput('name'), { target: { value: ' Adresse introuvable ' } });
    fireEvent.change(description(), { target: { value: 'Le livreur ne trouve pas l’adresse' } });
    await save();
    await waitFor(() => expect(page.location()).toBe('/reasonreturns/'));
    expect(sent).toEqual([{ input: { name: 'Adresse introuvable', description: 'Le livreur ne trouve pas l’adresse' } }]);
  });

  it("shows the server's errors under their fields and keeps what was typed", async () => {
    openForm('/reasonreturns/5', {
      mutation: { updateReturnReason: () => ({ ok: false, errors: [{ field: 'name', message: 'Ce motif existe déjà' }], returnReason: null }) },
    });
    await screen.findByRole('heading', { name: 'Motif de retour : Client absent' });
    fireEvent.change(formInput('name'), { target: { value: 'Refusé' } });
    await save();
    await waitFor(() => expect(fieldMessage(formInput('name'))).toBe('Ce motif existe déjà'));
    expect(formInput('name').value).toBe('Refusé');
  });

  it('returns to the list when the reason does not exist', async () => {
    const page = openForm('/reasonreturns/99', { reason: () => null });
    await waitFor(() => expect(page.location()).toBe('/reasonreturns/'));
  });
});
