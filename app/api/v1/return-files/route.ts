import { handle } from "@/lib/server/http/handler";
import { handleReturnFile } from "@/lib/server/returns/http";

/** POST return-files: one photo or the video of a draft request, the body being the file (streamed, bounded). */
export const POST = handle(handleReturnFile);
