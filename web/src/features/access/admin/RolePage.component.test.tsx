import { Level, Messages, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderScreen, type MockResolvers } from '../../../testing/renderScreen.tsx';
import RolePage from './RolePage.tsx';

type Args = Record<string, unknown>;

/** What rest-api answers a grant above the caller's own (rest-api/src/access/messages.ts). */
const ABOVE_OWN = 'Vous ne pouvez pas attribuer une permission à un niveau que vous ne détenez pas vous-même';
const rolePermission = { rolePermissionId: 31, roleId: 5, permissionId: Permission.ORDERS, accessLevelId: 1, permissionName: 'Commandes', accessLevelName: 'Lecture' };
const roleUser = { userRoleId: 41, userId: 9, roleId: 5, firstName: 'Karim', lastName: 'Tazi', email: 'karim@demo.ma' };

function openRole(levels: readonly number[], saveRolePermissions: (args: Args) => unknown = () => [rolePermission]) {
  const sent: Args[] = [];
  const resolvers: MockResolvers = () => ({
    Query: {
      role: () => ({ roleId: 5, name: 'Caisse', description: null }),
      rolePermissions: () => [rolePermission],
      roleUsers: () => ({ count: 1, items: [roleUser] }),
      permissionDefinitions: () => ({ count: 1, items: [{ permissionId: Permission.ORDERS, name: 'Commandes' }] }),
      accessLevels: () => ({
        count: 2,
        items: [
          { accessLevelId: 1, name: 'Lecture' },
          { accessLevelId: 3, name: 'Complet' },
        ],
      }),
    },
    Mutation: {
      saveRolePermissions: (_: unknown, args: Args) => {
        sent.push(args);
        return saveRolePermissions(args);
      },
    },
  });
  renderScreen(<RolePage />, { path: '/roles/:id', url: '/roles/5', permissions: { [Permission.ACCESS_ADMIN]: levels }, resolvers });
  return sent;
}

const grid = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the role grids, by the levels each row needs', () => {
  it('offer « consultation » (4, 6) edits only: no new row, no deletion of a saved one', async () => {
    openRole([Level.EDIT, Level.READ]);
    for (const name of ['Permissions du rôle', 'Utilisateurs du rôle']) {
      const region = await grid(name);
      await region.findByText(name === 'Permissions du rôle' ? 'Commandes' : 'karim@demo.ma');
      expect(region.queryByRole('button', { name: 'Ajouter' })).toBeNull();
      expect(region.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    }
    expect((await grid('Permissions du rôle')).getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });

  it('offer new rows at level 3 and deletions at level 5', async () => {
    openRole([Level.CREATE, Level.EDIT, Level.DELETE, Level.READ]);
    const region = await grid('Permissions du rôle');
    await region.findByText('Commandes');
    expect(region.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
    expect(region.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });

  it('show a refusal in French and keep the row as typed, its dialog open', async () => {
    const sent = openRole([Level.CREATE, Level.EDIT, Level.DELETE, Level.READ], () => {
      throw new GraphQLError(ABOVE_OWN, { extensions: { code: 'FORBIDDEN', serverMessages: [ABOVE_OWN] } });
    });
    const region = await grid('Permissions du rôle');
    fireEvent.click(await region.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const level = () => dialog.querySelector<HTMLButtonElement>('[name="accessLevelId"]')!;
    fireEvent.click(level());
    fireEvent.click(await screen.findByRole('option', { name: 'Complet' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);

    expect(await screen.findByText(ABOVE_OWN)).toBeTruthy();
    expect(screen.queryByText(Messages.forbidden)).toBeNull();
    expect(sent).toEqual([{ roleId: 5, changes: [{ typeAction: 2, rolePermissionId: 31, permissionId: Permission.ORDERS, accessLevelId: 3 }] }]);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(level().textContent).toBe('Complet');
    // The grid behind still shows the saved level.
    expect(region.getByText('Lecture')).toBeTruthy();
  });
});
