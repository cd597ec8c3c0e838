import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadOnce } from '@/lib/load-once';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

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

  it('does ask again for a part whose load failed, and show it once it arrives', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const part = loadOnce(load, []);
    await expect(part()).rejects.toThrow('Failed to fetch');

    const Part = lazyPart(part);
    renderInSuspense(Part);
    expect(await screen.findByText('Hello Léa')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does mount a part again after its load failed while it was on screen', async () => {
    let fail = true;
    const part = loadOnce(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return Greeting;
    }, []);
    const Part = lazyPart(part);
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Léa" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    unmount();
    failed.mockRestore();

    // The same page again (the error page's address changed, then came back): the part is asked for again.
    fail = false;
    renderInSuspense(Part);
    expect(await screen.findByText('Hello Léa')).toBeInTheDocument();
  });
});
