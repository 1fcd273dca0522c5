"use client";

import styles from "@/components/auth/auth.module.css";
import { TextField } from "@/components/auth/form-field";
import { useDomSeed } from "@/components/auth/use-dom-seed";
import { useForm } from "@/components/auth/use-form";
import { useNotReady } from "@/components/ui/not-ready";
import { changePassword } from "@/lib/api/account";
import { useMessages } from "@/lib/i18n/client";

const EMPTY = { old_password: "", new_password: "", new_password_conf: "" };

/** Typed passwords survive hydration (the state takes the DOM's values); the submit waits for hydration, visibly disabled. */
export function ChangePasswordForm() {
  const form = useForm(EMPTY);
  const formRef = useDomSeed(form.setValues);
  const notReady = useNotReady();
  const hydrated = !notReady.waiting;
  const fields = useMessages("auth").fields;
  const t = useMessages("account").changePassword;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await form.check("changePassword");
    if (!input || form.busy) return;
    form.setBusy(true);
    void changePassword(input, {
      success: (data) => {
        form.showSuccess(data.message);
        form.setValues(EMPTY);
      },
      error: form.showFailure,
      always: () => form.setBusy(false),
    });
  }

  return (
    <form ref={formRef} className={styles.form} {...form.formProps(submit)}>
      <TextField
        label={fields.oldPassword}
        type="password"
        autoComplete="current-password"
        {...form.field("old_password")}
      />
      <TextField
        label={fields.newPassword}
        type="password"
        autoComplete="new-password"
        {...form.field("new_password")}
      />
      <TextField
        label={fields.newPasswordConf}
        type="password"
        autoComplete="new-password"
        {...form.field("new_password_conf")}
      />
      <button
        type="submit"
        className={styles.button}
        disabled={form.busy || !hydrated}
        aria-describedby={notReady.describedBy}
      >
        {t.submit}
      </button>
      {notReady.hint}
    </form>
  );
}
