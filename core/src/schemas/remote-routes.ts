import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { FEATURES } from '../tiers.ts';

const roles = z.array(z.enum(ROLES)).readonly();

/**
 * A query a screen reads first, so the shell can start it together with the screen's code: the query key the
 * screen caches the API's answer under, and the API path it asks. `:name` in either is the route's parameter.
 */
const dataReadSchema = z.object({
  key: z
    .array(z.union([z.string(), z.number(), z.record(z.string(), z.string().nullable())]))
    .min(1)
    .readonly(),
  path: z.string().startsWith('/api/'),
  /** The tier feature the read needs: a session without it is never sent asking (the screen does not ask either). */
  feature: z.enum(FEATURES).optional(),
});

/** A remote's sidebar link for one of its routes. */
const navEntrySchema = z.object({
  label: z.string().min(1),
  /** Place in the sidebar across every area (lower first); the shell's Dashboard comes before all. */
  order: z.number(),
  /** The Support group at the foot of the sidebar, or the main list. */
  section: z.enum(['main', 'support']).optional(),
  /** Roles that see the link; the route's roles when absent, every role when neither says. */
  roles: roles.optional(),
  /** Lit only on the exact path (so /events is not lit on /events/new). */
  exact: z.boolean().optional(),
});

/**
 * One route a remote owns, as its build writes it into the remote's manifest and the API serves it to the
 * shell: path, guard (public, any signed-in user, or a live subscription; roles; the tier feature it is
 * about), the screen and exposed module that render it, its sidebar link and its first reads.
 */
export const remoteRouteSchema = z
  .object({
    path: z.string().regex(/^\/[a-z0-9\-/:]*$/i, 'a path such as /events/:id'),
    access: z.enum(['public', 'auth', 'subscribed']),
    roles: roles.optional(),
    feature: z.enum(FEATURES).optional(),
    screen: z.string().min(1),
    /** The remote's exposed module the screen is in ('app' when absent). */
    module: z.string().min(1).optional(),
    /** A public route's name: signed-out visitors get the shell's placeholder page under it. */
    title: z.string().min(1).optional(),
    nav: navEntrySchema.optional(),
    reads: z.array(dataReadSchema).readonly().optional(),
  })
  .refine((route) => !route.nav || !route.path.includes(':'), {
    message: 'a sidebar link needs a path without parameters',
    path: ['nav'],
  });

export const remoteRoutesSchema = z.array(remoteRouteSchema).readonly();

export type RouteDeclaration = z.infer<typeof remoteRouteSchema>;
export type DataRead = z.infer<typeof dataReadSchema>;
