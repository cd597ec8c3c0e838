import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, HelpPage } from '@/features/profile/pages/help-page';
import { i18next } from '@/lib/i18n';

describe('HelpPage', () => {
  it('does show every topic with its steps and a table of contents', () => {
    render(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    for (const title of [
      'Signing in',
      'Running a sale',
      'Quality control',
      'Signatures',
      'Contracts',
      'Getting support',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(HELP_TOPICS.length * 4);
  });

  it.each(['fr', 'ar'])('does have the same topics and steps in %s', (language) => {
    for (const topic of HELP_TOPICS) {
      const english = i18next.t(`help:topics.${topic}.steps`, { lng: 'en', returnObjects: true }) as string[];
      const other = i18next.t(`help:topics.${topic}.steps`, {
        lng: language,
        returnObjects: true,
      }) as string[];
      expect(other).toHaveLength(english.length);
      expect(other).not.toEqual(english);
    }
  });
});
