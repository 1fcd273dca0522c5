"use client";

import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./returns.module.css";

/** What the file pickers offer: the photo and video types the server takes (lib/server/storage/sniff.ts). */
export const ACCEPT = {
  photo: "image/jpeg,image/png,image/webp,image/heic,.heic",
  video: "video/mp4,video/quicktime,video/webm",
} as const;

/** One file of a return request on its way to the server. */
export interface Upload {
  key: string;
  kind: "photo" | "video";
  file: File;
  progress: number;
  done: boolean;
  error: string | null;
}

/**
 * The request's files as they are sent: each one's progress, then "uploaded"; a file that did not arrive shows why,
 * a picker to choose another instead, and a retry button.
 */
export function UploadList({
  uploads,
  busy,
  onReplace,
  onRetry,
}: {
  uploads: Upload[];
  busy: boolean;
  onReplace: (key: string, file: File) => void;
  onRetry: (upload: Upload) => void;
}) {
  const t = useMessages("returns");
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.files}>
      {uploads.map((u) => (
        <li key={u.key}>
          {u.done ? (
            <span>{fmt(t.uploaded, { file: u.file.name })}</span>
          ) : (
            <>
              <span>{fmt(t.uploading, { file: u.file.name, percent: Math.round(u.progress * 100) })}</span>
              <progress max={1} value={u.progress} aria-label={u.file.name} />
            </>
          )}
          {u.error ? (
            <>
              <span className={styles.error} role="alert">
                {fmt(t.failedFile, { file: u.file.name, message: u.error })}
              </span>
              <input
                type="file"
                aria-label={fmt(t.replace, { file: u.file.name })}
                accept={ACCEPT[u.kind]}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) onReplace(u.key, file);
                }}
              />
              <button type="button" className={styles.button} disabled={busy} onClick={() => onRetry(u)}>
                {fmt(t.retry, { file: u.file.name })}
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
