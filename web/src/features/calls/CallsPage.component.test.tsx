import { CallMessages, Level, Permission, ResponseType } from '@console/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen } from '../../testing/renderScreen.tsx';
import CallsPage from './CallsPage.tsx';

type Args = Record<string, unknown>;

const assignment = (id: number, name: string, callable: boolean) => ({
  userAssignmentAgentCcId: id,
  agentId: 1,
  agentName: 'Agent Un',
  assignmentDate: '2026-11-24',
  contacted: false,
  enabled: true,
  callable,
  customer: { customerId: 100 + id, code: `CL${100 + id}`, name, phoneNumber: '0612345678', contactName: 'Karim', channelName: 'Gros' },
  lastAssignmentResponse: null,
});

const types = [
  { assignmentResponseTypeId: 1, name: 'Commande passée' },
  { assignmentResponseTypeId: 3, name: 'À rappeler' },
  { assignmentResponseTypeId: 4, name: 'Mauvais numéro' },
  { assignmentResponseTypeId: 6, name: 'Non joignable' },
  { assignmentResponseTypeId: 7, name: 'Pas de réponse' },
];

const callRecord = (id: number, callerId: string, destination: string, answered: boolean, customer: { customerId: number; code: string; name: string } | null) => ({
  callRecordId: id,
  startedAt: '2026-11-27T09:14:03.000Z',
  answered,
  durationSeconds: answered ? 205 : 0,
  callerId,
  destination,
  extension: '101',
  agent: { userId: 2, name: 'Salma Bennani' },
  customer,
});

function openCalls({ respond, permissions = { [Permission.CALLS]: [6] } }: { respond?: (input: Args) => unknown; permissions?: Record<number, number[]> } = {}) {
  const responses: Args[] = [];
  const listed: Args[] = [];
  const logged: Args[] = [];
  const page = renderScreen(<CallsPage />, {
    path: '/calls',
    url: '/calls',
    permissions,
    resolvers: () => ({
      Query: {
        callLog: (_: unknown, args: Args) => {
          logged.push(args);
          return [
            callRecord(1, 'Salma Bennani (101)', '+212661234567', true, { customerId: 7, code: 'CL007', name: 'Épicerie Atlas' }),
            callRecord(2, '12', 'Salma Bennani (101)', false, null),
          ];
        },
        callAssignments: (_: unknown, args: Args) => {
          listed.push(args);
          return [assignment(1, 'Épicerie Atlas', true), assignment(2, 'Superette Rif', false)];
        },
        assignmentResponseTypes: () => types,
        callCentreAgents: () => [{ userId: 31, firstName: 'Nadia', lastName: 'Agent', email: 'nadia@demo.ma' }],
        assignmentResponseTypeDetails: (_: unknown, args: Args) => [
          { assignmentResponseTypeDetailId: 5, assignmentResponseTypeId: args.responseTypeId, name: 'Injoignable' },
          { assignmentResponseTypeDetailId: 6, assignmentResponseTypeId: args.responseTypeId, name: 'Occupé' },
        ],
      },
      Mutation: {
        respondToAssignment: (_: unknown, args: { input: Args }) => {
          responses.push(args.input);
          if (respond) return respond(args.input);
          return { ok: true, errors: [], assignment: { ...assignment(1, 'Épicerie Atlas', true), contacted: true } };
        },
      },
    }),
  });
  return { page, responses, listed, logged };
}

async function call() {
  await screen.findByText('Épicerie Atlas');
  const [first, second] = screen.getAllByTestId('row-call');
  expect(second!.hasAttribute('disabled')).toBe(true);
  fireEvent.click(first!);
  await screen.findByText('Le client a-t-il répondu ?');
}

async function answered() {
  await call();
  fireEvent.click(screen.getByRole('button', { name: 'Répondu' }));
  await screen.findByRole('combobox', { name: /Type de réponse/ });
}

