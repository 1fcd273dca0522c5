/** A minimal fetch Response for unit tests: jsdom has no fetch API of its own. */
export function fakeResponse(status: number, body?: unknown, statusText = ""): Response {
  const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: () => Promise.resolve(text),
  };
  return response as unknown as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;

export function fetchReturning(response: Response): FetchMock {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>(() => Promise.resolve(response));
}

export function sentHeaders(fetchMock: FetchMock, call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call][1]?.headers ?? {}) as Record<string, string>;
}

export function fetchFailing(error: Error): FetchMock {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>(() => Promise.reject(error));
}
