import "server-only";
import { z } from "zod";
import { MSG } from "@/lib/domain/messages";
import { emailField } from "@/lib/domain/schemas/common";

/** `POST newsletter` from the home signup box. */
export const newsletterBody = z.object({ email: emailField(MSG.signIn.emailRequired) });
