import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { Gender } from "@/lib/domain/constants";
import { MSG } from "@/lib/domain/messages";
import type { ProfileInput } from "@/lib/domain/schemas/auth";
import type { ProfileResponse } from "@/lib/domain/types";
import { fail, ok, type Result } from "../result";
import { isUniqueViolation } from "./db-errors";
import { ACCOUNT_MSG } from "./messages";
import { isSubscribed, moveSubscription } from "./newsletter";

/** `GET user/profile`: only ever the signed-in shopper's own profile. */
export async function getProfile(userId: number): Promise<ProfileResponse> {
  const db = await getDb();
  const [user] = await db.select({ name: users.name, email: users.email, gender: users.gender }).from(users).where(eq(users.id, userId)).limit(1);
  return {
    profile: { name: user.name, email: user.email, gender: user.gender as Gender },
    newsletter_subscription: await isSubscribed(db, user.email),
  };
}

const taken = () => fail(409, ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });

/** `POST user/profile`: name, gender and email; an email of another account is refused. */
export async function updateProfile(userId: number, input: ProfileInput): Promise<Result<{ message: string }>> {
  const db = await getDb();
  try {
    const conflict = await db.transaction(async (tx) => {
      const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, userId))).limit(1);
      if (other) return true;
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
      await tx.update(users).set({ name: input.name, gender: input.gender, email: input.email, updatedAt: new Date() }).where(eq(users.id, userId));
      await moveSubscription(tx, userId, before.email, input.email);
      return false;
    });
    return conflict ? taken() : ok({ message: MSG.profile.updated });
  } catch (error) {
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
}
