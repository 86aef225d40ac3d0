import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { BottomBar } from './bottom-bar';

describe('BottomBar', () => {
  it("labels Create Post 'Create' and highlights the active link", () => {
    renderWithProviders(<BottomBar />, { path: '/create-post' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const create = within(nav).getByRole('link', { name: 'Create' });
    expect(create).toHaveAttribute('href', '/create-post');
    expect(create).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
