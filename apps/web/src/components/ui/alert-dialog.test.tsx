import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './alert-dialog.tsx';
import { Button } from './button.tsx';

/** A button that opens a confirmation and keeps whether it is open, as the app's buttons do. */
function DeleteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete request</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this request?"
        description="It cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Keep Request"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('starts on the way out, and gives the focus back to its opener however it closes', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete request' });

    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this request?' });
    expect(screen.getByRole('button', { name: 'Keep Request' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
