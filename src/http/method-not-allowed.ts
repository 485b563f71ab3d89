import type { RouterRoute } from "hono/types";

/** Turns a route path such as `/api/debates/:id/report.md` into a matcher for concrete paths. */
function matcher(path: string): RegExp {
  const pattern = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern.replace(/\/$/, "")}/?$`);
}

/** The methods the app's own route table answers for `pathname`: non-empty means 405 rather than 404. */
export function allowedMethods(routes: readonly RouterRoute[], pathname: string): string[] {
  const methods = new Set<string>();
  for (const r of routes) {
    if (r.method === "ALL" || r.path.endsWith("*")) continue; // middleware, not endpoints
    if (matcher(r.path).test(pathname)) methods.add(r.method);
  }
  return [...methods].sort();
}
