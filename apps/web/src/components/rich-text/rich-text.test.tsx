import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { RichText } from './rich-text';

const ann = {
  _id: '01968f5e-0000-7000-8000-000000000001',
  name: 'Ann',
  username: 'Ann_B',
  profile_pic: '',
};

describe('RichText', () => {
  it('links a listed mention to the profile, a tag to its page and a link outside', () => {
    const text = 'Hi @ann_b, see #Garden and https://example.com/a_(b). Bye';
    const { container } = renderWithProviders(
      <p>
        <RichText text={text} mentions={[ann]} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    expect(screen.getByRole('link', { name: '@ann_b' })).toHaveAttribute(
      'href',
      `/profile/${ann._id}`,
    );
    expect(screen.getByRole('link', { name: '#Garden' })).toHaveAttribute('href', '/tags/garden');
    const external = screen.getByRole('link', { name: 'https://example.com/a_(b)' });
    expect(external).toHaveAttribute('href', 'https://example.com/a_(b)');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('leaves a mention the server did not list as plain text', () => {
    renderWithProviders(<RichText text="@someone_hidden hello" mentions={[]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('@someone_hidden hello')).toBeInTheDocument();
  });

  it('keeps text as text: markup typed is shown, never made HTML', () => {
    const text = '<b>bold</b> <a href="javascript:alert(1)">x</a> #日本';
    const { container } = renderWithProviders(
      <p>
        <RichText text={text} mentions={[]} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '#日本' })).toHaveAttribute(
      'href',
      `/tags/${encodeURIComponent('日本')}`,
    );
  });
});
