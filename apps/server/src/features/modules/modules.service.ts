import {
  type CurrentUser,
  describeModule,
  isRoot,
  MODULE_NAMES,
  type ModuleInfo,
  type ModuleName,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { moduleSettings } from '@/db/schema/index.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';

const isModuleName = (name: string): name is ModuleName => (MODULE_NAMES as string[]).includes(name);

/** Root sees every module with its switch; anyone else only the modules switched on (SPEC §6 sidebar). */
export const listModules = ({
  user,
  disabled,
}: {
  user: CurrentUser;
  disabled: ReadonlySet<string>;
}): ModuleInfo[] =>
  MODULE_NAMES.map((name) => ({ ...describeModule(name), enabled: !disabled.has(name) })).filter(
    (module) => module.enabled || isRoot(user),
  );

/**
 * Switches a module on or off (root only) and records it. A module without a row is on; the row is kept once
 * written so the history of who switched it last stays in the table as well as in the audit log.
 */
export const setModuleEnabled = async ({
  db,
  actor,
  name,
  enabled,
  ip,
}: {
  db: Database;
  actor: CurrentUser;
  name: string;
  enabled: boolean;
  ip: string | undefined;
}): Promise<ModuleInfo> => {
  if (!isRoot(actor)) throw new AppError('FORBIDDEN');
  if (!isModuleName(name)) throw notFound('Module');
  const auditActor: AuditActor = { id: actor.id, name: actor.name };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(moduleSettings).where(eq(moduleSettings.name, name));
    const wasEnabled = current?.enabled ?? true;
    await tx
      .insert(moduleSettings)
      .values({ name, enabled, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: moduleSettings.name,
        set: { enabled, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordAudit({
      db: tx,
      actor: auditActor,
      action: 'update',
      entity: 'module',
      entityId: name,
      before: { enabled: wasEnabled },
      after: { enabled },
      ip,
    });
  });
  return { ...describeModule(name), enabled };
};
