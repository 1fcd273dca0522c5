/**
 * The bench's phone parts: Lighthouse on the shop's pages beside the floor page, and hydration and input to next
 * paint at 4× CPU slowdown (docs/performance.md, "Pages on a phone").
 */
import { TRANSFER_CEILINGS_KB } from "../script-ceilings";
import { printTable, tmp, withServer } from "./bench-server";
import { prepareCatalog } from "./grow-catalog";
import { measureInteractions } from "./interaction";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { warm, warmImages } from "./server";

const PRODUCT_ID = Number(process.env.BENCH_PRODUCT_ID ?? 18);
export const FLOOR_PATH = "/bench-floor";
export const PRODUCT_PATH = `/product/${PRODUCT_ID}`;

export async function lighthousePart() {
  const pages = ["/", "/products", PRODUCT_PATH, "/cart", "/checkout"];
  const mainDir = tmp("main");
  await prepareCatalog(mainDir, 0);
  const lighthouse: LighthouseFigures[] = await withServer(mainDir, async (origin) => {
    await warm(origin, [...pages, FLOOR_PATH]);
    await warmImages(origin, pages);
    return runLighthouse(origin, [...pages, FLOOR_PATH]);
  });
  printTable(
    "Lighthouse (mobile, simulated throttling)",
    lighthouse.map(({ scriptMainThreadMs: _all, ...row }) => ({
      ...row,
      scriptCeilingKb: TRANSFER_CEILINGS_KB[row.path] ?? "",
    })),
  );
  const floor = lighthouse.find((l) => l.path === FLOOR_PATH);
  const product = lighthouse.find((l) => l.path === PRODUCT_PATH);
  const scriptOverFloorKb = product && floor ? Number((product.scriptKb - floor.scriptKb).toFixed(1)) : null;
  console.log(
    `Script (compressed) on ${PRODUCT_PATH}: ${product?.scriptKb} KB; framework floor ${FLOOR_PATH}: ${floor?.scriptKb} KB; above the floor: ${scriptOverFloorKb} KB`,
  );
  return { lighthouse, scriptOverFloorKb };
}

/** Hydration and input to next paint on the product page at 4× CPU slowdown, and the floor page's boot. */
export async function interactionPart() {
  const dir = tmp("interaction");
  await prepareCatalog(dir, 0);
  const interaction = await withServer(dir, async (origin) => {
    await warm(origin, [PRODUCT_PATH, FLOOR_PATH]);
    const runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
    return {
      product: await measureInteractions(origin, PRODUCT_PATH, runs),
      floor: await measureInteractions(origin, FLOOR_PATH, runs, undefined, true),
    };
  });
  printTable(
    `Interaction at 4× CPU slowdown, ${PRODUCT_PATH} and ${FLOOR_PATH} (ms, median of runs)`,
    Object.entries(interaction.product).map(([name, f]) => ({
      figure: name,
      product: f.median,
      floor: interaction.floor[name]?.median ?? "",
    })),
  );
  return { interaction };
}
