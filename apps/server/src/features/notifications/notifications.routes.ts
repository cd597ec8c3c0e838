import {
  notificationListResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';
import { notifyJobFailed } from './notifications-events.service.ts';

const tags = ['notifications'];

/**
 * The bell (issue 12): any signed-in user reads and marks their own notifications, nobody else's. The web polls
 * the list (decisions.md "Notifications"). Marking read is the reader's own state, not a business record:
 * it is not audited.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A job that failed for good tells the administrators; the listener runs outside the job's transaction.
  app.jobs.onFailed((failed) => notifyJobFailed(app.db, { id: failed.jobId, name: failed.name }));

  app.get(
    '/notifications',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'getNotifications',
        summary: 'Your notifications, newest first (`unread=true`: the unread ones), with your unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => listNotifications(app.db, requestContext(request).actor.id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'getUnreadNotificationCount',
        summary: 'How many of your notifications are unread',
        response: { 200: unreadCountResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({ data: { count: await countUnread(app.db, requestContext(request).actor.id) } }),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Marks all your unread notifications read; answers how many',
        response: { 200: readAllResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: { updated: await markAllNotificationsRead(app.db, requestContext(request).actor.id) },
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Marks one of your notifications read (404 for anyone else’s)',
        params: uuidParamsSchema,
        response: { 200: notificationResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await markNotificationRead(app.db, requestContext(request).actor.id, request.params.id),
    }),
  );
};
