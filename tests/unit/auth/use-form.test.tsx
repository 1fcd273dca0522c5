/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { MSG } from "@/lib/domain/messages";
import { mountSignInForm, type SignInForm } from "./sign-in-form-probe";

let mounted: ReturnType<typeof mountSignInForm>;
const form = (): SignInForm => mounted.form();
let host: HTMLElement;

beforeEach(() => {
  mounted = mountSignInForm();
  host = mounted.host;
});

afterEach(() => mounted.unmount());

describe("useForm: the input rules, loaded on first use", () => {
  it("answers each field's first message for an empty sign-in and shows them", async () => {
    let input: unknown = "unset";
    await act(async () => {
      input = await form().check("signIn");
    });
    expect(input).toBeNull();
    expect(form().errors).toEqual({ email: MSG.signIn.emailRequired, password: MSG.signIn.passwordRequired });
    expect(host.textContent).toContain(MSG.signIn.emailRequired);
  });

  it("answers the parsed input when it is valid, and clears the messages", async () => {
    await act(async () => {
      await form().check("signIn");
    });
    let input: unknown = null;
    await act(async () => {
      input = await form().check("signIn", { email: "rina@example.com", password: "secret-123" });
    });
    expect(input).toEqual({ email: "rina@example.com", password: "secret-123" });
    expect(form().errors).toEqual({});
  });

  it("checks the same rules the API does: a common password is refused at sign-up", async () => {
    let input: unknown = "unset";
    await act(async () => {
      input = await form().check("signUp", {
        name: "Rina",
        gender: "FEMALE",
        email: "rina@example.com",
        password: "password123",
        password_conf: "password123",
      });
    });
    expect(input).toBeNull();
    expect(Object.keys(form().errors)).toEqual(["password"]);
  });

  it("a second submit while the first is being checked sends nothing (a double tap)", async () => {
    const valid = { email: "rina@example.com", password: "secret-123" };
    let answers: unknown[] = [];
    await act(async () => {
      answers = await Promise.all([form().check("signIn", valid), form().check("signIn", valid)]);
    });
    expect(answers).toEqual([valid, null]);
    // Once the first check is over, the form can be checked again.
    let again: unknown = null;
    await act(async () => {
      again = await form().check("signIn", valid);
    });
    expect(again).toEqual(valid);
  });
});
