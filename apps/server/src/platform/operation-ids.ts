/**
 * A stable OpenAPI `operationId` for a route that names none: the method, then each path segment in
 * PascalCase, a parameter as `By<Name>`. `GET /api/users/:id` → `getUsersById`; `POST /api/users/:id/approve`
 * → `postUsersByIdApprove`. Routes of a CRUD family name theirs (`getUsers`, `createUser`...) instead.
 */
export const operationIdOf = (method: string, url: string): string => {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return `${method.toLowerCase()}${segments.join('')}`;
};

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
