/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { toast } from "sonner";
import { MSG } from "@/lib/domain/messages";
import { mountSignInForm, type SignInForm } from "./sign-in-form-probe";

// The rules' chunk cannot be fetched: the connection dropped after the page loaded.
jest.mock("@/components/auth/form-checks", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

let mounted: ReturnType<typeof mountSignInForm>;
const form = (): SignInForm => mounted.form();

beforeEach(() => {
  mounted = mountSignInForm();
});

afterEach(() => mounted.unmount());

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
