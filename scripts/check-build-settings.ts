/**
 * The first step of `npm run build` (and so of the Dockerfile's build): a live build without its public address
 * stops here, naming what is missing, before the media and the long build (lib/server/config/build-checks.ts).
 */
import { liveBuildProblems } from "../lib/server/config/build-checks";

const problems = liveBuildProblems(process.env);
if (problems.length) {
  console.error(`This live build cannot be made:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
