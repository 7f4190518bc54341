import type { Role } from '@dwell/core/constants';
import type { RouteDeclaration } from '@dwell/core/schemas/remote-routes';
import type { Declarations } from '@dwell/core/route-match';

/** Who may open a route (see core's remote-routes schema). */
export type Access = RouteDeclaration['access'];

/** One route a remote owns, its screen named (core's schema is the one declaration of the shape). */
export type RemoteRoute<Screen extends string = string> = Omit<RouteDeclaration, 'screen'> & { screen: Screen };

/** A remote's routes as its src/routes.ts declares them: plain data, with the names of its screens kept. */
export function defineRoutes<const Screen extends string>(
  routes: readonly RemoteRoute<Screen>[],
): readonly RemoteRoute<Screen>[] {
  return routes;
}

/** A sidebar link as the shell draws it. */
export interface NavLink {
  to: string;
  label: string;
  exact: boolean;
  section: 'main' | 'support';
  /** The user's tier lacks the route's feature: shown, marked Pro, not followed. */
  locked: boolean;
}

/**
 * The sidebar links a user sees, from every remote's declared nav entries, in their declared order: those
 * their role may see (the entry's roles, else its route's), a link to a feature their tier lacks locked.
 */
export function navLinks(declared: Declarations, user: { role: Role; features: readonly string[] }): NavLink[] {
  const entries = Object.values(declared).flatMap((routes) =>
    (routes ?? []).flatMap((route) => (route.nav ? [{ route, nav: route.nav }] : [])),
  );
  return entries
    .filter(({ route, nav }) => {
      const roles = nav.roles ?? route.roles;
      return !roles || roles.includes(user.role);
    })
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ route, nav }) => ({
      to: route.path,
      label: nav.label,
      exact: nav.exact ?? false,
      section: nav.section ?? 'main',
      locked: route.feature !== undefined && !user.features.includes(route.feature),
    }));
}
