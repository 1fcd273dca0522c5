import type { HomeData } from "@/lib/domain/catalog/home-contract";
import { handle } from "@/lib/server/http/handler";
import { ok } from "@/lib/server/result";
import { getHomePage } from "@/lib/server/home/home";

export const GET = handle(async () => ok((await getHomePage()) satisfies HomeData));
