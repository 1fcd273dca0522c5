/**
 * @jest-environment jsdom
 */
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { useForm } from "@/components/auth/use-form";
import { toast } from "@/lib/api/notify";
import { MSG } from "@/lib/domain/messages";

// The rules' chunk cannot be fetched: the connection dropped after the page loaded.
jest.mock("@/components/auth/form-checks", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});
jest.mock("@/lib/api/notify", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type SignIn = { email: string; password: string };
type Form = ReturnType<typeof useForm<SignIn>>;
/** The hook's latest answer, handed out after each render. */
const latest: { form: Form | null } = { form: null };
const form = (): Form => latest.form!;

function Probe() {
  const current = useForm<SignIn>({ email: "", password: "" });
  useEffect(() => {
    latest.form = current;
  });
  return null;
}

let root: Root;

beforeEach(() => {
  root = createRoot(document.createElement("div"));
  act(() => root.render(<Probe />));
});

afterEach(() => act(() => root.unmount()));

it("useForm: rules that cannot be fetched send nothing, say the connection failed, and a later submit tries again", async () => {
  const valid = { email: "rina@example.com", password: "secret-123" };
  let input: unknown = "unset";
  await act(async () => {
    input = await form().check("signIn", valid);
  });
  expect(input).toBeNull();
  expect(toast.error).toHaveBeenCalledWith(MSG.http.connectionFailed);
  await act(async () => {
    input = await form().check("signIn", valid);
  });
  expect(input).toBeNull();
  expect(toast.error).toHaveBeenCalledTimes(2);
});
