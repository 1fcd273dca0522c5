import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const VNU_JAR = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One document to check: a name for the report, the HTML, and whether it is a serialized browser DOM. */
export interface HtmlDocument {
  name: string;
  html: string;
  dom?: boolean;
}

/**
 * Rules about the served bytes that a serialized DOM cannot keep: React inserts the next page's stylesheets and
 * scripts at the head's start, pushing the charset declaration past 1024 bytes. The server's HTML is checked for it.
 */
const BYTE_RULES = ["A “charset” attribute on a “meta” element found after the first 1024 bytes."];

/**
 * The checker's CSS parser predates custom properties holding arbitrary tokens (`--scale: var(--n) * 0.05 + 1`,
 * valid CSS): it rejects the toast library's stylesheet, which the browser injects. Other CSS errors count.
 */
const isCustomPropertyParseError = (message: VnuMessage) =>
  message.message === "CSS: Parse Error." && /--[\w-]+\s*:/.test(message.extract ?? "");

function slug(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
}

/**
 * Runs the W3C Nu HTML checker once over all documents and returns its errors as readable lines. Warnings and
 * info are left out (only errors make a page invalid); CSS errors in style attributes and elements count as errors.
 */
export function htmlErrors(documents: HtmlDocument[]): string[] {
  const java = spawnSync("bash", ["scripts/ensure-java.sh"], { encoding: "utf8" });
  if (java.status !== 0) throw new Error(`Java is needed for the HTML checker: ${java.stderr || java.stdout}`);
  const dir = mkdtempSync(path.join(tmpdir(), "html-valid-"));
  const byName = new Map<string, HtmlDocument>();
  const files = documents.map((document, index) => {
    const file = path.join(dir, `${String(index).padStart(2, "0")}-${slug(document.name)}.html`);
    writeFileSync(file, document.html);
    byName.set(path.basename(file), document);
    return file;
  });
  const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type !== "info")
    .filter((message) => !(byName.get(path.basename(message.url ?? ""))?.dom && BYTE_RULES.includes(message.message)))
    .filter((message) => !isCustomPropertyParseError(message))
    .map((message) => {
      const where = byName.get(path.basename(message.url ?? ""))?.name ?? message.url ?? "?";
      const extract = message.extract ? ` — ${message.extract.replace(/\s+/g, " ").trim().slice(0, 160)}` : "";
      return `${where} (line ${message.lastLine ?? "?"}): ${message.message}${extract}`;
    });
}
