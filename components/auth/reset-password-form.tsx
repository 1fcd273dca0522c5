'use client';

import Link from 'next/link';
import { useState } from 'react';
import { api } from '@/lib/api/request';
import { clearAccessToken } from '@/lib/api/storage';
import { newPasswordSchema } from '@/lib/domain/schemas/auth';
import type { MessageResponse } from '@/lib/domain/types';
import { useMessages } from '@/lib/i18n/client';
import { useShopStore } from '@/stores/shop-store';
import styles from './auth.module.css';
import { TextField } from './form-field';
import { useForm } from './use-form';

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm({ password: '', password_conf: '' });
  const t = useMessages('auth');
  const [done, setDone] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.check(newPasswordSchema);
    if (!input || form.busy) return;
    form.setBusy(true);
    void api.post<MessageResponse>(
      'auth/reset-password',
      { token, ...input },
      {
        success: (data) => {
          // Every session of the shopper has just ended, this browser's too.
          clearAccessToken();
          useShopStore.getState().setAuthenticated(false);
          setDone(data.message);
        },
        error: form.showFailure,
        always: () => form.setBusy(false),
      },
      { token: null },
    );
  }

  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">{form.text(done)}</p>
        <Link href="/sign-in">{t.resetPassword.signIn}</Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t.fields.newPassword} type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label={t.fields.newPasswordConf} type="password" autoComplete="new-password" {...form.field('password_conf')} />
      <button type="submit" className={styles.button} disabled={form.busy}>
        {t.resetPassword.submit}
      </button>
    </form>
  );
}
