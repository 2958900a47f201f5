import {
  clearNotificationsParams,
  clearNotificationsQuery,
  deleteNotificationParams,
  envelope,
  errorEnvelope,
  latestNotificationsParams,
  notificationActionParams,
  notificationChangedView,
  notificationListParams,
  notificationListQuery,
  notificationListView,
  notificationPreferencesBody,
  notificationPreferencesView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';
import type { NotificationPreferencesService } from './preferences.service';

const tags = ['notifications'];
const user = { auth: 'user' as const };
const notFound = { 404: errorEnvelope };

/**
 * The spec's six notification calls plus the preferences (not in the spec). `{role}` is individual
 * (the caller's own, every organization included) or organization (the caller's notifications
 * about one organization they belong to); anyone else's answer 404.
 */
export const notificationsRoutes =
  (s: {
    notifications: NotificationsService;
    preferences: NotificationPreferencesService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const n = s.notifications;
    app.get(
      '/:role/:slug/notifications',
      {
        config: user,
        schema: {
          tags,
          operationId: 'listNotifications',
          summary:
            "A page of the caller's notifications, newest first (take, before, filter), with the unread count",
          params: notificationListParams,
          querystring: notificationListQuery,
          response: { 200: envelope(notificationListView), ...notFound },
        },
      },
      async (req) => {
        const a = await n.audience(caller(req), req.params.role, { slug: req.params.slug });
        return ok('Notifications.', await n.list(a, req.query));
      },
    );
    app.get(
      '/latest-notifications/:role/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'latestNotifications',
          summary:
            "The bell: the caller's newest 10 notifications and the unread count (opening it marks nothing read)",
          params: latestNotificationsParams,
          response: { 200: envelope(notificationListView), ...notFound },
        },
      },
      async (req) => {
        const a = await n.audience(caller(req), req.params.role, { id: req.params.id });
        return ok('Latest notifications.', await n.list(a, { take: 10, filter: 'all' }));
      },
    );
    for (const [verb, outcome] of [
      ['accept', 'accepted'],
      ['reject', 'rejected'],
    ] as const) {
      app.put(
        `/:role/:user/notification/:id/${verb}`,
        {
          config: user,
          schema: {
            tags,
            operationId: `${verb}Notification`,
            summary: `${verb === 'accept' ? 'Accept' : 'Reject'} what an actionable notification asks (an invitation, a join request)`,
            params: notificationActionParams,
            response: {
              200: envelope(notificationChangedView),
              ...notFound,
              409: errorEnvelope,
              422: errorEnvelope,
            },
          },
        },
        async (req) => {
          const auth = caller(req);
          const a = await n.audience(auth, req.params.role, { slug: req.params.user });
          const done = await n.answer(auth, a, req.params.id, outcome);
          return ok(verb === 'accept' ? 'Accepted.' : 'Rejected.', done);
        },
      );
    }
    app.put(
      '/clear-notifications/:x',
      {
        config: user,
        schema: {
          tags,
          operationId: 'clearNotifications',
          summary: "Mark read: 'all' (optionally of one organization) or one notification by id",
          params: clearNotificationsParams,
          querystring: clearNotificationsQuery,
          response: { 200: envelope(notificationChangedView), ...notFound },
        },
      },
      async (req) =>
        ok(
          'Notifications marked as read.',
          await n.clear(caller(req), req.params.x, req.query.organization_id),
        ),
    );
    app.delete(
      '/individual/:slug/notification/delete/:id',
      {
        config: user,
        schema: {
          tags,
          operationId: 'deleteNotification',
          summary: "Delete one of the caller's notifications",
          params: deleteNotificationParams,
          response: { 200: envelope(notificationChangedView), ...notFound },
        },
      },
      async (req) => {
        const auth = caller(req);
        await n.audience(auth, 'individual', { slug: req.params.slug });
        return ok('Notification deleted.', await n.remove(auth, req.params.id));
      },
    );
    app.get(
      '/notification-preferences',
      {
        config: user,
        schema: {
          tags,
          operationId: 'getNotificationPreferences',
          summary:
            'Which notifications the caller gets in the app and by e-mail, by category, and the digest',
          response: { 200: envelope(notificationPreferencesView) },
        },
      },
      async (req) => ok('Notification preferences.', await s.preferences.get(caller(req).userId)),
    );
    app.put(
      '/notification-preferences',
      {
        config: user,
        schema: {
          tags,
          operationId: 'saveNotificationPreferences',
          summary:
            'Change per-type toggles (critical types stay on) and the digest frequency, hour and time zone',
          body: notificationPreferencesBody,
          response: { 200: envelope(notificationPreferencesView), 422: errorEnvelope },
        },
      },
      async (req) =>
        ok('Notification preferences saved.', await s.preferences.save(caller(req).userId, req.body)),
    );
  };
