import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { DialogActions, DialogFrame } from './dialog.tsx';

/** A dialog drawn with DialogFrame and DialogActions, open from the start, its action waiting or not. */
function Example({ pending = false, onCancel }: { pending?: boolean; onCancel?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <DialogFrame open={open} onOpenChange={setOpen} pending={pending} title="Request Payout">
      <DialogActions cancelLabel="Cancel" pending={pending} onCancel={onCancel}>
        <Button loading={pending}>Send</Button>
      </DialogActions>
    </DialogFrame>
  );
}

describe('DialogFrame and DialogActions', { timeout: 20_000 }, () => {
  it('closes on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<Example />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open while its action runs, with Cancel disabled', async () => {
    const user = userEvent.setup();
    render(<Example pending />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Request Payout' })).toBeInTheDocument();
  });

  it('calls onCancel instead of closing when there is somewhere to go back to', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Example onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Request Payout' })).toBeInTheDocument();
  });
});