async function chooseType(option: string, label: string | RegExp = /Type de réponse/) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the calls page', () => {
  it("lists today's assignments, 'Appeler' only on callable ones", async () => {
    const { listed } = openCalls();
    expect(await screen.findByText('Superette Rif')).toBeTruthy();
    expect(listed[0]).toMatchObject({ responseTypeId: null, agentId: null });
    expect(String(listed[0]!.date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
  });

  it("shows the call log: direction from the caller, « Numéro privée », Moroccan numbers, mm:ss; filters reach the query", async () => {
    const { logged } = openCalls();
    fireEvent.click(screen.getByRole('tab', { name: 'Journal des appels' }));
    expect(await screen.findByText('Épicerie Atlas (CL007)')).toBeTruthy();
    expect(logged[0]).toEqual({ dateRangeType: 'Today', callState: 'All', numberOfRows: 300, searchFilter: null });
    expect(screen.getAllByTestId('cell-direction').map((cell) => cell.textContent)).toEqual(['Sortant', 'Entrant']);
    expect(screen.getAllByTestId('cell-caller').map((cell) => cell.textContent)).toEqual(['Salma Bennani (101)', 'Numéro privée']);
    expect(screen.getAllByTestId('cell-destination').map((cell) => cell.textContent)).toEqual(['06 61 23 45 67', 'Salma Bennani (101)']);
    expect(screen.getAllByTestId('cell-duration').map((cell) => cell.textContent)).toEqual(['03:25', '00:00']);
    expect(screen.getAllByTestId('cell-answered').map((cell) => cell.textContent)).toEqual(['Oui', 'Non']);
    expect(screen.getByText('2 appels')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Période' }));
    fireEvent.click(await screen.findByRole('option', { name: '90 derniers jours' }));
    fireEvent.click(screen.getByRole('combobox', { name: "État de l'appel" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Non répondus' }));
    const rowsInput = screen.getByRole('spinbutton', { name: 'Nombre de lignes' });
    fireEvent.change(rowsInput, { target: { value: '-20' } });
    fireEvent.keyDown(rowsInput, { key: 'Enter' });
    expect((rowsInput as HTMLInputElement).value).toBe('300');
    fireEvent.change(rowsInput, { target: { value: '50' } });
    fireEvent.keyDown(rowsInput, { key: 'Enter' });
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' 06 61 ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(logged.at(-1)).toEqual({ dateRangeType: 'LastNinetyDays', callState: 'OnlyUnanswered', numberOfRows: 50, searchFilter: '06 61' }));
  });

  it("records 'Pas de réponse' as type 7 with no detail, date or comment", async () => {
    const { responses } = openCalls();
    await call();
    fireEvent.click(screen.getByRole('button', { name: 'Pas de réponse' }));
    await waitFor(() => expect(responses).toHaveLength(1));
    expect(responses[0]).toEqual({
      userAssignmentAgentCcId: 1,
      assignmentResponseTypeId: ResponseType.NOT_ANSWERED,
      assignmentResponseTypeDetailId: null,
      callbackDate: null,
      rectifNumber: null,
      comment: '',
    });
    await waitFor(() => expect(screen.queryByText('Le client a-t-il répondu ?')).toBeNull());
  });

  it("offers the types but 'Pas de réponse'; type 3 asks a callback date, type 4 the number", async () => {
    openCalls();
    await answered();
    fireEvent.click(screen.getByRole('combobox', { name: /Type de réponse/ }));
    expect(await screen.findByRole('option', { name: 'À rappeler' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Pas de réponse' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'À rappeler' }));
    await waitFor(() => expect(formInput('callbackDate')).toBeTruthy());
    expect(document.querySelector('input[name="rectifNumber"]')).toBeNull();
    await chooseType('Mauvais numéro');
    await waitFor(() => expect(formInput('rectifNumber')).toBeTruthy());
    expect(document.querySelector('input[name="callbackDate"]')).toBeNull();
  });

  it('shows the detail list for type 6, without date or number, and sends the chosen detail', async () => {
    const { responses } = openCalls();
    await answered();
    await chooseType('À rappeler');
    await waitFor(() => expect(formInput('callbackDate')).toBeTruthy());
    await chooseType('Non joignable');
    await chooseType('Occupé', /Détail/);
    expect(document.querySelector('input[name="callbackDate"]')).toBeNull();
    expect(document.querySelector('input[name="rectifNumber"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(responses).toHaveLength(1));
    expect(responses[0]).toMatchObject({ assignmentResponseTypeId: 6, assignmentResponseTypeDetailId: 6, callbackDate: null, rectifNumber: null });
  });

  it('refuses a comment of 45 characters with the seed message and sends nothing', async () => {
    const { responses } = openCalls();
    await answered();
    await chooseType('Commande passée');
    const comment = document.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')!;
    fireEvent.change(comment, { target: { value: 'x'.repeat(45) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fieldMessage(comment)).toContain(CallMessages.commentTooLong));
    expect(CallMessages.commentTooLong).toBe('vous ne pouvez pas dépasser 44 caractères');
    expect(responses).toHaveLength(0);
    expect(comment.value).toHaveLength(45);
  });

  it("'Prendre la commande' opens the point of sale for the customer and the assignment", async () => {
    const { page } = openCalls();
    await answered();
    fireEvent.click(screen.getByRole('button', { name: 'Prendre la commande' }));
    await waitFor(() => expect(page.location()).toBe('/orders/pos?customerId=101&assignmentId=1'));
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    const { responses } = openCalls({ respond: () => ({ ok: false, errors: [{ field: 'rectifNumber', message: 'Numéro invalide' }], assignment: null }) });
    await answered();
    await chooseType('Mauvais numéro');
    await waitFor(() => expect(formInput('rectifNumber')).toBeTruthy());
    fireEvent.change(formInput('rectifNumber'), { target: { value: '06xx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fieldMessage(formInput('rectifNumber'))).toBe('Numéro invalide'));
    expect(responses).toHaveLength(1);
    expect(formInput('rectifNumber').value).toBe('06xx');
  });

  it("gives a supervisor the agent filter, sent with the list's query", async () => {
    const { listed } = openCalls({ permissions: { [Permission.CALLS]: [6], [Permission.USERS]: [Level.EDIT] } });
    await screen.findByText('Épicerie Atlas');
    await chooseType('Nadia Agent', 'Agent');
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ agentId: 31 }));
  });
});
