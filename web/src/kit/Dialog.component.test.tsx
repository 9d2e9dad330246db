import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { kitTexts } from './texts.ts';

function AskingScreen() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button onClick={() => void confirm({ message: 'Sûr ?' }).then((yes) => setAnswer(yes ? 'oui' : 'non'))}>Désactiver</button>
      <p data-testid="answer">{answer}</p>
      {dialog}
    </>
  );
}

function DeletingScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Supprimer la ligne</button>
      <ConfirmDeleteDialog open={open} onConfirm={() => Promise.resolve()} onClose={() => setOpen(false)} />
    </>
  );
}

const renderInTheme = (screenElement: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{screenElement}</FluentProvider>);

/** Opens the dialog from its button, focused as a keyboard user would have it. */
async function openFrom(name: string) {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { opener, dialog };
}

describe('a dialog gives the focus back to the control that opened it', () => {
  it('after Escape', async () => {
    renderInTheme(<AskingScreen />);
    const { opener, dialog } = await openFrom('Désactiver');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('non'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after the confirming button', async () => {
    renderInTheme(<AskingScreen />);
    const { opener } = await openFrom('Désactiver');
    fireEvent.click(screen.getByRole('button', { name: kitTexts.confirm }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('oui'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after a deletion is confirmed', async () => {
    renderInTheme(<DeletingScreen />);
    const { opener } = await openFrom('Supprimer la ligne');
    fireEvent.click(screen.getByRole('button', { name: kitTexts.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
