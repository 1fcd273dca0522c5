"use client";

import { useLayoutEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | RadioNodeList;

function isControl(item: Element | RadioNodeList | null): item is Control {
  return (
    item instanceof RadioNodeList ||
    item instanceof HTMLInputElement ||
    item instanceof HTMLSelectElement ||
    item instanceof HTMLTextAreaElement
  );
}

/**
 * For a server-rendered form with controlled fields: what the shopper typed or checked before hydration is in the
 * DOM, not in React's state, and the first re-render would wipe it. At mount the state takes the DOM's values.
 */
export function useDomSeed<T extends Record<string, string>>(
  setValues: Dispatch<SetStateAction<T>>,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    setValues((current) => {
      let next = current;
      for (const name of Object.keys(current)) {
        const control = form.elements.namedItem(name);
        if (isControl(control) && control.value !== current[name]) next = { ...next, [name]: control.value };
      }
      return next;
    });
  }, [setValues]);
  return ref;
}
