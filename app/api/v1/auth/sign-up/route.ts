import { heldDeviceKeyHash } from "@/lib/server/cart/device-key";
import { signUp } from "@/lib/server/auth/accounts";
import { signUpBody } from "@/lib/domain/auth/contract";
import { signedInResponse } from "@/lib/server/auth/respond";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { requestLang } from "@/lib/server/http/request-lang";

export const POST = handle(async (req) => {
  const input = await readJson(req, signUpBody);
  return input.ok
    ? signedInResponse(
        req,
        await signUp(input.data, requestClient(req.headers), requestLang(req.headers), heldDeviceKeyHash(req)),
      )
    : input;
});
