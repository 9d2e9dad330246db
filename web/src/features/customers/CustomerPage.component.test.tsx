import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen, shownValue, type MockResolvers } from '../../testing/renderScreen.tsx';
import CustomerPage from './CustomerPage.tsx';

const address = {
  customerAdressId: 31,
  customerId: 3,
  adress: '12 rue des Orangers',
  postalCode: '20000',
  isDefault: true,
  countryId: 1,
  countryName: 'Maroc',
  regionId: 2,
  regionName: 'Casablanca-Settat',
  sectorId: 4,
  sectorName: 'Maârif',
  latitude: '33.5',
  longitude: '-7.6',
};

const customerRow = (customerStatusId: number, lastName = 'Benani') => ({
  customerId: 3,
  code: 'CL000003',
  firstName: 'Sara',
  lastName,
  phoneNumber: '0612345678',
  email: null,
  cin: null,
  rc: null,
  patente: null,
  ice: null,
  channelId: 1,
  channel: { channelId: 1, code: 'GROS' },
  customerStatusId,
  origin: { originId: 6, name: 'Back-office' },
  createdAt: '2026-01-15T10:00:00.000Z',
  segment: null,
  customerType: null,
  addresses: [address],
  paymentModes: [],
});

const grants = { [Permission.CUSTOMERS]: [Level.EDIT] };

function openCustomer(answers: { status?: number; query?: () => unknown; mutation?: Record<string, unknown> } = {}) {
  const resolvers: MockResolvers = () => ({
    Query: {
      customer: answers.query ?? (() => customerRow(answers.status ?? 1)),
      channels: () => ({ count: 1, items: [{ channelId: 1, code: 'GROS', name: 'Gros' }] }),
      customerSegments: () => [],
      paymentModes: () => [],
      countries: () => [],
    },
    Mutation: answers.mutation ?? {},
  });
  return renderScreen(<CustomerPage />, { path: '/customers/:id', url: '/customers/3', permissions: grants, resolvers });
}

const lastName = () => formInput('lastName');

describe('the customer page', () => {
  it('shows a spinner while the customer loads, then the form', async () => {
    openCustomer();
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Client : Sara Benani' })).toBeTruthy();
    expect(shownValue(screen.getByTestId('customer-code'))).toBe('CL000003');
  });

  it('shows an editable customer editable from its first frame, never read-only for a moment', async () => {
    const seen: string[] = [];
    // Every DOM change is checked as it is committed, so a read-only frame cannot slip by.
    const watcher = new MutationObserver(() => {
      if (document.querySelector('[data-testid="customer-read-only"]')) seen.push('read-only');
      if (document.querySelector('input[name="lastName"]')) seen.push('editable');
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    openCustomer();
    await screen.findByRole('heading', { name: 'Client : Sara Benani' });
    // The form takes the loaded values in an effect, a commit after the title: wait for them, not for a time.
    await waitFor(() => expect(lastName().value).toBe('Benani'));
    watcher.disconnect();
    expect(seen).not.toContain('read-only');
  });

  it('returns to the list when the customer does not exist', async () => {
    const page = openCustomer({ query: () => null });
    await waitFor(() => expect(page.location()).toBe('/customers'));
  });

  it('is read-only in a status that forbids editing', async () => {
    openCustomer({ status: 3 });
    expect(await screen.findByTestId('customer-read-only')).toBeTruthy();
    // Read-only values are text: a read-only text box without a form input behind it.
    expect(screen.getByRole('textbox', { name: 'Nom' }).hasAttribute('readonly')).toBe(true);
    expect(document.querySelector('input[name="lastName"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Désactiver' })).toBeTruthy();
  });

  it("shows the server's validation errors under their fields and keeps what was typed", async () => {
    openCustomer({
      mutation: {
        updateCustomer: () => ({ ok: false, errors: [{ field: 'phoneNumber', message: 'Ce numéro est déjà utilisé' }], customer: null }),
      },
    });
    await screen.findByRole('heading', { name: 'Client : Sara Benani' });
    // The form takes the loaded values in an effect after the title: a change typed before it would be overwritten.
    await waitFor(() => expect(lastName().value).toBe('Benani'));
    fireEvent.change(lastName(), { target: { value: 'Alaoui' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(fieldMessage(formInput('phoneNumber'))).toBe('Ce numéro est déjà utilisé'));
    expect(lastName().value).toBe('Alaoui');
  });

  it('shows the saved customer from the answer, without loading it again', async () => {
    const page = openCustomer({
      mutation: { updateCustomer: () => ({ ok: true, errors: [], customer: customerRow(1, 'Alaoui') }) },
    });
    await screen.findByRole('heading', { name: 'Client : Sara Benani' });
    // The form takes the loaded values in an effect after the title: a change typed before it would be overwritten.
    await waitFor(() => expect(lastName().value).toBe('Benani'));
    fireEvent.change(lastName(), { target: { value: 'Alaoui' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Client : Sara Alaoui' })).toBeTruthy();
    expect(page.cache.extract()['Customer:{"customerId":3}']).toMatchObject({ lastName: 'Alaoui' });
    expect(page.operations.filter((name) => name === 'CustomerDetail')).toHaveLength(1);
    expect(page.operations).toContain('CustomerUpdate');
  });

  it('shows a new status from the answer, without loading the customer again', async () => {
    const page = openCustomer({ status: 3, mutation: { setCustomerStatus: () => customerRow(4) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver' }));
    // An irreversible one-click action asks first.
    const confirmation = await screen.findByRole('alertdialog', { name: 'Désactiver le client ?' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(screen.getByTestId('customer-status-label').textContent).toBe('Désactivé'));
    expect(screen.getByRole('button', { name: 'Activer' })).toBeTruthy();
    expect(page.operations.filter((name) => name === 'CustomerDetail')).toHaveLength(1);
  });
});
