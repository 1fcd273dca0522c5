/** @jest-environment jsdom */
import { handleApiError } from "@/lib/api/errors";
import { api } from "@/lib/api/request";
import { fakeResponse, fetchReturning } from "./fake-response";

jest.mock("@/lib/api/errors", () => ({ handleApiError: jest.fn() }));

const handler = jest.mocked(handleApiError);

function answer(status: number, body?: unknown, statusText = ""): void {
  global.fetch = fetchReturning(fakeResponse(status, body, statusText)) as unknown as typeof fetch;
}

beforeEach(() => {
  handler.mockClear();
  localStorage.clear();
});

describe("failures of the callback helpers", () => {
  it("go to the general handler when the caller gives no error callback", async () => {
    answer(500, undefined, "Internal Server Error");
    await api.get("products");
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, message: "Error 500: Internal Server Error" }),
    );
  });

  it("go to the error callback instead when one is given", async () => {
    answer(400, { error: { message: "Promo code is required!" } });
    const error = jest.fn();
    await api.post("checkout-promo-code", {}, { error });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: "Promo code is required!" }));
    expect(handler).not.toHaveBeenCalled();
  });

  it("treat a 401 on a signed-in call as session expiry, whatever callbacks were given", async () => {
    localStorage.setItem("access_token", "expired");
    answer(401, { error: { message: "Unauthorized" } });
    const error = jest.fn();
    const always = jest.fn();
    await api.get("user/orders", undefined, { error, always });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(error).not.toHaveBeenCalled();
    expect(always).toHaveBeenCalledTimes(1);
  });

  it("ignore a 401 for a session the shopper ended while the call was in flight (signing out is not an expiry)", async () => {
    localStorage.setItem("access_token", "signed-in");
    let respond: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (respond = resolve))) as unknown as typeof fetch;
    const error = jest.fn();
    const always = jest.fn();
    const pending = api.get("user/profile", undefined, { error, always });
    localStorage.clear();
    respond(fakeResponse(401, { error: { message: "Unauthorized" } }));
    await pending;
    expect(handler).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(always).toHaveBeenCalledTimes(1);
  });

  it("leave a 401 without a token (a wrong password at sign-in) to the error callback", async () => {
    answer(401, { error: { message: "Wrong email or password" } });
    const error = jest.fn();
    await api.post("auth/sign-in", { email: "a@b.co", password: "x" }, { error });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: "Wrong email or password" }));
    expect(handler).not.toHaveBeenCalled();
  });

  it("still call always when a success callback throws", async () => {
    answer(200, { data: {} });
    const always = jest.fn();
    await expect(
      api.get("categories", undefined, {
        success: () => {
          throw new Error("render bug");
        },
        always,
      }),
    ).rejects.toThrow("render bug");
    expect(always).toHaveBeenCalledTimes(1);
  });
});
