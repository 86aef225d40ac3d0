import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const picture = '/media/profile-pictures/ada-400.jpg';

describe('Avatar', () => {
  it('shows the 96 px copy when small, then the full picture, then the initial if they fail', () => {
    render(<Avatar src={picture} name="Ada" alt="Ada" size="md" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image).toHaveAttribute('src', '/media/profile-pictures/ada-96.jpg');

    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', picture);

    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveTextContent('A');
  });

  it('shows the full picture at profile size', () => {
    render(<Avatar src={picture} name="Ada" alt="Ada" size="xl" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', picture);
  });
});
