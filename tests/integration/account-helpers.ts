/** Shoppers for the account tests: signed up through the real sign-up handler. */
import { POST as signUpHandler } from "@/app/api/v1/auth/sign-up/route";
import { call } from "../support/http";

export const PASSWORD = "rahasia123";

let counter = 0;

export interface Shopper {
  email: string;
  token: string;
}

export async function newShopper(prefix = "shopper"): Promise<Shopper> {
  counter += 1;
  const email = `${prefix}${counter}.${process.pid}@example.com`;
  const res = await call(signUpHandler, "POST", "/api/v1/auth/sign-up", {
    body: { name: `Shopper ${counter}`, gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.error?.message}`);
  return { email, token: res.data.access_token as string };
}
