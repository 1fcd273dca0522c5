"use client";

import Link from "@/components/ui/local-link";
import { useActionState, useEffect, useState } from "react";
import { resetPassword } from "@/lib/api/auth";
import { clearAccessToken } from "@/lib/api/storage";
import type { AuthFormAction, AuthFormState } from "@/lib/domain/form-state";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import { useShopStore } from "@/stores/shop-store";
import styles from "./auth.module.css";
import { FieldError, LangField, TextField } from "./form-field";
import { useDomSeed } from "./use-dom-seed";
import { useForm } from "./use-form";

/** Every session of the shopper has just ended, this browser's too. */
function forgetSession() {
  clearAccessToken();
  useShopStore.getState().setAuthenticated(false);
}

/** A real form like SignInForm: `action` answers its plain HTML post, the JSON API its hydrated submit. */
export function ResetPasswordForm({
  token,
  action,
  shown = null,
}: {
  token: string;
  action: AuthFormAction;
  shown?: AuthFormState;
}) {
  const lang = useLang();
  const [posted, formAction] = useActionState(
    action,
    shown,
    `${localHref(lang, "/reset-password")}?token=${encodeURIComponent(token)}`,
  );
  const form = useForm({ password: "", password_conf: "" }, posted?.errors);
  const formRef = useDomSeed(form.setValues);
  const [notice, setNotice] = useState(posted?.message);
  const t = useMessages("auth");
  const [done, setDone] = useState<string | null>(posted?.done ?? null);
  const resetByPost = Boolean(posted?.done);

  useEffect(() => {
    if (resetByPost) forgetSession();
  }, [resetByPost]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    const input = await form.check("newPassword");
    if (!input || form.busy) return;
    form.setBusy(true);
    void resetPassword(
      { token, ...input },
      {
        success: (data) => {
          forgetSession();
          setDone(data.message);
        },
        error: form.showFailure,
        always: () => form.setBusy(false),
      },
    );
  }

  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {form.text(done)}
        </p>
        <Link href="/sign-in">{t.resetPassword.signIn}</Link>
      </div>
    );
  }
  return (
    <form ref={formRef} className={styles.form} action={formAction} {...form.formProps(submit)}>
      <LangField />
      <input type="hidden" name="token" value={token} />
      <FieldError id="reset-error" message={notice ?? posted?.errors.token} />
      <TextField label={t.fields.newPassword} type="password" autoComplete="new-password" {...form.field("password")} />
      <TextField
        label={t.fields.newPasswordConf}
        type="password"
        autoComplete="new-password"
        {...form.field("password_conf")}
      />
      <button type="submit" className={styles.button} disabled={form.busy}>
        {t.resetPassword.submit}
      </button>
    </form>
  );
}
