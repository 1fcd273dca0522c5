/**
 * For the unit tests of the browser's read hooks (jsdom): `fetch` replaced by one that holds each request until the
 * test answers it, so a test decides the order and the timing of the answers. The hooks' own code runs unchanged.
 */
export interface HeldRequest {
  url: string;
  signal?: AbortSignal;
  /** Answers with this status and this JSON body (the API's envelope: `{ data }` or `{ error }`). */
  answer: (status: number, body: unknown) => void;
}

/** Replaces `globalThis.fetch` (jest restores nothing by itself: call it in `beforeEach`); the requests, in order. */
export function holdFetch(): HeldRequest[] {
  const asked: HeldRequest[] = [];
  globalThis.fetch = jest.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        asked.push({
          url: String(url),
          signal: init?.signal ?? undefined,
          answer: (status, body) =>
            resolve({ ok: status < 400, status, statusText: "", text: async () => JSON.stringify(body) } as Response),
        });
      }),
  ) as typeof fetch;
  return asked;
}

/** The API's failure envelope. */
export const FAILED = { error: { message: "down" } } as const;

/** Lets the promise chains started by an answer run to their end. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
