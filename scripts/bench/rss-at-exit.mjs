// Loaded with `node --import` by the import bench: at exit, writes this process's peak resident memory (maxRSS, KiB)
// to the file RSS_REPORT_FILE names.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  if (process.env.RSS_REPORT_FILE) writeFileSync(process.env.RSS_REPORT_FILE, String(process.resourceUsage().maxRSS));
});
