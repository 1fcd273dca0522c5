"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { createReturnDraft, submitReturnDraft, uploadReturnFile, type ReturnDraftInput } from "@/lib/api/returns";
import type { OrderReturns } from "@/lib/domain/returns/contract";
import {
  freeLines,
  RETURN_METHODS,
  RETURN_POLICY,
  RETURN_REASONS,
  type ReturnMethod,
  type ReturnReason,
} from "@/lib/domain/returns/policy";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./returns.module.css";
import { ACCEPT, UploadList, type Upload } from "./upload-list";

/**
 * The return form. Sending makes a draft first, then uploads each file with its progress, then submits: a file that
 * fails (a slow or cut connection) shows its error and a retry button, and everything typed stays as it was. Once
 * the draft exists its fields are locked (they were sent with it); only the files still missing are sent again.
 */
export function ReturnForm({
  trxRef,
  payToken,
  returns,
  onSent,
}: {
  trxRef: string;
  payToken?: string;
  returns: OrderReturns;
  onSent: () => void;
}) {
  const t = useMessages("returns");
  const localize = useLocalize();
  const free = freeLines(returns.lines);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [description, setDescription] = useState("");
  const [tags, setTags] = useState(false);
  const [method, setMethod] = useState<ReturnMethod>("parcel");
  const [showroom, setShowroom] = useState<number | "">(returns.showrooms[0]?.id ?? "");
  const [receipt, setReceipt] = useState("");
  const [cost, setCost] = useState("");
  const [bank, setBank] = useState({ bank_name: "", account_number: "", account_holder: "" });
  const [photos, setPhotos] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const [draft, setDraft] = useState<{ id: string; token: string } | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function sendFile(d: { id: string; token: string }, u: Upload): Promise<boolean> {
    patch(u.key, { error: null, progress: 0 });
    const result = await uploadReturnFile(d, u.kind, u.file, (share) => patch(u.key, { progress: share }));
    if (result.ok) patch(u.key, { done: true, progress: 1 });
    else patch(u.key, { error: localize(result) });
    return result.ok;
  }

  function input(): ReturnDraftInput | string {
    const lines = Object.entries(qty)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => ({ line_id: Number(id), qty: n }));
    if (lines.length === 0) return t.chooseItem;
    if (photos.length < RETURN_POLICY.photosMin || photos.length > RETURN_POLICY.photosMax) return t.choosePhotos;
    if (!video) return t.chooseVideo;
    const hasBank = bank.bank_name.trim() && bank.account_number.trim() && bank.account_holder.trim();
    return {
      lines,
      reason: reason as ReturnReason,
      description,
      tags_attached: tags as true,
      method,
      ...(method === "drop_off" && showroom !== "" ? { showroom_id: showroom } : {}),
      ...(method === "parcel" && receipt.trim() ? { parcel_receipt: receipt.trim() } : {}),
      ...(method === "parcel" && /^\d+$/.test(cost.trim()) ? { parcel_cost: Number(cost.trim()) } : {}),
      ...(hasBank ? { bank } : {}),
    };
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      let d = draft;
      let list = uploads.filter((u) => !u.done);
      if (!d) {
        const body = input();
        if (typeof body === "string") return setProblem(body);
        const made = await createReturnDraft(trxRef, payToken, body);
        if (!made.ok) return setProblem(localize(made));
        d = { id: made.data.request.id, token: made.data.upload_token };
        list = [
          ...photos.map((file, i) => ({
            key: `photo-${i}`,
            kind: "photo" as const,
            file,
            progress: 0,
            done: false,
            error: null,
          })),
          { key: "video", kind: "video" as const, file: video!, progress: 0, done: false, error: null },
        ];
        setDraft(d);
        setUploads(list);
      }
      let allArrived = true;
      for (const u of list) if (!u.done && !(await sendFile(d, u))) allArrived = false;
      if (!allArrived) return;
      const sent = await submitReturnDraft(d);
      if (!sent.ok) return setProblem(localize(sent));
      toast.success(t.sent);
      onSent();
    } finally {
      setBusy(false);
    }
  }

  const locked = draft !== null;
  return (
    <form className={styles.form} onSubmit={send} aria-label={t.formTitle} noValidate>
      <fieldset disabled={locked}>
        <legend>{t.items}</legend>
        {free.map((l) => (
          <div key={l.line_id} className={styles.line}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={(qty[l.line_id] ?? 0) > 0}
                onChange={(e) => setQty((q) => ({ ...q, [l.line_id]: e.target.checked ? 1 : 0 }))}
              />
              <span>
                {l.product_name} · {l.size_code}
              </span>
            </label>
            {l.returnable_qty > 1 && (qty[l.line_id] ?? 0) > 0 ? (
              <input
                type="number"
                min={1}
                max={l.returnable_qty}
                value={qty[l.line_id]}
                aria-label={fmt(t.quantity, { product: l.product_name })}
                onChange={(e) =>
                  setQty((q) => ({
                    ...q,
                    [l.line_id]: Math.min(l.returnable_qty, Math.max(1, Number(e.target.value) || 1)),
                  }))
                }
              />
            ) : null}
          </div>
        ))}
      </fieldset>
      <fieldset disabled={locked}>
        <legend>{t.reason}</legend>
        {RETURN_REASONS.map((r) => (
          <label key={r} className={styles.check}>
            <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            <span>{t.reasons[r]}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>{t.description}</span>
        <textarea
          rows={3}
          maxLength={RETURN_POLICY.descriptionMax}
          value={description}
          readOnly={locked}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{t.photos}</span>
        <input
          type="file"
          accept={ACCEPT.photo}
          multiple
          disabled={locked}
          onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
        />
      </label>
      <label className={styles.field}>
        <span>{t.video}</span>
        <input
          type="file"
          accept={ACCEPT.video}
          disabled={locked}
          onChange={(e) => setVideo(e.target.files?.[0] ?? null)}
        />
      </label>
      <fieldset disabled={locked}>
        <legend>{t.method}</legend>
        {RETURN_METHODS.map((m) => (
          <label key={m} className={styles.check}>
            <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
            <span>{t.methods[m]}</span>
          </label>
        ))}
        {method === "drop_off" ? (
          <label className={styles.field}>
            <span>{t.showroom}</span>
            <select value={showroom} onChange={(e) => setShowroom(Number(e.target.value))}>
              {returns.showrooms.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <>
            <label className={styles.field}>
              <span>{t.receipt}</span>
              <input type="text" value={receipt} maxLength={60} onChange={(e) => setReceipt(e.target.value)} />
            </label>
            <label className={styles.field}>
              <span>{t.cost}</span>
              <input type="number" inputMode="numeric" min={0} value={cost} onChange={(e) => setCost(e.target.value)} />
            </label>
          </>
        )}
      </fieldset>
      <fieldset disabled={locked}>
        <legend>{t.bankHeading}</legend>
        <label className={styles.field}>
          <span>{t.bankName}</span>
          <input
            type="text"
            value={bank.bank_name}
            onChange={(e) => setBank((b) => ({ ...b, bank_name: e.target.value }))}
          />
        </label>
        <label className={styles.field}>
          <span>{t.accountNumber}</span>
          <input
            type="text"
            inputMode="numeric"
            value={bank.account_number}
            onChange={(e) => setBank((b) => ({ ...b, account_number: e.target.value }))}
          />
        </label>
        <label className={styles.field}>
          <span>{t.accountHolder}</span>
          <input
            type="text"
            value={bank.account_holder}
            onChange={(e) => setBank((b) => ({ ...b, account_holder: e.target.value }))}
          />
        </label>
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" checked={tags} disabled={locked} onChange={(e) => setTags(e.target.checked)} />
        <span>{t.tags}</span>
      </label>
      <UploadList
        uploads={uploads}
        busy={busy}
        onReplace={(key, file) => patch(key, { file, error: null, progress: 0 })}
        onRetry={(u) => draft && void sendFile(draft, u)}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? t.sending : t.send}
      </button>
    </form>
  );
}
