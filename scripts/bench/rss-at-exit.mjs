// Loaded into every Node process of \`npm run catalog\` (NODE_OPTIONS=--import) by the import bench: at exit, each writes
// its peak resident memory (maxRSS, KiB) to a file named by its pid in RSS_REPORT_DIR; the bench takes the largest.
import { writeFileSync } from "node:fs";
import path from "node:path";

process.on("exit", () => {
  if (process.env.RSS_REPORT_DIR)
    writeFileSync(path.join(process.env.RSS_REPORT_DIR, String(process.pid)), String(process.resourceUsage().maxRSS));
});
