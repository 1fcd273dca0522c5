'use client';

import Link from 'next/link';
import { api } from '@/lib/api/request';
import { getDeviceId } from '@/lib/api/storage';
import { MSG } from '@/lib/domain/messages';
import { signInSchema } from '@/lib/domain/schemas/auth';
import type { AuthResponse } from '@/lib/domain/types';
import { useMessages } from '@/lib/i18n/client';
import styles from './auth.module.css';
import { finishSignIn } from './finish-sign-in';
import { TextField } from './form-field';
import { useForm } from './use-form';

export function SignInForm({ next }: { next: string | null }) {
  const form = useForm({ email: '', password: '' });
  const t = useMessages('auth');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.check(signInSchema);
    if (!input || form.busy) return;
    form.setBusy(true);
    void api.post<AuthResponse>(
      'auth/sign-in',
      { ...input, local_device_id: getDeviceId() },
      {
        success: (data) => finishSignIn(data.access_token, form.text(MSG.signIn.success), next),
        error: (failure) => {
          form.showFailure(failure);
          form.setBusy(false);
        },
      },
      // A stale stored token must not turn a wrong password into a "session expired".
      { token: null },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t.fields.email} type="email" autoComplete="email" {...form.field('email')} />
      <TextField label={t.fields.password} type="password" autoComplete="current-password" {...form.field('password')} />
      <div className={styles.links}>
        <button type="submit" className={styles.button} disabled={form.busy}>
          {t.signIn.submit}
        </button>
        <Link href="/forgot-password">{t.signIn.forgotPassword}</Link>
      </div>
    </form>
  );
}
