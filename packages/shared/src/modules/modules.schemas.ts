import { z } from 'zod';
import { recordResponseSchema } from '../lists/list.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';

/** One module of the registry with its controllers' action keys, and whether root has it switched on. */
export const moduleSchema = z.object({
  name: z.string(),
  controllers: z.array(z.object({ name: z.string(), actions: z.array(z.string()) })),
  /** Always true for non-root callers (they only see enabled modules); absent from older servers. */
  enabled: z.boolean().default(true),
});
export type ModuleInfo = z.infer<typeof moduleSchema>;

/** GET /api/modules: every module for root, only the enabled ones for anyone else (SPEC §6 sidebar). */
export const modulesResponseSchema = z.object({ modules: z.array(moduleSchema) });
export type ModulesResponse = z.infer<typeof modulesResponseSchema>;

export const moduleParamsSchema = z.object({ name: singleLineText().min(1).max(64) });

/** PUT /api/modules/{name} (root only). */
export const updateModuleInputSchema = z.object({ enabled: z.boolean() });
export type UpdateModuleInput = z.infer<typeof updateModuleInputSchema>;

export const moduleResponseSchema = recordResponseSchema(moduleSchema);
