"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useState } from "react";
import { toast } from "@/lib/api/notify";
import type { z } from "zod";
import type { ApiFailure } from "@/lib/api/request";
import { fieldErrors } from "@/lib/domain/api/input-fields";

/** Form state with the spec's messages per field: checked in the browser first, then shown from the API's 400. */
export function useForm<T extends Record<string, string>>(initial: T, initialErrors: Record<string, string> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [busy, setBusy] = useState(false);
  const text = useLocalize();

  function set(name: keyof T & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function field(name: keyof T & string) {
    return { name, value: values[name], error: errors[name], onChange: (value: string) => set(name, value) };
  }

  /** The parsed input, or null after showing every field's first message. */
  function check<S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldErrors(parsed.error));
    return null;
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

  return { values, setValues, set, errors, setErrors, busy, setBusy, field, check, showFailure, showSuccess, text };
}
