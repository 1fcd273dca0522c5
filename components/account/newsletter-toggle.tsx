'use client';

import { useState } from 'react';
import { toast } from '@/lib/api/notify';
import { api } from '@/lib/api/request';
import type { MessageResponse } from '@/lib/domain/types';
import styles from './account.module.css';

/** Subscribed or not (spec section 4), toggled by user/newsletter/subscribe and /unsubscribe. */
export function NewsletterToggle({ initial }: { initial: boolean }) {
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);

  function toggle() {
    if (busy) return;
    const next = !subscribed;
    setBusy(true);
    void api.post<MessageResponse>(next ? 'user/newsletter/subscribe' : 'user/newsletter/unsubscribe', undefined, {
      success: (data) => {
        setSubscribed(next);
        toast.success(data.message);
      },
      always: () => setBusy(false),
    });
  }

  return (
    <div>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={subscribed} disabled={busy} onChange={toggle} aria-checked={subscribed} />
        Subscribe to our newsletter
      </label>
      <p role="status">{subscribed ? 'You are subscribed to our newsletter.' : 'You are not subscribed to our newsletter.'}</p>
    </div>
  );
}
