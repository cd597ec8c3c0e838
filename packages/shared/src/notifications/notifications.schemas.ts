import { z } from 'zod';
import { listResponseSchema, queryBooleanSchema, recordResponseSchema } from '../lists/list.schemas.ts';

/**
 * Notifications of the bell (issue 12). The server stores what happened (`kind`, the sale, the message's
 * parameters in `data`); the web writes the sentence from them in the reader's language, so no text is stored.
 */
export const NOTIFICATION_KINDS = [
  /** The sale was given to the recipient by someone else (created for them or reassigned). */
  'sale_assigned',
  /** Quality control decided the recipient's sale: `data.outcome` is a `QualityDecisionOutcome`. */
  'quality_decision',
  /** The customer signed the recipient's sale. */
  'signature_completed',
  /** A background job failed for good (administrators): `data.jobName`, `data.jobId`. */
  'job_failed',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What a quality decision did to the sale: validated, returned for correction, lost, or a call-back asked. */
export const QUALITY_DECISION_OUTCOMES = ['validated', 'correction', 'lost', 'call_back'] as const;
export type QualityDecisionOutcome = (typeof QUALITY_DECISION_OUTCOMES)[number];

/** The parameters of a notification's message: short values only (numbers, names, codes). */
export const notificationDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  /** The sale the notification is about (its link), or null (a failed job). */
  saleId: z.uuid().nullable(),
  data: notificationDataSchema,
  createdAt: z.iso.datetime(),
  /** When the recipient read it; null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type UserNotification = z.infer<typeof notificationSchema>;

/** At most this many notifications on one page of the list (the bell shows the first page). */
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** `GET /notifications`: one's own, newest first; `unread=true` keeps the unread ones. */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(20),
  unread: queryBooleanSchema.optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** The page, and the unread count with it: the bell polls this one answer for its badge and its list. */
export const notificationListResponseSchema = listResponseSchema(notificationSchema).extend({
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationResponseSchema = recordResponseSchema(notificationSchema);

export const unreadCountResponseSchema = recordResponseSchema(z.object({ count: z.number().int().min(0) }));

/** `POST /notifications/read-all`: how many were marked read. */
export const readAllResponseSchema = recordResponseSchema(z.object({ updated: z.number().int().min(0) }));

/**
 * How often the web asks for new notifications while its tab is visible (DESIGN: polling, see decisions.md
 * "Notifications"): a new one shows within this delay without a reload.
 */
export const NOTIFICATIONS_POLL_INTERVAL_MS = 15_000;
