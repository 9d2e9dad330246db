import { Level, Messages, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen } from '../../testing/renderScreen.tsx';
import SelectionPage from './SelectionPage.tsx';
import SelectionsPage from './SelectionsPage.tsx';
import SubSelectionPage from './SubSelectionPage.tsx';

type Args = Record<string, unknown>;

const listed = (selectionId: number, nameFr: string) => ({
  selectionId,
  nameFr,
  nameAr: 'اختيار',
  active: selectionId % 2 === 1,
  imageUrl: null,
  channel: { channelId: 1, code: 'GROS' },
});

const selection = (selectionId: number, parentId: number | null = null) => ({
  ...listed(selectionId, parentId ? 'Sous-sélection thé' : 'Petit déjeuner'),
  parentId,
  channelId: 1,
  descriptionFr: 'Pour bien commencer',
  descriptionAr: 'وصف',
  articles: [],
  subSelections: parentId ? [] : [{ ...listed(8, 'Thés'), parentId: selectionId }],
  createdAt: null,
});

const textArea = (name: string) => {
  const field = document.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`);
  if (!field) throw new Error(`no text area named ${name}`);
  return field;
};

const grants = { [Permission.SELECTIONS]: [Level.CREATE, Level.EDIT, Level.DELETE] };
const common = { channels: () => ({ count: 1, items: [{ channelId: 1, code: 'GROS' }] }), chooserArticles: () => ({ count: 0, items: [] }), articleCategories: () => [] };

/** The table row showing `text`. */
async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

describe('the selections list', () => {
  it('shows id, names, channel and active, and sends the filters', async () => {
    const calls: Args[] = [];
    renderScreen(<SelectionsPage />, {
      path: '/selections/',
      url: '/selections/?channelId=1&active=true',
      permissions: grants,
      resolvers: () => ({
        Query: {
          ...common,
          selections: (_: unknown, args: Args) => {
            calls.push(args);
            return { count: 2, items: [listed(1, 'Petit déjeuner'), listed(3, 'Ramadan')] };
          },
        },
      }),
    });
    const row = await rowOf('Ramadan');
    expect(within(row).getByText('GROS')).toBeTruthy();
    expect(within(row).getByText('Oui')).toBeTruthy();
    expect(calls[0]).toMatchObject({ channelId: 1, active: true, page: 1 });
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });
});

describe('the selection form', () => {
  it('says which fields are required on a new selection', async () => {
    renderScreen(<SelectionPage />, { path: '/selections/new', url: '/selections/new', permissions: grants, resolvers: () => ({ Query: common }) });
    await screen.findByRole('heading', { name: 'Nouvelle sélection' });
    // The Arabic texts are typed right to left.
    expect([formInput('nameAr'), textArea('descriptionAr')].map((field) => [field.dir, field.lang])).toEqual([['rtl', 'ar'], ['rtl', 'ar']]);
    expect(formInput('nameFr').dir).toBe('');
    for (const field of [formInput('nameFr'), formInput('nameAr'), textArea('descriptionFr'), textArea('descriptionAr')]) {
      fireEvent.blur(field);
      await waitFor(() => expect(fieldMessage(field)).toBe(Messages.requiredField));
    }
    expect(screen.getByRole('button', { name: 'Enregistrer' }).hasAttribute('disabled')).toBe(true);
    // A new selection is active.
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
  });

  it('offers the image upload when the selection can be edited, not when it is read-only', async () => {
    const open = (levels: readonly number[]) =>
      renderScreen(<SelectionPage />, { path: '/selections/:id', url: '/selections/4', permissions: { [Permission.SELECTIONS]: levels }, resolvers: () => ({ Query: { ...common, selection: () => selection(4) } }) });
    const editable = open(grants[Permission.SELECTIONS]);
    await screen.findByRole('heading', { name: 'Sélection : Petit déjeuner' });
    expect(screen.getByRole('button', { name: 'Choisir une image' })).toBeTruthy();
    editable.unmount();
    open([Level.READ]);
    await screen.findByRole('heading', { name: 'Sélection : Petit déjeuner' });
    expect(screen.queryByRole('button', { name: 'Choisir une image' })).toBeNull();
  });

  it('opens the new-selection form when the selection does not exist', async () => {
    const page = renderScreen(<SelectionPage />, { path: '/selections/:id', url: '/selections/99', permissions: grants, resolvers: () => ({ Query: { ...common, selection: () => null } }) });
    await waitFor(() => expect(page.location()).toBe('/selections/new'));
  });

  it('lists the sub-selections: a row opens one, add opens a new one under this selection', async () => {
    const page = renderScreen(<SelectionPage />, { path: '/selections/:id', url: '/selections/4', permissions: grants, resolvers: () => ({ Query: { ...common, selection: () => selection(4) } }) });
    const subs = within(await screen.findByRole('region', { name: 'Sous-sélections' }));
    fireEvent.click(subs.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(page.location()).toBe('/sub-selections/new/4'));
  });

  it('sends the selection with its channel and articles', async () => {
    const inputs: Args[] = [];
    const page = renderScreen(<SelectionPage />, {
      path: '/selections/:id',
      url: '/selections/4',
      permissions: grants,
      resolvers: () => ({
        Query: { ...common, selection: () => selection(4) },
        Mutation: {
          updateSelection: (_: unknown, args: Args) => {
            inputs.push(args);
            return { ok: true, errors: [], selection: { ...selection(4), nameFr: 'Matin' } };
          },
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Sélection : Petit déjeuner' });
    fireEvent.change(formInput('nameFr'), { target: { value: 'Matin' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await screen.findByRole('heading', { name: 'Sélection : Matin' });
    expect(inputs[0]).toMatchObject({ selectionId: 4, input: { parentId: null, channelId: 1, nameFr: 'Matin', active: false, articleIds: [] } });
    expect(page.operations).toContain('UpdateSelection');
  });
});

describe('the sub-selection form', () => {
  it('requires the names only, and sends the parent of the route', async () => {
    const inputs: Args[] = [];
    const page = renderScreen(<SubSelectionPage />, {
      path: '/sub-selections/new/:id',
      url: '/sub-selections/new/4',
      permissions: grants,
      resolvers: () => ({
        Query: common,
        Mutation: {
          createSelection: (_: unknown, args: Args) => {
            inputs.push(args);
            return { ok: true, errors: [], selection: selection(9, 4) };
          },
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Nouvelle sous-sélection' });
    fireEvent.blur(formInput('nameAr'));
    await waitFor(() => expect(fieldMessage(formInput('nameAr'))).toBe(Messages.requiredField));
    fireEvent.change(formInput('nameFr'), { target: { value: 'Thés verts' } });
    fireEvent.change(formInput('nameAr'), { target: { value: 'شاي' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(page.location()).toBe('/selections/4'));
    expect(inputs[0]).toMatchObject({ input: { parentId: 4, channelId: null, nameFr: 'Thés verts', nameAr: 'شاي' } });
  });

  it('goes back to its parent selection', async () => {
    const page = renderScreen(<SubSelectionPage />, { path: '/sub-selections/:id', url: '/sub-selections/9', permissions: grants, resolvers: () => ({ Query: { ...common, selection: () => selection(9, 4) } }) });
    await screen.findByRole('heading', { name: 'Sous-sélection : Sous-sélection thé' });
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(page.location()).toBe('/selections/4'));
  });

  it('goes to the selections list when the sub-selection does not exist (its parent is unknown then)', async () => {
    const page = renderScreen(<SubSelectionPage />, { path: '/sub-selections/:id', url: '/sub-selections/99', permissions: grants, resolvers: () => ({ Query: { ...common, selection: () => null } }) });
    await waitFor(() => expect(page.location()).toBe('/selections/'));
  });
});
