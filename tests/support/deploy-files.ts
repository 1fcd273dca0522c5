/**
 * The deploy's files as the tools read them: `.env.example` as an env file, `compose.yaml` interpolated with it
 * (`${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`, `${NAME?message}`, `$$`, as Compose does) and
 * parsed with YAML merge keys, and the system tools the deploy tests run (scripts/ensure-deploy-tools.sh installs
 * them in CI).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

export const ROOT = process.cwd();
export const COMPOSE_FILE = path.join(ROOT, "compose.yaml");
export const ENV_EXAMPLE = path.join(ROOT, ".env.example");
export const CADDYFILE = path.join(ROOT, "deploy/Caddyfile");

/** KEY=VALUE lines; comments and blank lines skipped; one pair of surrounding quotes removed. */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`.env.example line ${index + 1}: not NAME=value: ${line}`);
    env[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return env;
}

const REFERENCE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Every variable the compose file reads. */
export function composeVariables(text: string): string[] {
  return [
    ...new Set([...text.matchAll(REFERENCE)].map((m) => m[1] ?? m[4]).filter((name): name is string => !!name)),
  ].sort();
}

/** The compose file's text with its variables replaced from `env`; a missing required one throws its message. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    REFERENCE,
    (whole, braced: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
      if (whole === "$$") return "$";
      const name = (braced ?? bare)!;
      const value = env[name];
      const unset = value === undefined || (op?.startsWith(":") === true && value === "");
      if (op?.endsWith("?") && unset) throw new Error(`compose.yaml: ${name} is required: ${arg ?? ""}`);
      if (op?.endsWith("-") && unset) return arg ?? "";
      return value ?? "";
    },
  );
}

export interface ComposeService {
  image?: string;
  build?: { context?: string; target?: string; args?: Record<string, string> };
  command?: string[] | string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export function readComposeText(): string {
  return readFileSync(COMPOSE_FILE, "utf8");
}

export function readEnvExample(): Record<string, string> {
  return parseEnvFile(readFileSync(ENV_EXAMPLE, "utf8"));
}

/** compose.yaml as Compose sees it with `env` (default: .env.example's values). */
export function loadCompose(env: Record<string, string | undefined> = readEnvExample()): ComposeFile {
  return parse(interpolate(readComposeText(), env), { merge: true }) as ComposeFile;
}

/** The path of a system tool, or null when it is not installed. */
export function systemTool(name: string): string | null {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * `it` when the tool is there; else, outside CI, `it.skip` with a message saying why; under CI (CI=true, which
 * installs it with scripts/ensure-deploy-tools.sh) a test that fails, so a missing tool never passes silently.
 */
export type TestWithTool = (title: string, fn: jest.ProvidesCallback, timeout?: number) => void;

export function itWithTool(name: string): TestWithTool {
  if (systemTool(name)) return it;
  if (process.env.CI === "true") {
    return (title) =>
      it(title, () => {
        throw new Error(`${name} is not installed: CI installs it with scripts/ensure-deploy-tools.sh`);
      });
  }
  console.warn(
    `[deploy tests] ${name} is not installed: its checks are skipped (bash scripts/ensure-deploy-tools.sh installs it, as root)`,
  );
  return it.skip;
}
