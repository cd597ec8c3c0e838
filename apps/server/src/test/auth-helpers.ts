import { randomBytes, randomUUID } from 'node:crypto';
import { buildPermissionsMap, type DataScope, type UserStatus } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { roles, users } from '@/db/schema/index.ts';
import type { TestApp } from './build-app.ts';
import { obtainIdToken } from './identity-helpers.ts';

const phoneBase = 1_000 + Math.floor(Math.random() * 4_000);
let phoneCounter = 0;
/** A distinct valid French mobile number per call, from the range kept for fiction. */
export const nextPhone = () => `+3363998${String(phoneBase + ++phoneCounter).padStart(4, '0')}`;

/** A role with exactly these keys; its data scope is 'all' unless a test is about scope (then it names one). */
export const createRole = async (
  db: Database,
  options: { name?: string; granted?: string[]; dataScope?: DataScope } = {},
) => {
  const [role] = await db
    .insert(roles)
    .values({
      name: options.name ?? `role-${randomBytes(4).toString('hex')}`,
      permissions: buildPermissionsMap(options.granted ?? []),
      dataScope: options.dataScope ?? 'all',
    })
    .onConflictDoNothing()
    .returning();
  if (role) return role;
  const [existing] = await db
    .select()
    .from(roles)
    .where(eq(roles.name, options.name ?? ''));
  if (!existing) throw new Error('role not created');
  return existing;
};

export const createUser = async (
  db: Database,
  options: { phone?: string; roleId?: string | null; status?: UserStatus; firstName?: string } = {},
) => {
  const [user] = await db
    .insert(users)
    .values({
      phone: options.phone ?? nextPhone(),
      firstName: options.firstName ?? 'Test',
      lastName: 'User',
      // One address per user: two live users may not share one (users-checks.service.ts).
      email: `test.user.${randomUUID().slice(0, 8)}@example.com`,
      status: options.status ?? 'active',
      roleId: options.roleId ?? null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
};

/** The `name=value` pair of a Set-Cookie header, ready to send back as a Cookie header. */
export const cookiePair = (setCookie: string | string[] | undefined, name: string): string => {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = headers.find((header) => header.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie was set`);
  return found.split(';')[0] as string;
};

/** Signs a user in through the real routes (captcha, SMS code, ID token, session) and answers the session cookie. */
export const signInAs = async (testApp: TestApp, phone: string): Promise<string> => {
  const { idToken } = await obtainIdToken(testApp, phone);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/set-cookie',
    payload: { token: idToken },
  });
  if (response.statusCode !== 200)
    throw new Error(`set-cookie failed: ${response.statusCode} ${response.body}`);
  return cookiePair(response.headers['set-cookie'], 'sid');
};

/** A user holding a fresh role with exactly these keys (data scope 'all' unless a test names one), signed in. */
export const signInWithPermissions = async (testApp: TestApp, granted: string[], dataScope?: DataScope) => {
  const role = await createRole(testApp.db, { granted, ...(dataScope ? { dataScope } : {}) });
  const user = await createUser(testApp.db, { roleId: role.id });
  return { user, role, cookie: await signInAs(testApp, user.phone) };
};
