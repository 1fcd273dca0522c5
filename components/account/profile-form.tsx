"use client";

import styles from "@/components/auth/auth.module.css";
import { GenderField, TextField } from "@/components/auth/form-field";
import { useDomSeed } from "@/components/auth/use-dom-seed";
import { useForm } from "@/components/auth/use-form";
import { useState } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import { saveProfile } from "@/lib/api/account";
import type { Profile } from "@/lib/domain/account/contract";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";

/** Typed text survives hydration (the state takes the DOM's values); saving waits for hydration, visibly disabled. */
export function ProfileForm({ initial }: { initial: Profile }) {
  const form = useForm({
    name: initial.name,
    gender: initial.gender as string,
    email: initial.email,
    current_password: "",
  });
  const [savedEmail, setSavedEmail] = useState(initial.email);
  // The current password is asked for only when the email changes (the server checks it).
  const emailChanged = form.values.email.trim().toLowerCase() !== savedEmail;
  const formRef = useDomSeed(form.setValues);
  const notReady = useNotReady();
  const hydrated = !notReady.waiting;
  const fields = useMessages("auth").fields;
  const t = useMessages("account").information;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { current_password: currentPassword, ...values } = form.values;
    const input = await form.check("profile", {
      ...values,
      gender: values.gender || undefined,
      ...(emailChanged ? { current_password: currentPassword } : {}),
    });
    if (!input || form.busy) return;
    if (emailChanged && !currentPassword) {
      form.setErrors({ current_password: MSG.extra.currentPasswordRequired });
      return;
    }
    form.setBusy(true);
    void saveProfile(input, {
      success: () => {
        setSavedEmail(input.email);
        form.set("current_password", "");
        form.showSuccess(MSG.profile.updated);
      },
      error: form.showFailure,
      always: () => form.setBusy(false),
    });
  }

  const gender = form.field("gender");
  return (
    <form ref={formRef} className={styles.form} {...form.formProps(submit)}>
      <TextField label={fields.name} autoComplete="name" {...form.field("name")} />
      <GenderField value={gender.value} error={gender.error} onChange={gender.onChange} />
      <TextField label={fields.email} type="email" autoComplete="email" {...form.field("email")} />
      {emailChanged ? (
        <TextField
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          {...form.field("current_password")}
        />
      ) : null}
      <button
        type="submit"
        className={styles.button}
        disabled={form.busy || !hydrated}
        aria-describedby={notReady.describedBy}
      >
        {t.saveProfile}
      </button>
      {notReady.hint}
    </form>
  );
}
