import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { Dialog, DialogContent } from './dialog.tsx';
import { notify, Toaster, toastPosition } from './toaster.tsx';

function onPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

resetFakesAfterEach();

describe('where toasts appear', () => {
  it('keeps off an open dialog’s title and close button on phones', () => {
    expect(toastPosition(true, false)).toBe('top-center');
    expect(toastPosition(true, true)).toBe('bottom-center');
    expect(toastPosition(false, false)).toBe('bottom-right');
    expect(toastPosition(false, true)).toBe('bottom-right');
  });

  it('moves to the bottom of a phone while a dialog is open, and back when it closes', async () => {
    onPhone(true);
    const { rerender } = render(<Toaster />);
    act(() => notify({ title: 'Saved' }));
    const region = () => document.querySelector('[data-sonner-toaster]');
    await screen.findByText('Saved');
    expect(region()).toHaveAttribute('data-y-position', 'top');

    rerender(
      <>
        <Toaster />
        <Dialog open>
          <DialogContent title="Edit profile">
            <p>Fields</p>
          </DialogContent>
        </Dialog>
      </>,
    );
    await screen.findByRole('dialog', { name: 'Edit profile' });
    await waitFor(() => expect(region()).toHaveAttribute('data-y-position', 'bottom'));

    rerender(<Toaster />);
    await waitFor(() => expect(region()).toHaveAttribute('data-y-position', 'top'));
  });
});
