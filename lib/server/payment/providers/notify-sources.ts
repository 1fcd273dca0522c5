/**
 * The addresses a provider's notifications may come from, as a provider's own setting gives them
 * (FASPAY_NOTIFY_SOURCES, MIDTRANS_NOTIFY_SOURCES; docs/providers.md lists what each provider publishes): IPv4 and
 * IPv6 addresses and CIDR ranges separated by commas. Unset or empty accepts any address. The address checked is the
 * client's as TRUSTED_PROXY_HOPS vouches for it (lib/server/http/client-address.ts).
 *
 * No "server-only" import: the providers' definitions, which next.config.ts and the settings check read, use the schema.
 */
import { BlockList, isIP } from "node:net";
import { z } from "zod";

const entriesOf = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Adds one address or CIDR range to the list; false when it is neither. */
function addEntry(list: BlockList, entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(prefix), type);
  return true;
}

/** The setting's schema: every entry an IP address or a CIDR range. */
export const notifySourcesSetting = z
  .string()
  .refine(
    (value) => entriesOf(value).every((entry) => addEntry(new BlockList(), entry)),
    "must be IP addresses or CIDR ranges separated by commas, e.g. 149.129.213.81,103.208.23.0/24",
  );

/** Whether a notification from this address is accepted. */
export type SourceCheck = (address: string) => boolean;

export const ANY_SOURCE: SourceCheck = () => true;
export const NO_SOURCE: SourceCheck = () => false;

/** The check a setting's value makes: any address when unset or empty, none when the value cannot be read. */
export function sourceCheck(value: string | undefined): SourceCheck {
  const entries = entriesOf(value ?? "");
  if (!entries.length) return ANY_SOURCE;
  const list = new BlockList();
  if (!entries.every((entry) => addEntry(list, entry))) return NO_SOURCE;
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
}
