/** @jest-environment jsdom */
import { toast } from "sonner";
import {
  ApiError,
  clearBrowserStorage,
  handleApiError,
  type ApiErrorLike,
  type ErrorHandlerDeps,
} from "@/lib/api/errors";

jest.mock("sonner", () => ({ toast: { error: jest.fn() } }));

let clock = 0;

function fakeDeps(): ErrorHandlerDeps & { [K in keyof ErrorHandlerDeps]: jest.Mock } {
  // Each call happens well after the last, so the 401 de-duplication never hides one test's alert from another.
  clock += 10_000;
  const now = clock;
  return {
    toastError: jest.fn(),
    alert: jest.fn(),
    navigate: jest.fn(),
    clearStorage: jest.fn(),
    now: jest.fn(() => now),
  };
}

const failure = (status: number, overrides: Partial<ApiErrorLike> = {}): ApiErrorLike => ({
  status,
  statusText: "",
  message: "",
  source: "status",
  ...overrides,
});

describe("the error catalogue", () => {
  it("shows 'Connection failed, please try again' when no response arrived", () => {
    const deps = fakeDeps();
    expect(handleApiError(failure(0, { source: "network" }), deps)).toBe("connection");
    expect(deps.toastError).toHaveBeenCalledWith("Connection failed, please try again");
  });

  it("on 401 clears browser storage, alerts the session expiry and goes home", () => {
    const deps = fakeDeps();
    const calls: string[] = [];
    deps.clearStorage.mockImplementation(() => calls.push("clear"));
    deps.alert.mockImplementation(() => calls.push("alert"));
    deps.navigate.mockImplementation(() => calls.push("navigate"));
    expect(handleApiError(failure(401, { message: "Unauthorized", source: "body" }), deps)).toBe("session-expired");
    expect(calls).toEqual(["clear", "alert", "navigate"]);
    expect(deps.alert).toHaveBeenCalledWith("Your session has been expired, please sign in again to shop.");
    expect(deps.navigate).toHaveBeenCalledWith("/");
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it("alerts once when several calls of one page expire together", () => {
    const deps = fakeDeps();
    handleApiError(failure(401), deps);
    expect(handleApiError(failure(401), deps)).toBe("ignored");
    expect(deps.alert).toHaveBeenCalledTimes(1);
  });

  it("shows the body's error.message as an error toast", () => {
    const deps = fakeDeps();
    expect(handleApiError(failure(409, { message: "Item is out of stock", source: "body" }), deps)).toBe("message");
    expect(deps.toastError).toHaveBeenCalledWith("Item is out of stock");
  });

  it("shows a 400's body message too", () => {
    const deps = fakeDeps();
    handleApiError(failure(400, { message: "Please choose a size.", source: "body" }), deps);
    expect(deps.toastError).toHaveBeenCalledWith("Please choose a size.");
  });

  it("shows 'Error {status}: {statusText}' for any other status without a message", () => {
    const deps = fakeDeps();
    expect(
      handleApiError(
        failure(503, { statusText: "Service Unavailable", message: "Error 503: Service Unavailable" }),
        deps,
      ),
    ).toBe("status");
    expect(deps.toastError).toHaveBeenCalledWith("Error 503: Service Unavailable");
  });

  it("stays silent on a 400 without a message", () => {
    const deps = fakeDeps();
    expect(handleApiError(failure(400, { statusText: "Bad Request" }), deps)).toBe("ignored");
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it("raises an error toast by default", () => {
    handleApiError(failure(0, { source: "network" }));
    expect(toast.error).toHaveBeenCalledWith("Connection failed, please try again");
  });
});

describe("clearing browser storage", () => {
  it("empties local and session storage and asks the server to clear the httpOnly session cookie", () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      localStorage.setItem("state", "{}");
      localStorage.setItem("local_device_id", "x");
      sessionStorage.setItem("checkout", "1");
      clearBrowserStorage();
      expect(localStorage.length).toBe(0);
      expect(sessionStorage.length).toBe(0);
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/v1/auth/sign-out",
        expect.objectContaining({ method: "POST", credentials: "include" }),
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe("ApiError", () => {
  it("carries the status, message and fields of a failure", () => {
    const error = new ApiError({
      status: 400,
      statusText: "Bad Request",
      message: "Bad",
      source: "body",
      fields: { size: "Bad" },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "ApiError", status: 400, message: "Bad", fields: { size: "Bad" } });
  });
});
