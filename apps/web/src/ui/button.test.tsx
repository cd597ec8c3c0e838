import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/ui/button';

describe('Button', () => {
  it('is disabled and shows a spinner with "Loading..." when loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the given loading text when one is passed', () => {
    render(
      <Button loading loadingText="Sending code...">
        Send
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sending code...' })).toBeDisabled();
  });

  it('calls onClick and keeps native props when not loading', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} aria-describedby="hint" name="save">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('name', 'save');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('submits its form when no type is given, like a native button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('puts the icon after the text when iconPosition is right', () => {
    render(
      <Button icon={<svg data-testid="icon" />} iconPosition="right">
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.lastElementChild).toContainElement(screen.getByTestId('icon'));
  });

  it('stretches to the full width when fullWidth is set', () => {
    render(<Button fullWidth>Wide</Button>);
    expect(screen.getByRole('button', { name: 'Wide' })).toHaveClass('w-full');
  });
});
