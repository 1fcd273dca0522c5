import { serverPorts } from "../playwright.config";
import { checkServerLog } from "./server-log";

/** After the last spec, while the web servers still run: none of them may have warned (e2e/server-log.ts). */
export default function globalTeardown(): void {
  for (const port of serverPorts) checkServerLog(port);
}
