import { act, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { useForm } from "@/components/auth/use-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type SignIn = { email: string; password: string };
export type SignInForm = ReturnType<typeof useForm<SignIn>>;

/**
 * Mounts `useForm` for a sign-in form in a fresh element (jsdom) and answers the element, the hook's latest answer
 * (handed out by an effect after each render) and an unmount.
 */
export function mountSignInForm(): { host: HTMLElement; form: () => SignInForm; unmount: () => void } {
  const latest: { form: SignInForm | null } = { form: null };
  function Probe() {
    const current = useForm<SignIn>({ email: "", password: "" });
    useEffect(() => {
      latest.form = current;
    });
    return <p>{JSON.stringify(current.errors)}</p>;
  }
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Probe />));
  return {
    host,
    form: () => latest.form!,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}
