import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar.tsx';

const PERSON = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' };

describe('UserAvatar', () => {
  it.each([
    [{ ...PERSON }, 'AR'],
    [{ ...PERSON, firstName: ' ', lastName: '' }, 'A'],
    [{ firstName: '', lastName: '', email: 'zoya@example.in' }, 'Z'],
    [{ firstName: '', lastName: '', email: '' }, 'U'],
  ])('shows the initials of %j without a photo: %s', (person, initials) => {
    const { container } = render(<UserAvatar user={{ ...person, profileImageUrl: null }} />);

    expect(container).toHaveTextContent(initials);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the profile photo when there is one', () => {
    const { container } = render(
      <UserAvatar user={{ ...PERSON, profileImageUrl: '/api/uploads/photo-1.jpg' }} />,
    );

    expect(container.querySelector('img')).toHaveAttribute('src', '/api/uploads/photo-1.jpg');
    expect(container).not.toHaveTextContent('AR');
  });

  it('falls back to the initials when the photo cannot be loaded', () => {
    const { container } = render(
      <UserAvatar user={{ ...PERSON, profileImageUrl: '/api/uploads/gone.jpg' }} />,
    );

    fireEvent.error(container.querySelector('img')!);

    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AR');
  });
});
