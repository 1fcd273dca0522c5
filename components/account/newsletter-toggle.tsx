"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useState } from "react";
import { toast } from "sonner";
import { setNewsletterSubscription } from "@/lib/api/account";
import { useMessages } from "@/lib/i18n/client";
import { useNotReady } from "@/components/ui/not-ready";
import styles from "./account.module.css";

/**
 * Subscribed or not (spec section 4), toggled by user/newsletter/subscribe and /unsubscribe. Disabled until hydrated:
 * a click on the bare HTML would flip the box without telling the server.
 */
export function NewsletterToggle({ initial }: { initial: boolean }) {
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const notReady = useNotReady();
  const hydrated = !notReady.waiting;
  const t = useMessages("account").newsletter;
  const text = useLocalize();

  function toggle() {
    if (busy) return;
    const next = !subscribed;
    setBusy(true);
    void setNewsletterSubscription(next, {
      success: (data) => {
        setSubscribed(next);
        toast.success(text(data.message));
      },
      always: () => setBusy(false),
    });
  }

  return (
    <div>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={subscribed}
          disabled={busy || !hydrated}
          aria-describedby={notReady.describedBy}
          onChange={toggle}
        />
        {t.toggle}
      </label>
      {notReady.hint}
      <p role="status">{subscribed ? t.subscribed : t.notSubscribed}</p>
    </div>
  );
}
