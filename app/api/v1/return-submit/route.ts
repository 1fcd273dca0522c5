import { handle } from "@/lib/server/http/handler";
import { handleSubmitReturn } from "@/lib/server/returns/http";

/** POST return-submit: sends a draft once its photos and video have arrived. */
export const POST = handle(handleSubmitReturn);
