import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment, MediaAttachments } from '../hooks/use-media-attachments';
import { MediaPicker } from './media-picker';

const attachment = (n: number, change: Partial<Attachment> = {}): Attachment => ({
  key: `k${n}`,
  previewUrl: `blob:${n}`,
  alt: '',
  progress: 1,
  media: {
    _id: `m${n}`,
    url: `/media/images/${n}-full.webp`,
    thumbUrl: `/media/images/${n}-thumb.webp`,
    width: 10,
    height: 10,
    alt: '',
  },
  ...change,
});

const state = (attachments: Attachment[]): MediaAttachments => ({
  attachments,
  refusal: undefined,
  add: vi.fn(),
  remove: vi.fn(),
  setAlt: vi.fn(),
  uploading: attachments.some((a) => !a.media),
  chosen: [],
});

describe('MediaPicker', () => {
  it('shows each image with its remove button, alt field and a reminder when alt is missing', async () => {
    const user = userEvent.setup();
    const images = state([attachment(1), attachment(2, { alt: 'A cat asleep' })]);
    render(<MediaPicker attachments={images} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Alt text for image 2')).toHaveValue('A cat asleep');
    expect(screen.getAllByText(/helps people who use screen readers/)).toHaveLength(1);
    expect(
      screen.getByText('Or drop or paste them here: PNG, JPEG, WebP or GIF, up to 4'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Alt text for image 1'), 'x');
    expect(images.setAlt).toHaveBeenCalledWith('k1', 'x');
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(images.remove).toHaveBeenCalledWith('k2');
  });

  it('shows upload progress, and no more adding past four', () => {
    const four = [1, 2, 3].map((n) => attachment(n));
    four.push(attachment(4, { media: undefined, progress: 0.5 }));
    render(<MediaPicker attachments={state(four)} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading image 4' })).toHaveAttribute(
      'value',
      '0.5',
    );
    expect(screen.getByRole('button', { name: /Add images/ })).toBeDisabled();
    expect(screen.getByText('Four images at most')).toBeInTheDocument();
  });
});
