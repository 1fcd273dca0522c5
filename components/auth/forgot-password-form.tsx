"use client";

import { useActionState, useState } from "react";
import { forgotPassword } from "@/lib/api/auth";
import type { AuthFormAction, AuthFormState } from "@/lib/domain/form-state";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import styles from "./auth.module.css";
import { FieldError, LangField, TextField } from "./form-field";
import { useDomSeed } from "./use-dom-seed";
import { useForm } from "./use-form";

/** A real form like SignInForm: `action` answers its plain HTML post, the JSON API its hydrated submit. */
export function ForgotPasswordForm({ action, shown = null }: { action: AuthFormAction; shown?: AuthFormState }) {
  const lang = useLang();
  const [posted, formAction] = useActionState(action, shown, localHref(lang, "/forgot-password"));
  const form = useForm({ email: posted?.values.email ?? "" }, posted?.errors);
  const formRef = useDomSeed(form.setValues);
  const [notice, setNotice] = useState(posted?.message);
  const t = useMessages("auth");
  const [sent, setSent] = useState<string | null>(posted?.done ?? null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    const input = await form.check("forgotPassword");
    if (!input || form.busy) return;
    form.setBusy(true);
    void forgotPassword(input, {
      success: (data) => setSent(data.message),
      error: form.showFailure,
      always: () => form.setBusy(false),
    });
  }

  if (sent)
    return (
      <p className={styles.notice} role="status">
        {form.text(sent)}
      </p>
    );
  return (
    <form ref={formRef} className={styles.form} action={formAction} {...form.formProps(submit)}>
      <LangField />
      <p className={styles.muted}>{t.forgotPassword.intro}</p>
      <FieldError id="forgot-error" message={notice} />
      <TextField label={t.fields.email} type="email" autoComplete="email" {...form.field("email")} />
      <button type="submit" className={styles.button} disabled={form.busy}>
        {t.forgotPassword.submit}
      </button>
    </form>
  );
}
