/**
 * Preloaded (`node --import`, in NODE_OPTIONS) into the test run's servers and scripts that open PGlite, and called by the jest setup:
 * V8 compiles WebAssembly with its baseline compiler only (Liftoff), never tiering hot functions up to TurboFan.
 * PGlite is one large WASM module, and a test process lives seconds to minutes: the optimising compiler's work on
 * it never paid back there. Measured on this machine (docs/ci.md): opening a seeded copy and 200 small queries took
 * 2.2 s of CPU with tiering and 0.9 s without; 5,000 queries 5.2 s and 4.2 s, in the same wall time. Only the test
 * run sets it: a production server keeps V8's defaults. CommonJS, so that jest's module runtime (which transforms an
 * .mjs file to CommonJS and then runs it as a module on Node 22 and later) and `node --import` both load it as it is.
 */
const v8 = require("node:v8");

// TEST_WASM_TIERING=1 keeps V8's tiering, to measure the difference again.
if (process.env.TEST_WASM_TIERING !== "1") v8.setFlagsFromString("--liftoff-only");
