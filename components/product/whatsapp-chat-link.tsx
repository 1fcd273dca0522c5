"use client";

import { useEffect, useState } from "react";
import { waMeHref } from "@/lib/domain/messaging/chat-link";
import { fmt } from "@/lib/i18n/format";
import styles from "./product-detail.module.css";

/**
 * "Ask us on WhatsApp": a plain link to wa.me with the product's name, code and page address prefilled in the page's
 * language (it works without JavaScript); once the page's script runs, the size chosen in the purchase form is added.
 */
export function WhatsAppChatLink({
  digits,
  label,
  text,
  textWithSize,
  formId,
}: {
  digits: string;
  label: string;
  /** The prefilled text without a size, and the one with `{size}` left to fill. */
  text: string;
  textWithSize: string;
  formId: string;
}) {
  const [size, setSize] = useState("");
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const read = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.name === "size" && input.checked) setSize(input.value);
    };
    form.addEventListener("change", read);
    return () => form.removeEventListener("change", read);
  }, [formId]);
  return (
    <p className={styles.chat}>
      <a href={waMeHref(digits, size ? fmt(textWithSize, { size }) : text)} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </p>
  );
}
