import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n';
import { dismissUpdate, offerUpdate } from '../app-update.ts';
import { UpdateBanner } from './update-banner.tsx';

afterEach(async () => {
  act(() => dismissUpdate());
  await activateLanguage('en', 'app');
});

describe('UpdateBanner', () => {
  it('shows nothing while the app is up to date', () => {
    const { container } = render(<UpdateBanner />);
    expect(container.firstElementChild).toHaveAttribute('aria-live', 'polite');
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a waiting version and applies it on Update', async () => {
    const apply = vi.fn();
    const { container } = render(<UpdateBanner />);
    act(() => offerUpdate(apply));
    expect(container.firstElementChild).toHaveTextContent('A new version of Salahkar is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('goes away on Not now without applying', async () => {
    const apply = vi.fn();
    const { container } = render(<UpdateBanner />);
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(apply).not.toHaveBeenCalled();
  });

  it('speaks Hindi', async () => {
    await activateLanguage('hi', 'app');
    render(<UpdateBanner />);
    act(() => offerUpdate(() => {}));
    expect(screen.getByText('सलाहकार का नया संस्करण तैयार है।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'अपडेट करें' })).toBeInTheDocument();
  });
});
