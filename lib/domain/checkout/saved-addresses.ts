/** Which saved address the checkout chooses: the one already chosen, else the primary one, else a new one. */
import type { UserAddress } from "../account/contract";

type Listed = Pick<UserAddress, "id" | "is_primary">;

/** The address to show as chosen after the list loads: the current choice if it still exists, else the primary. */
export function preselectAddress<T extends Listed>(list: T[], currentId: number | null): T | null {
  const current = currentId == null ? undefined : list.find((a) => a.id === currentId);
  return current ?? list.find((a) => Boolean(a.is_primary)) ?? null;
}

/** The address that a save added: in the new list but not in the old one (the highest id if several). */
export function addedAddress<T extends Listed>(before: T[], after: T[]): T | null {
  const known = new Set(before.map((a) => a.id));
  const added = after.filter((a) => !known.has(a.id));
  return added.reduce<T | null>((best, a) => (best && best.id > a.id ? best : a), null);
}
