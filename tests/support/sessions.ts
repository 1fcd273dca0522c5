/** Signed-in shoppers for integration tests, made directly in the database (the auth API is built elsewhere). */
import { getDb } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { hashToken, newToken } from "@/lib/server/auth/tokens";

export interface TestShopper {
  userId: number;
  token: string;
}

let serial = 0;

export async function createShopper(name = "Test Shopper"): Promise<TestShopper> {
  const db = await getDb();
  serial += 1;
  const email = `shopper-${process.pid}-${Date.now()}-${serial}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ name, email, gender: "FEMALE", passwordHash: "not-a-real-hash" })
    .returning({ id: users.id });
  return { userId: user.id, token: await createSession(user.id) };
}

export async function createSession(userId: number, { expired = false } = {}): Promise<string> {
  const db = await getDb();
  const token = newToken();
  const day = 24 * 60 * 60 * 1000;
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + (expired ? -day : day)) });
  return token;
}
