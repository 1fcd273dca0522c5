"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import type { HTMLInputTypeAttribute } from "react";
import { useLang, useMessages } from "@/lib/i18n/client";
import styles from "./auth.module.css";

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** The on-screen keyboard: 'numeric' for a postal code. */
  inputMode?: "numeric" | "tel" | "email";
  multiline?: boolean;
}

/** A labelled input with its message under it (linked by aria-describedby so screen readers read it). */
export function TextField({
  label,
  name,
  value,
  error,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
  multiline,
}: TextFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's message (a form check's or the API's), in the shopper's language. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useLocalize();
  return message ? (
    <p id={id} className={styles.error} role="alert">
      {text(message)}
    </p>
  ) : null;
}

interface GenderFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function GenderField({ value, error, onChange }: GenderFieldProps) {
  const t = useMessages("auth").fields;
  return (
    <fieldset className={styles.field} aria-describedby={error ? "field-gender-error" : undefined}>
      <legend className={styles.label}>{t.gender}</legend>
      <div className={styles.radios}>
        {(["MALE", "FEMALE"] as const).map((gender) => (
          <label key={gender} className={styles.radio}>
            <input
              type="radio"
              name="gender"
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
            />
            {gender === "MALE" ? t.male : t.female}
          </label>
        ))}
      </div>
      <FieldError id="field-gender-error" message={error} />
    </fieldset>
  );
}

/** The page's language, posted with the form so a plain (script-off) post answers in it (lib/server/auth/form-actions.ts). */
export function LangField() {
  return <input type="hidden" name="lang" value={useLang()} />;
}
