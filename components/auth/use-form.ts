"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { ApiFailure } from "@/lib/api/request";
import { MSG } from "@/lib/domain/messages";
import type { FormInput, FormName } from "./form-checks";

/** The input rules, loaded on a form's first use (./form-checks.ts says why). */
const loadChecks = () => import("./form-checks");

/** Form state with the spec's messages per field: checked in the browser first, then shown from the API's 400. */
export function useForm<T extends Record<string, string>>(initial: T, initialErrors: Record<string, string> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [busy, setBusy] = useState(false);
  const checking = useRef(false);
  const text = useLocalize();

  /** Starts loading the input rules when a field takes the focus or changes, so the submit need not wait for them. */
  function preload() {
    void loadChecks();
  }

  /**
   * The form element's props: its submit (a promise React does not wait on), the rules' preload when a field takes the
   * focus, and the browser's own checks off (the spec's messages are shown instead).
   */
  function formProps(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
    return { onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event), onFocus: preload, noValidate: true };
  }

  function set(name: keyof T & string, value: string) {
    preload();
    setValues((current) => ({ ...current, [name]: value }));
  }

  function field(name: keyof T & string) {
    return { name, value: values[name], error: errors[name], onChange: (value: string) => set(name, value) };
  }

  /**
   * The parsed input, or null after showing every field's first message. Also null while another submit of this form
   * is still being checked (a second tap while the rules load sends nothing twice).
   */
  async function check<K extends FormName>(name: K, input: unknown = values): Promise<FormInput<K> | null> {
    if (checking.current) return null;
    checking.current = true;
    try {
      const checks = await loadChecks().catch(() => null);
      if (!checks) {
        // The rules could not be fetched (the connection dropped): nothing is sent, and the shopper may try again.
        toast.error(text(MSG.http.connectionFailed));
        return null;
      }
      const result = checks.checkForm(name, input);
      setErrors(result.ok ? {} : result.errors);
      return result.ok ? result.data : null;
    } finally {
      checking.current = false;
    }
  }

  /** A failed call: field messages next to their fields (FieldError shows them translated), anything else as a toast. */
  function showFailure(failure: ApiFailure) {
    if (failure.fields && Object.keys(failure.fields).length > 0) setErrors(failure.fields);
    toast.error(text({ code: failure.code, params: failure.params, message: failure.message }));
  }

  /** A success toast in the shopper's language. */
  function showSuccess(message: string) {
    toast.success(text(message));
  }

  return {
    values,
    setValues,
    set,
    errors,
    setErrors,
    busy,
    setBusy,
    field,
    formProps,
    check,
    showFailure,
    showSuccess,
    text,
  };
}
