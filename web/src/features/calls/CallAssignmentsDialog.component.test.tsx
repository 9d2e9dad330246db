import { Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { CallAssignmentsDialog } from './CallAssignmentsDialog.tsx';

/** A point of sale's stand-in: a button opening the assignments dialog. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Affectations du jour
      </button>
      <CallAssignmentsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('the call assignments dialog', () => {
  it('lists the assignments and closes as a call takes an order', async () => {
    const page = renderScreen(<Host />, {
      path: '/orders/pos',
      url: '/orders/pos',
      permissions: { [Permission.CALLS]: [6], [Permission.POINT_OF_SALE]: [3] },
      resolvers: () => ({
        Query: {
          callAssignments: () => [
            {
              userAssignmentAgentCcId: 4,
              agentId: 1,
              agentName: 'Agent Un',
              assignmentDate: '2026-11-24',
              contacted: false,
              enabled: true,
              callable: true,
              customer: { customerId: 77, code: 'CL000077', name: 'Hanout Benani', phoneNumber: '0611111111', contactName: null, channelName: 'Détail' },
              lastAssignmentResponse: null,
            },
          ],
          assignmentResponseTypes: () => [{ assignmentResponseTypeId: 1, name: 'Commande passée' }],
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Affectations du jour' }));
    const list = await screen.findByRole('dialog', { name: 'Affectations' });
    fireEvent.click(await within(list).findByTestId('row-call'));
    fireEvent.click(await screen.findByRole('button', { name: 'Répondu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Prendre la commande' }));
    await waitFor(() => expect(page.location()).toBe('/orders/pos?customerId=77&assignmentId=4'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
