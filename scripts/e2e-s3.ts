/**
 * The browser flows' S3-compatible store on PostgreSQL's pass (scripts/test-all.sh): s3rver with one bucket, from the
 * tests' own fake (tests/support/fakes/s3-server.ts). Prints the endpoint on its first line and runs until stopped.
 */
import { startLocalS3 } from "../tests/support/fakes/s3-server";

async function main(): Promise<void> {
  const s3 = await startLocalS3(process.argv[2] ?? "storefront-e2e");
  console.log(s3.endpoint);
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
