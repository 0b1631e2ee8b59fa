import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsAvatar } from './Avatar.tsx';

afterEach(cleanup);

describe('avatar', () => {
  it('dessine les initiales localement, sans service externe', () => {
    const url = initialsAvatar('Camille Martin');
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>CM</text>');
  });

  it('affiche une icône de personne si l’image ne se charge pas', () => {
    const { container } = render(<Avatar name="Camille Martin" src="https://example.invalid/a.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
