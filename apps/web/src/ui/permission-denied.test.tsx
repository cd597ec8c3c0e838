import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { PermissionDenied, permissionDeniedFrom } from '@/ui/permission-denied';

describe('PermissionDenied', () => {
  it('does show the title, the server message and the path when given them', () => {
    render(<PermissionDenied message="You may not delete teams" path="/api/teams/4" />);

    expect(screen.getByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByText('The server answered: "You may not delete teams"')).toBeInTheDocument();
    expect(screen.getByText('/api/teams/4')).toBeInTheDocument();
  });

  it('does fall back to "Forbidden resource" when the server gave no message', () => {
    render(<PermissionDenied path="/api/roles" />);

    expect(screen.getByText('The server answered: "Forbidden resource"')).toBeInTheDocument();
  });

  it('does render only when given a 403 ApiError', () => {
    const forbidden = new ApiError({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Forbidden resource',
      path: '/api/users',
    });
    const missing = new ApiError({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Not found.',
      path: '/api/users/9',
    });

    expect(permissionDeniedFrom(missing)).toBeNull();
    render(permissionDeniedFrom(forbidden));

    expect(screen.getByRole('alert')).toHaveTextContent('Permission Denied');
    expect(screen.getByText('/api/users')).toBeInTheDocument();
  });
});
