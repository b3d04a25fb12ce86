import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';

function Consent({ invalid = false }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox
        id="consent"
        checked={checked}
        onCheckedChange={setChecked}
        aria-invalid={invalid || undefined}
      />
      <label htmlFor="consent">Show my review on the site</label>
      <p>{checked ? 'Shown' : 'Hidden'}</p>
    </>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by the label, a click and Space', async () => {
    const user = userEvent.setup();
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'Show my review on the site' });
    expect(box).not.toBeChecked();

    await user.click(screen.getByText('Show my review on the site'));
    expect(box).toBeChecked();
    expect(screen.getByText('Shown')).toBeInTheDocument();

    await user.click(box);
    expect(box).not.toBeChecked();

    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('passes its state to assistive technology as the native control does', () => {
    render(<Consent invalid />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
