"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/api/notify";
import { api } from "@/lib/api/request";
import { checkNewsletterEmail } from "./newsletter-rules";
import styles from "./home.module.css";

/** The home page's newsletter signup: checks the address, stores it through `POST newsletter`, thanks the shopper. */
export function NewsletterBox() {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewsletterEmail(email);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = await api.post<{ message: string }>("newsletter", { email: checked.email }, { error: (failure) => setProblem(failure.message) });
    setBusy(false);
    if (result.ok) {
      setThanks(result.data.message);
      toast.success(result.data.message);
      setEmail("");
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <p>Get new arrivals and seasonal promos in your inbox.</p>
      {thanks ? (
        <p role="status" className={styles.thanks}>{thanks}</p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.newsletterForm}>
          <label htmlFor="newsletter-email" className="visually-hidden">Email address</label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "newsletter-error" : undefined}
          />
          <button type="submit" className="btn" disabled={busy}>Subscribe</button>
        </form>
      )}
      {problem ? <p id="newsletter-error" className="field-error" role="alert">{problem}</p> : null}
    </section>
  );
}
