"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useDomSeed } from "@/components/auth/use-dom-seed";
import Link from "@/components/ui/local-link";
import { useNotReady } from "@/components/ui/not-ready";
import { removeReviewPhoto, sendReview, uploadReviewPhoto } from "@/lib/api/reviews";
import type { OwnReview } from "@/lib/domain/reviews/contract";
import { reviewFormProblems } from "@/lib/domain/reviews/form-check";
import { REVIEW_POLICY } from "@/lib/domain/reviews/policy";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./reviews.module.css";

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/**
 * The review form: writes the shopper's review, or edits it (the same form; one review per product and shopper).
 * The text is sent first, then each new photo on its own, so a failed photo leaves the review written and is
 * chosen again. The API's rules are checked here before sending (lib/domain/reviews/form-check.ts). The stars and
 * text given on the server's HTML, before the page's script ran, are taken over once it runs.
 */
export function ReviewForm({
  product,
  initial,
}: {
  product: { id: number; name: string; href: string };
  initial: OwnReview | null;
}) {
  const t = useMessages("reviews");
  const localize = useLocalize();
  const notReady = useNotReady();
  const [review, setReview] = useState<OwnReview | null>(initial);
  const [fields, setFields] = useState({
    rating: initial ? String(initial.rating) : "",
    title: initial?.title ?? "",
    body: initial?.body ?? "",
  });
  const formRef = useDomSeed(setFields);
  const { title, body } = fields;
  const rating = Number(fields.rating) || 0;
  const set = (name: keyof typeof fields, value: string) => setFields((current) => ({ ...current, [name]: value }));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const room = REVIEW_POLICY.photosMax - (review?.photos.length ?? 0);

  async function send(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setDone(null);
    const problems = reviewFormProblems({ rating, title, body });
    if (problems) {
      const fields: Record<string, string> = {};
      for (const [name, message] of Object.entries(problems)) fields[name] = localize(message);
      return setErrors(fields);
    }
    setErrors({});
    setBusy(true);
    try {
      const sent = await sendReview({ product_id: product.id, rating, title: title.trim(), body: body.trim() });
      if (!sent.ok) return setProblem(localize(sent));
      let current = sent.data;
      const failed: string[] = [];
      for (const file of files) {
        const up = await uploadReviewPhoto(current.id, file);
        if (up.ok) current = { ...current, photos: [...current.photos, up.data] };
        else failed.push(localize(up));
      }
      setReview(current);
      setFiles([]);
      if (failed.length) return setProblem(failed.join(" "));
      const message = current.status === "PUBLISHED" ? t.published : t.pending;
      setDone(message);
      toast.success(message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(photoId: string) {
    if (!review) return;
    const removed = await removeReviewPhoto(review.id, photoId);
    if (removed.ok) setReview(removed.data);
    else setProblem(localize(removed));
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`review-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-label={fmt(t.formTitle, { product: product.name })}
    >
      {review?.status === "PENDING" ? <p className={styles.status}>{t.statusPending}</p> : null}
      {review?.status === "REJECTED" ? <p className={styles.status}>{t.statusRejected}</p> : null}
      <fieldset className={styles.stars} aria-describedby={errors.rating ? "review-rating-error" : undefined}>
        <legend>{t.rating}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => set("rating", String(n))}
              aria-label={fmt(t.star, { n })}
            />
            <span aria-hidden="true">{n <= rating ? "★" : "☆"}</span>
          </label>
        ))}
      </fieldset>
      {error("rating")}
      <label htmlFor="review-title">{t.title}</label>
      <input
        id="review-title"
        name="title"
        value={title}
        maxLength={REVIEW_POLICY.titleMax}
        onChange={(e) => set("title", e.target.value)}
        aria-invalid={Boolean(errors.title)}
        aria-describedby={errors.title ? "review-title-error" : undefined}
      />
      {error("title")}
      <label htmlFor="review-body">{t.body}</label>
      <textarea
        id="review-body"
        name="body"
        rows={6}
        value={body}
        maxLength={REVIEW_POLICY.bodyMax}
        onChange={(e) => set("body", e.target.value)}
        aria-invalid={Boolean(errors.body)}
        aria-describedby={errors.body ? "review-body-error" : undefined}
      />
      {error("body")}
      {review?.photos.length ? (
        <ul className={styles.photos}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              {/* The shopper's own photo: served once the review is published, so a pending one shows its name. */}
              <button type="button" className="btn btn-outline" onClick={() => void remove(photo.id)}>
                {fmt(t.removePhoto, { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <>
          <label htmlFor="review-photos">{t.photos}</label>
          <input
            id="review-photos"
            type="file"
            accept={ACCEPT}
            multiple
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, room))}
          />
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn"
          disabled={busy || notReady.waiting}
          aria-describedby={notReady.describedBy}
        >
          {busy ? t.saving : t.submit}
        </button>
        {notReady.hint}
        <Link href={product.href}>{t.back}</Link>
      </div>
    </form>
  );
}
