import { z } from "zod";
import { changePasswordSchema, profileSchema, signInSchema, signUpSchema } from "@/lib/domain/auth/inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("sign in", () => {
  it("asks for the email address and the password", () => {
    expect(errorsOf(signInSchema, {})).toEqual({
      email: "Please enter your email address",
      password: "Please enter your password, 8 characters minimum",
    });
  });

  it("treats a blank email as missing", () => {
    expect(errorsOf(signInSchema, { email: "   ", password: "secret123" })).toEqual({
      email: "Please enter your email address",
    });
  });

  it("rejects an email that is not an address", () => {
    expect(errorsOf(signInSchema, { email: "shopper", password: "secret123" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("trims and lower-cases the email but keeps the password as typed", () => {
    expect(signInSchema.parse({ email: " Shopper@Example.COM ", password: " pass word " })).toEqual({
      email: "shopper@example.com",
      password: " pass word ",
    });
  });

  it("answers a huge email or password with a message, not a crash", () => {
    const huge = `${"a".repeat(300)}@example.com`;
    expect(errorsOf(signInSchema, { email: huge, password: "x".repeat(10_000) })).toEqual({
      email: "Email must be at most 254 characters.",
      password: "Password must be at most 128 characters.",
    });
  });
});

describe("sign up", () => {
  const valid = {
    name: "Ayu",
    gender: "FEMALE",
    email: "ayu@example.com",
    password: "secret123",
    password_conf: "secret123",
  };

  it("accepts a complete registration", () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it("asks for every field with its own message", () => {
    expect(errorsOf(signUpSchema, {})).toEqual({
      name: "Please enter your name",
      gender: "Please choose your gender",
      email: "Please enter your email address",
      password: "Please enter your password, 8 characters minimum",
      password_conf: "Please enter the password confirmation",
    });
  });

  it("accepts only MALE or FEMALE as gender", () => {
    expect(errorsOf(signUpSchema, { ...valid, gender: "OTHER" })).toEqual({ gender: "Please choose your gender" });
  });

  it("needs a password of at least 8 characters", () => {
    expect(errorsOf(signUpSchema, { ...valid, password: "short12", password_conf: "short12" })).toEqual({
      password: "Password length should be at least 8 characters",
    });
  });

  it("needs the confirmation to equal the password", () => {
    expect(errorsOf(signUpSchema, { ...valid, password_conf: "secret124" })).toEqual({
      password_conf: "Your password confirmation doesn't match the password",
    });
  });

  it("reports a missing confirmation as missing, not as a mismatch", () => {
    expect(errorsOf(signUpSchema, { ...valid, password_conf: "" })).toEqual({
      password_conf: "Please enter the password confirmation",
    });
  });

  it("caps the name length", () => {
    expect(errorsOf(signUpSchema, { ...valid, name: "n".repeat(101) })).toEqual({
      name: "Name must be at most 100 characters.",
    });
  });
});

describe("profile edit", () => {
  it("asks for name, gender and email", () => {
    expect(errorsOf(profileSchema, { name: "", gender: "", email: "" })).toEqual({
      name: "Please enter your name",
      gender: "Please choose your gender",
      email: "Please enter your email address",
    });
  });

  it("accepts a complete profile", () => {
    expect(profileSchema.parse({ name: " Budi ", gender: "MALE", email: "budi@example.com" })).toEqual({
      name: "Budi",
      gender: "MALE",
      email: "budi@example.com",
    });
  });
});

describe("change password", () => {
  it("asks for the old password, the new one and its confirmation", () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      old_password: "Please enter the old password",
      new_password: "Please enter the new password",
      new_password_conf: "Please enter the new password confirmation",
    });
  });

  it("says when the new password doesn't match the confirmation", () => {
    expect(
      errorsOf(changePasswordSchema, {
        old_password: "old-secret",
        new_password: "new-secret",
        new_password_conf: "new-secreT",
      }),
    ).toEqual({ new_password_conf: "New password doesn't match the confirmation." });
  });

  it("needs a new password of at least 8 characters", () => {
    expect(
      errorsOf(changePasswordSchema, { old_password: "x", new_password: "short", new_password_conf: "short" }),
    ).toEqual({
      new_password: "Password length should be at least 8 characters",
    });
  });
});
