import { handle } from "@/lib/server/http/handler";
import { handleCreateReturn } from "@/lib/server/returns/http";

/** POST returns: a draft return request; its files follow (return-files), then return-submit. */
export const POST = handle(handleCreateReturn);
