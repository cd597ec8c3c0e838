import { z } from 'zod';

/** The one error shape of the API (DESIGN §5). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  path: z.string(),
  details: z
    .object({
      fields: z
        .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
        .optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
