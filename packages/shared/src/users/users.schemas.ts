import { z } from 'zod';
import { currentUserSchema, phoneNumberSchema, userStatusSchema } from '../auth/auth.schemas.ts';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { displayName, singleLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

const personNameSchema = displayName().min(1).max(100);

/** An empty string is how a cleared form field arrives; the server stores it as null. */
const optionalEmailSchema = z
  .union([z.literal(''), z.email().max(254)])
  .nullable()
  .optional();
const optionalPhotoUrlSchema = z
  .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)])
  .nullable()
  .optional();

const userFieldsSchema = z.object({
  /** Any common national or international notation; stored and answered as E.164. */
  phone: phoneNumberSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: optionalEmailSchema,
  photoURL: optionalPhotoUrlSchema,
  status: userStatusSchema,
  roleId: z.uuid(),
  companyId: z.uuid().nullable().optional(),
  /** When set, the team must belong to `companyId`. */
  teamId: z.uuid().nullable().optional(),
});

/** POST /users: staff invited by an administrator, active unless told otherwise. */
export const createUserInputSchema = userFieldsSchema.extend({ status: userStatusSchema.default('active') });
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/** PUT /users/{id}: only the fields sent change. */
export const updateUserInputSchema = userFieldsSchema.partial().extend(expectedVersionFields);
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

/** POST /users/{id}/approve: a pending registration becomes an active user with a role. */
export const approveUserInputSchema = z.object({
  roleId: z.uuid(),
  companyId: z.uuid().nullable().optional(),
  teamId: z.uuid().nullable().optional(),
});
export type ApproveUserInput = z.input<typeof approveUserInputSchema>;

export const USER_SORTABLE_FIELDS = ['lastName', 'firstName', 'createdAt', 'status'] as const;
export type UserSortableField = (typeof USER_SORTABLE_FIELDS)[number];

export const userRelationSchema = z.enum(['company', 'team']);
export type UserRelation = z.infer<typeof userRelationSchema>;

/** `relations=company,team`: which related objects a list includes (the role always is). */
export const userRelationsQuerySchema = singleLineText()
  .max(100)
  .transform((value, context) => {
    const relations: UserRelation[] = [];
    for (const part of value.split(',').map((item) => item.trim())) {
      if (!part) continue;
      const parsed = userRelationSchema.safeParse(part);
      if (!parsed.success) {
        context.addIssue({
          code: 'custom',
          message: `Unknown relation '${part}' (expected company or team)`,
        });
        return z.NEVER;
      }
      if (!relations.includes(parsed.data)) relations.push(parsed.data);
    }
    return relations;
  });

const userFiltersSchema = z.object({
  relations: userRelationsQuerySchema.optional(),
  companyId: z.uuid().optional(),
  teamId: z.uuid().optional(),
  status: userStatusSchema.optional(),
});

/** GET /users: paging, sorting, search on name, phone and email, and the filters. */
export const userListQuerySchema = listQuerySchema(USER_SORTABLE_FIELDS)
  .extend(userFiltersSchema.shape)
  .extend({
    roleId: z.uuid().optional(),
    /** The role's name, for readable links such as `?role=agent`. */
    role: singleLineText().min(1).max(64).optional(),
  });
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** GET /roles/{id}/users: the users list without its role filters (the path names the role). */
export const roleUsersQuerySchema = listQuerySchema(USER_SORTABLE_FIELDS).extend(userFiltersSchema.shape);
export type RoleUsersQuery = z.output<typeof roleUsersQuerySchema>;

const namedReferenceSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A user as the administration pages see it: the current-user shape with the role reduced to `{ id, name }`
 * (null while a registration is pending), the related ids, and the timestamps. `company` and `team` are
 * present when the list asked for them through `relations`, and always on a single record.
 */
export const userRecordSchema = currentUserSchema.omit({ role: true, company: true, team: true }).extend({
  roleId: z.string().nullable(),
  companyId: z.string().nullable(),
  teamId: z.string().nullable(),
  role: namedReferenceSchema.nullable(),
  company: namedReferenceSchema.nullable().optional(),
  team: namedReferenceSchema.nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;
