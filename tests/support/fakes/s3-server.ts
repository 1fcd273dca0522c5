/**
 * A local S3-compatible server for the storage tests (s3rver from the npm registry), on a free port with its own
 * folder: the S3 store is tested against real S3 HTTP, signatures and presigned links included.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials. */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** Starts s3rver with one bucket; `directory` keeps its files (a second start on it sees them). */
export async function startLocalS3(bucket = "storefront-test", directory?: string): Promise<LocalS3> {
  const dir = directory ?? (await mkdtemp(path.join(tmpdir(), "s3rver-")));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      await server.close();
      if (!directory) await rm(dir, { recursive: true, force: true });
    },
  };
}
