'use client';

import { useState } from 'react';
import { api } from '@/lib/api/request';
import { forgotPasswordSchema } from '@/lib/domain/schemas/auth';
import type { MessageResponse } from '@/lib/domain/types';
import { useMessages } from '@/lib/i18n/client';
import styles from './auth.module.css';
import { TextField } from './form-field';
import { useForm } from './use-form';

export function ForgotPasswordForm() {
  const form = useForm({ email: '' });
  const t = useMessages('auth');
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.check(forgotPasswordSchema);
    if (!input || form.busy) return;
    form.setBusy(true);
    void api.post<MessageResponse>(
      'auth/forgot-password',
      input,
      { success: (data) => setSent(data.message), error: form.showFailure, always: () => form.setBusy(false) },
      { token: null },
    );
  }

  if (sent) return <p className={styles.notice} role="status">{form.text(sent)}</p>;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t.forgotPassword.intro}</p>
      <TextField label={t.fields.email} type="email" autoComplete="email" {...form.field('email')} />
      <button type="submit" className={styles.button} disabled={form.busy}>
        {t.forgotPassword.submit}
      </button>
    </form>
  );
}
