import { measureObserve } from "./observe";
import { PRODUCT_PATH } from "./page-parts";
import { PORT, printTable, tmp } from "./bench-server";

/** The bench's observe part: the cost of metrics and traces on the cached product page (./observe.ts), printed. */
export async function observePart() {
  const observe = await measureObserve({
    port: PORT,
    productPath: PRODUCT_PATH,
    dataDir: tmp("observe"),
    rounds: Number(process.env.BENCH_OBSERVE_ROUNDS ?? 3),
    seconds: Number(process.env.BENCH_OBSERVE_SECONDS ?? 10),
  });
  const title = `${PRODUCT_PATH}, ${observe.connections} connections, ${observe.seconds} s a run`;
  printTable(
    `Metrics and traces: each run (${title})`,
    observe.runs.map(({ round, setting, requestsPerSec, p50, p99, errors, non2xx }) => ({
      round,
      setting,
      requestsPerSec,
      p50,
      p99,
      errors,
      non2xx,
    })),
  );
  printTable(`Metrics and traces: medians over ${observe.rounds} interleaved rounds (${title})`, observe.summary);
  console.log(
    `Trace exports received: ${observe.otlp.exports} (${(observe.otlp.bytes / 2 ** 20).toFixed(1)} MiB); ` +
      observe.summary
        .filter((s) => s.setting !== "off")
        .map((s) => `${s.setting} / off = ${s.ratioToOff}`)
        .join("; "),
  );
  return { observe };
}
