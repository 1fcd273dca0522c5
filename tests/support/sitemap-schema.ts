import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const here = path.join(process.cwd(), "tests", "support", "sitemap");
const read = (file: string) => readFileSync(file, "utf8");

/**
 * Validates a sitemap against the sitemaps.org schema (node_modules/sitemap/schema/sitemap.xsd) with its XHTML
 * language alternates (tests/support/sitemap), by libxml2's xmllint compiled to WebAssembly: no network, no apt.
 */
export async function validateSitemap(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [
      { fileName: "sitemap-with-alternates.xsd", contents: read(path.join(here, "sitemap-with-alternates.xsd")) },
    ],
    preload: [
      {
        fileName: "sitemap.xsd",
        contents: read(path.join(process.cwd(), "node_modules", "sitemap", "schema", "sitemap.xsd")),
      },
      { fileName: "xhtml-link.xsd", contents: read(path.join(here, "xhtml-link.xsd")) },
    ],
    maxMemoryPages: 4096,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
