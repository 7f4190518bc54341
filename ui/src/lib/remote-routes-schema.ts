import { ROLES } from '@dwell/core/constants';
import { FEATURES } from '@dwell/core/tiers';
import { z } from 'zod';
import type { RemoteRoute } from './remote-routes.ts';

const pathSchema = z.string().regex(/^\/[a-z0-9\-/:]*$/i, 'a path such as /events/:id');

/** The shape the shell accepts from a remote's manifest: a remote that declares anything else is not mounted. */
export const remoteRoutesSchema = z.array(
  z.object({
    path: pathSchema,
    access: z.enum(['public', 'auth', 'subscribed']),
    roles: z.array(z.enum(ROLES)).optional(),
    feature: z.enum(FEATURES).optional(),
    screen: z.string().min(1),
    module: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    nav: z
      .object({
        label: z.string().min(1),
        order: z.number(),
        section: z.enum(['main', 'support']).optional(),
        roles: z.array(z.enum(ROLES)).optional(),
        exact: z.boolean().optional(),
      })
      .optional(),
    reads: z
      .array(
        z.object({
          key: z.array(z.union([z.string(), z.number(), z.record(z.string(), z.string().nullable())])),
          path: z.string().startsWith('/api/'),
        }),
      )
      .optional(),
  }),
);

/** A remote's declared routes as the shell accepts them, or null when they are not that shape. */
export function parseRemoteRoutes(value: unknown): RemoteRoute[] | null {
  const result = remoteRoutesSchema.safeParse(value);
  return result.success ? result.data : null;
}
