import "server-only";
import { sandboxMessaging } from "./providers/sandbox";
import { whatsappMessaging } from "./providers/whatsapp";
import type { MessagingEnv, MessagingPlugin } from "./types";

/**
 * Every messaging channel the shop can run, by its MESSAGING_PROVIDER name. Adding one: its folder under providers/
 * and one line here (docs/messaging.md). `off` turns the channel off.
 */
export const MESSAGING: Readonly<Record<string, MessagingPlugin>> = {
  [sandboxMessaging.name]: sandboxMessaging,
  [whatsappMessaging.name]: whatsappMessaging,
};

export const MESSAGING_OFF = "off";

/** The plug-in's settings that make a channel "half configured" when they are set while it is off. */
const CHANNEL_SETTINGS = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"];

/** The chosen name: MESSAGING_PROVIDER, else the sandbox in demo mode and off in live mode. */
export function messagingName(env: MessagingEnv): string {
  const name = env.MESSAGING_PROVIDER?.trim();
  if (name) return name;
  return env.SHOP_MODE === "live" ? MESSAGING_OFF : sandboxMessaging.name;
}

/** The plug-in chosen, null when the channel is off (or the name unknown: the start-up check refuses that). */
export function findMessagingPlugin(env: MessagingEnv): MessagingPlugin | null {
  return MESSAGING[messagingName(env)] ?? null;
}

/**
 * The channel's settings problems: an unknown name in any mode, the chosen plug-in's own settings; in live mode a
 * sandbox, or a channel half configured (its credentials set while it is off). Off is always accepted.
 */
export function messagingSettingsProblems(env: MessagingEnv, live: boolean): string[] {
  const name = messagingName(env);
  if (name === MESSAGING_OFF) {
    const set = CHANNEL_SETTINGS.filter((k) => env[k]?.trim());
    return live && set.length
      ? [
          `MESSAGING_PROVIDER is off but ${set.join(", ")} ${set.length > 1 ? "are" : "is"} set: set MESSAGING_PROVIDER=whatsapp with all of them, or remove them`,
        ]
      : [];
  }
  const plugin = MESSAGING[name];
  if (!plugin) return [`MESSAGING_PROVIDER must be one of ${[MESSAGING_OFF, ...Object.keys(MESSAGING)].join(", ")}`];
  if (live && plugin.sandbox)
    return [`MESSAGING_PROVIDER must be whatsapp or off in live mode: the sandbox channel sends nothing to shoppers`];
  return plugin.settingsProblems(env);
}
