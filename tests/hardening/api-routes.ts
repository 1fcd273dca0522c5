import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;
export type Method = (typeof METHODS)[number];
type Handler = (req: Request) => Promise<Response>;

export interface ApiRoute {
  path: string;
  methods: Partial<Record<Method, Handler>>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Every route handler under app/api/v1, discovered from the file system so new paths are fuzzed too. */
export async function loadApiRoutes(root = path.join(process.cwd(), "app", "api", "v1")): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of routeFiles(root).sort()) {
    const mod = (await import(file)) as Partial<Record<Method, Handler>>;
    const methods: ApiRoute["methods"] = {};
    for (const method of METHODS) if (typeof mod[method] === "function") methods[method] = mod[method];
    const rel = path.relative(root, path.dirname(file)).split(path.sep).join("/");
    routes.push({ path: `/api/v1/${rel}`, methods });
  }
  return routes;
}
