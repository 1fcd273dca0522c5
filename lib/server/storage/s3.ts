import "server-only";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { checkKey, MAX_LINK_SECONDS, type FileStore } from "./types";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, a test's s3rver); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses as `endpoint/bucket/key` rather than `bucket.endpoint/key` (most S3-compatible servers want this). */
  forcePathStyle?: boolean;
}

/** Files in an S3-compatible bucket: every instance sees the same files; signed links are S3's presigned GETs. */
export function s3Store(s: S3Settings): FileStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle ?? Boolean(s.endpoint),
    // Checksums only where S3 requires them: S3-compatible servers do not all take the newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  });
  return {
    kind: "s3",
    async put(key, body, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: meta.contentType,
          ContentLength: meta.size,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? "application/octet-stream",
          size: out.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }));
    },
    signedUrl(key, seconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }), {
        expiresIn: Math.min(Math.max(seconds, 1), MAX_LINK_SECONDS),
      });
    },
  };
}
