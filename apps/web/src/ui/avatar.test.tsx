import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_FALLBACK_COLOUR, AVATAR_PALETTE, Avatar, avatarColor, initialsOf } from '@/ui/avatar';

describe('initialsOf', () => {
  it('takes the uppercased first letters of up to two words when given a name', () => {
    expect(initialsOf('jean dupont')).toBe('JD');
    expect(initialsOf('  Marie   Claire Durand ')).toBe('MC');
    expect(initialsOf('Alice')).toBe('A');
    expect(initialsOf('élodie martin')).toBe('ÉM');
  });

  it('returns an empty string when there is no text', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});

describe('avatarColor', () => {
  it('returns the same palette colour every time when given the same text', () => {
    expect(avatarColor('Jean Dupont')).toBe(avatarColor('Jean Dupont'));
    expect(AVATAR_PALETTE).toContain(avatarColor('Jean Dupont'));
  });

  it('spreads different names over the palette when many are coloured', () => {
    const colours = new Set(
      ['Ana', 'Bob', 'Chloé', 'Driss', 'Emma', 'Farid', 'Gaëlle', 'Hugo'].map(avatarColor),
    );
    expect(colours.size).toBeGreaterThan(3);
  });

  it('returns grey when there is no text', () => {
    expect(avatarColor('')).toBe(AVATAR_FALLBACK_COLOUR);
    expect(avatarColor(null)).toBe(AVATAR_FALLBACK_COLOUR);
  });
});

describe('Avatar', () => {
  it('renders the image at 48 by 48 when given a source', () => {
    render(<Avatar src="/me.png" alt="Jean Dupont" text="Jean Dupont" />);
    const image = screen.getByRole('img', { name: 'Jean Dupont' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
  });

  it('falls back to coloured initials when the image fails to load', () => {
    render(<Avatar src="/broken.png" text="Jean Dupont" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jean Dupont' }));
    const fallback = screen.getByRole('img', { name: 'Jean Dupont' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('JD');
    expect(fallback).toHaveClass(avatarColor('Jean Dupont'));
  });

  it('shows grey without initials when there is no text', () => {
    const { container } = render(<Avatar />);
    const circle = container.querySelector('[aria-hidden="true"].rounded-full');
    expect(circle).toHaveClass(AVATAR_FALLBACK_COLOUR);
    expect(circle).toHaveTextContent('');
  });

  it('sizes itself from the size prop when one is given', () => {
    const { rerender } = render(<Avatar text="Jean Dupont" />);
    expect(screen.getByRole('img', { name: 'Jean Dupont' })).toHaveClass('size-10');
    rerender(<Avatar text="Jean Dupont" size="2xl" />);
    expect(screen.getByRole('img', { name: 'Jean Dupont' })).toHaveClass('size-20');
    rerender(<Avatar text="Jean Dupont" size="xs" shape="square" />);
    expect(screen.getByRole('img', { name: 'Jean Dupont' })).toHaveClass('size-6', 'rounded-none');
  });

  it('announces the status when one is set', () => {
    render(<Avatar text="Jean Dupont" status="busy" statusPosition="top-left" />);
    expect(screen.getByText('Busy')).toHaveClass('sr-only');
  });

  it('draws a border in the given colour when borderColor is set', () => {
    render(<Avatar text="Jean Dupont" borderColor="rgb(255, 0, 0)" />);
    const avatar = screen.getByRole('img', { name: 'Jean Dupont' });
    expect(avatar).toHaveClass('border-2');
    expect(avatar).toHaveStyle({ borderColor: 'rgb(255, 0, 0)' });
  });
});
