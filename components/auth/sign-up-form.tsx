"use client";

import Link from "@/components/ui/local-link";
import { useActionState, useState } from "react";
import { signUp } from "@/lib/api/auth";
import { getDeviceId } from "@/lib/api/storage";
import { MSG } from "@/lib/domain/messages";
import type { AuthFormAction, AuthFormState } from "@/lib/domain/form-state";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import styles from "./auth.module.css";
import { finishSignIn } from "./finish-sign-in";
import { FieldError, GenderField, LangField, TextField } from "./form-field";
import { useDomSeed } from "./use-dom-seed";
import { useForm } from "./use-form";

/**
 * A real form like SignInForm: `action` answers its plain HTML post, the JSON API its hydrated submit. `email` fills the
 * field in advance (a guest's order email, offered from the order's page).
 */
export function SignUpForm({
  action,
  shown = null,
  email,
}: {
  action: AuthFormAction;
  shown?: AuthFormState;
  email?: string;
}) {
  const lang = useLang();
  const [posted, formAction] = useActionState(action, shown, localHref(lang, "/sign-up"));
  const kept = posted?.values ?? {};
  const form = useForm(
    {
      name: kept.name ?? "",
      gender: kept.gender ?? "",
      email: kept.email ?? email ?? "",
      password: "",
      password_conf: "",
    },
    posted?.errors,
  );
  const formRef = useDomSeed(form.setValues);
  const [notice, setNotice] = useState(posted?.message);
  const t = useMessages("auth");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    const input = await form.check("signUp", { ...form.values, gender: form.values.gender || undefined });
    if (!input || form.busy) return;
    form.setBusy(true);
    void signUp(
      { ...input, local_device_id: getDeviceId() },
      {
        success: (data) => finishSignIn(data.access_token, form.text(MSG.signUp.success), null),
        error: (failure) => {
          form.showFailure(failure);
          form.setBusy(false);
        },
      },
    );
  }

  const gender = form.field("gender");
  return (
    <form ref={formRef} className={styles.form} action={formAction} {...form.formProps(submit)}>
      <LangField />
      <FieldError id="sign-up-error" message={notice} />
      <TextField label={t.fields.name} autoComplete="name" {...form.field("name")} />
      <GenderField value={gender.value} error={gender.error} onChange={gender.onChange} />
      <TextField label={t.fields.email} type="email" autoComplete="email" {...form.field("email")} />
      <TextField label={t.fields.password} type="password" autoComplete="new-password" {...form.field("password")} />
      <TextField
        label={t.fields.passwordConf}
        type="password"
        autoComplete="new-password"
        {...form.field("password_conf")}
      />
      <div className={styles.links}>
        <button type="submit" className={styles.button} disabled={form.busy}>
          {t.signUp.submit}
        </button>
        <Link href="/sign-in">{t.signUp.haveAccount}</Link>
      </div>
    </form>
  );
}
