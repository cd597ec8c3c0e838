import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadOnce } from '@/lib/load-once';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const renderInSuspense = (Part: React.ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Léa" />
    </Suspense>,
  );

describe('loadOnce and lazyPart', () => {
  it('does load a part once however often it is asked for', async () => {
    const load = vi.fn(async () => Greeting);
    const part = loadOnce(load, []);

    await Promise.all([part(), part()]);
    await part();

    expect(load).toHaveBeenCalledOnce();
    expect(part.loaded()).toBe(Greeting);
  });

  it('does render a part loaded beforehand at once, without the loader', async () => {
    const part = loadOnce(async () => Greeting, []);
    await part();

    renderInSuspense(lazyPart(part));

    // Synchronously: through React.lazy the first commit would be the fallback.
    expect(screen.getByText('Hello Léa')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('does show the loader, then the part, when it is not loaded yet', async () => {
    const part = loadOnce(async () => Greeting, []);

    renderInSuspense(lazyPart(part));

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Léa')).toBeInTheDocument();
  });
});
