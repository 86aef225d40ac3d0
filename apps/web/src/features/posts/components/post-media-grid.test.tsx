import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PostMediaGrid } from './post-media-grid';

const image = (n: number, width = 800, height = 600) => ({
  _id: `01968f5e-7c2a-7b3e-9f1a-00000000000${n}`,
  url: `/media/images/i${n}-full.webp`,
  thumbUrl: `/media/images/i${n}-thumb.webp`,
  width,
  height,
  alt: `Picture number ${n}`,
});

describe('PostMediaGrid', () => {
  it('gives each image its size before it loads, with its alt text', () => {
    render(<PostMediaGrid media={[image(1, 1000, 500)]} />);
    const img = screen.getByRole('img', { name: 'Picture number 1' });
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '500');
    expect(img.closest('li')).toHaveStyle({ aspectRatio: '2' });
  });

  it('opens the viewer and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PostMediaGrid media={[image(1), image(2)]} />);
    await user.click(screen.getByRole('button', { name: 'Open image 1 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    expect(dialog).toHaveTextContent('Picture number 1');
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: 'Image 2 of 2' });
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
