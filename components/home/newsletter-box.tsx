"use client";

import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import { toast } from "sonner";
import { useMessages } from "@/lib/i18n/client";
import { useErrorTemplates } from "@/lib/i18n/client-error-templates";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import type { ShownMessage } from "@/lib/i18n/localize";
import styles from "./home.module.css";

// The address check and the API call load when the shopper first subscribes, not with the home page.
const submitParts = () => Promise.all([import("./newsletter-rules"), import("@/lib/api/account")]);

/**
 * What the box says is wrong, in the page's language when shown: a check's English message, the API's failure, or an
 * address over the length limit.
 */
type Problem = ShownMessage | string | { tooLongOver: number };

/**
 * The home page's newsletter signup: checks the address, stores it through `POST newsletter`, thanks the shopper.
 * An address typed before hydration is kept; Subscribe stays disabled until the page's script runs.
 */
export function NewsletterBox() {
  const m = useMessages("home").newsletter;
  const templates = useErrorTemplates();
  const localize = useLocalize();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [thanks, setThanks] = useState(false);
  const [busy, setBusy] = useState(false);
  const notReady = useNotReady();
  const hydrated = !notReady.waiting;
  const input = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const [{ checkNewsletterEmail, emailTooLong, EMAIL_MAX }, { signUpForNewsletter }] = await submitParts();
    const checked = checkNewsletterEmail(email);
    if (!checked.ok) {
      setProblem(checked.message === emailTooLong ? { tooLongOver: EMAIL_MAX } : checked.message);
      setBusy(false);
      return;
    }
    setProblem(null);
    const result = await signUpForNewsletter(checked.email, {
      error: ({ code, params, message }) => setProblem({ code, params, message }),
    });
    setBusy(false);
    if (result.ok) {
      setThanks(true);
      toast.success(m.thanks);
      setEmail("");
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{m.title}</h2>
      <p>{m.text}</p>
      {thanks ? (
        <p role="status" className={styles.thanks}>
          {m.thanks}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.newsletterForm}>
          <label htmlFor="newsletter-email" className="visually-hidden">
            {m.emailLabel}
          </label>
          <input
            ref={input}
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={m.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "newsletter-error" : undefined}
          />
          <button type="submit" className="btn" disabled={busy || !hydrated} aria-describedby={notReady.describedBy}>
            {m.subscribe}
          </button>
          {notReady.hint}
        </form>
      )}
      {problem ? (
        <p id="newsletter-error" className="field-error" role="alert">
          {typeof problem === "object" && "tooLongOver" in problem
            ? fmt(templates.tooLong, { label: m.field, max: problem.tooLongOver })
            : localize(problem)}
        </p>
      ) : null}
    </section>
  );
}
