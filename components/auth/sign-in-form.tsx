"use client";

import Link from "@/components/ui/local-link";
import { useActionState, useState } from "react";
import { signIn } from "@/lib/api/auth";
import { getDeviceId } from "@/lib/api/storage";
import { MSG } from "@/lib/domain/messages";
import type { AuthFormAction, AuthFormState } from "@/lib/domain/form-state";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import styles from "./auth.module.css";
import { finishSignIn } from "./finish-sign-in";
import { FieldError, LangField, TextField } from "./form-field";
import { useDomSeed } from "./use-dom-seed";
import { useForm } from "./use-form";

/**
 * A real form: before hydration or without script it posts to `action` (the server answers with the same messages,
 * or signs the shopper in and redirects); once hydrated it calls the JSON API as before. The permalink (useActionState's
 * third argument, as in every auth form) is the form's action URL in the server's HTML: valid, non-empty, keeping `next`.
 */
export function SignInForm({
  next,
  action,
  shown = null,
}: {
  next: string | null;
  action: AuthFormAction;
  shown?: AuthFormState;
}) {
  const lang = useLang();
  const [posted, formAction] = useActionState(
    action,
    shown,
    next ? `${localHref(lang, "/sign-in")}?next=${encodeURIComponent(next)}` : localHref(lang, "/sign-in"),
  );
  const form = useForm({ email: posted?.values.email ?? "", password: "" }, posted?.errors);
  const formRef = useDomSeed(form.setValues);
  const [notice, setNotice] = useState(posted?.message);
  const t = useMessages("auth");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    const input = await form.check("signIn");
    if (!input || form.busy) return;
    form.setBusy(true);
    // Sent without the stored token: a stale one must not turn a wrong password into a "session expired".
    void signIn(
      { ...input, local_device_id: getDeviceId() },
      {
        success: (data) => finishSignIn(data.access_token, form.text(MSG.signIn.success), next),
        error: (failure) => {
          form.showFailure(failure);
          form.setBusy(false);
        },
      },
    );
  }

  return (
    <form ref={formRef} className={styles.form} action={formAction} {...form.formProps(submit)}>
      <LangField />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <FieldError id="sign-in-error" message={notice} />
      <TextField label={t.fields.email} type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label={t.fields.password}
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <div className={styles.links}>
        <button type="submit" className={styles.button} disabled={form.busy}>
          {t.signIn.submit}
        </button>
        <Link href="/forgot-password">{t.signIn.forgotPassword}</Link>
      </div>
    </form>
  );
}
