// SPEC §2 route patterns ("/ou/users/edit/{id}") matched against paths. No imports, so client
// code can match the current path without loading the permission tree.

interface CompiledRoute<P> {
  pattern: string;
  permission: P;
  regex: RegExp;
}

/** A pattern as a regular expression, each `{name}` a named group. */
function routeRegex(pattern: string): RegExp {
  const source = pattern
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace(/\{([^}]+)\}/g, "(?<$1>[^/]+)");
  return new RegExp(`^${source}$`);
}

export function compileRoutes<P>(table: Readonly<Record<string, P>>): CompiledRoute<P>[] {
  return Object.entries(table).map(([pattern, permission]) => ({
    pattern,
    permission,
    regex: routeRegex(pattern),
  }));
}

/** The first route matching a path (a trailing slash ignored), with the path's parameters. */
export function matchRoute<P>(routes: readonly CompiledRoute<P>[], pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const route of routes) {
    const match = route.regex.exec(path);
    if (match)
      return {
        pattern: route.pattern,
        permission: route.permission,
        params: { ...match.groups },
      };
  }
  return undefined;
}
