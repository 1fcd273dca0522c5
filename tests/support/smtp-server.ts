/**
 * A real SMTP server on a free local port (the smtp-server package) for the mail outbox's tests: it records each
 * accepted message's recipients and subject, in the order it accepted them.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string;
  subject: string;
}

/**
 * Refuses the first `refusals` messages with a temporary error (451), then accepts. `holdFirstMs`: the first accepted
 * message is answered that late, as a slow server would (another sender meanwhile has time to act).
 */
export async function smtpServer(refusals: number, options: { holdFirstMs?: number } = {}) {
  const received: Received[] = [];
  let attempts = 0;
  let held = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        attempts += 1;
        if (attempts <= refusals) {
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const accept = () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          });
          callback();
        };
        if (options.holdFirstMs && !held) {
          held = true;
          setTimeout(accept, options.holdFirstMs);
        } else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
