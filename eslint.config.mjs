import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The layers of docs/architecture.md: each zone forbids the files of `target` to import from `from`.
const LAYER_ZONES = [
  {
    target: "./lib/domain",
    from: [
      "./app",
      "./components",
      "./stores",
      "./lib/api",
      "./lib/server",
      "./lib/db",
      "./lib/i18n",
      "./lib/content",
      "./proxy.ts",
    ],
    message: "lib/domain is pure shared code: it imports only lib/domain.",
  },
  {
    target: "./lib/db",
    from: ["./app", "./components", "./stores", "./lib/api", "./lib/server", "./lib/i18n", "./lib/content"],
    message: "lib/db imports only lib/domain.",
  },
  {
    target: "./lib/server",
    from: ["./app", "./components", "./stores", "./lib/api", "./lib/content"],
    message: "lib/server imports only lib/db, lib/i18n and lib/domain.",
  },
  {
    target: "./lib/i18n",
    from: ["./app", "./components", "./stores", "./lib/api", "./lib/server", "./lib/db", "./lib/content"],
    message: "lib/i18n (the language catalogues and their lookups) imports only lib/domain.",
  },
  {
    target: "./lib/content",
    from: ["./app", "./components", "./stores", "./lib/api", "./lib/server", "./lib/db"],
    message: "lib/content imports only lib/i18n and lib/domain.",
  },
  {
    target: "./lib/api",
    from: ["./app", "./components", "./stores", "./lib/server", "./lib/db", "./lib/content"],
    message: "lib/api (the browser's data layer) imports only lib/domain and lib/i18n.",
  },
  {
    target: "./stores",
    from: ["./app", "./components", "./lib/server", "./lib/db", "./lib/content"],
    message: "stores/ imports only lib/api, lib/i18n and lib/domain.",
  },
  {
    target: "./components",
    from: ["./app", "./lib/server", "./lib/db"],
    message: "components/ never import server code or app/: they get data from their page or through lib/api.",
  },
  {
    target: "./app/api/v1",
    from: ["./lib/db"],
    message: "A retail API route parses its input and calls a service (lib/server); it never reads lib/db itself.",
  },
  {
    target: "./proxy.ts",
    from: ["./app", "./components", "./stores", "./lib/api", "./lib/db", "./lib/content"],
    message: "proxy.ts imports only lib/server/http, lib/i18n and lib/domain.",
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".next-live/**",
      "node_modules/**",
      ".data/**",
      "public/media/**",
      "public/serwist/**",
      "next-env.d.ts",
      "lib/db/migrations/**",
      "reports/**",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  {
    // CommonJS files load their modules with require(): that is their module system, not a style choice.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**", "components/**", "stores/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // Import cycles are checked by scripts/check-cycles.mjs (part of `npm run lint`): it also counts type-only
      // imports, which import/no-cycle skips, and takes a second where import/no-cycle took a minute.
    },
  },
  {
    // The add-to-cart rule has one source for the browser, zod-free (lib/domain/cart/add-to-cart.ts): the product
    // page, quick view and cart store check with it, so zod stays off the product page. The zod schemas it is
    // tested against (tests/unit/catalog/client-checks-parity.test.ts) are the routes'.
    files: ["components/**", "stores/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/domain/cart/inputs",
              allowTypeImports: true,
              message:
                "The browser checks an add to cart with lib/domain/cart/add-to-cart.ts (zod-free); the zod schemas are the routes'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Checkout expires overdue orders in one place, before it reads stock (docs/architecture.md).
    files: ["lib/server/checkout/**"],
    ignores: ["lib/server/checkout/checkout-db.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/orders/expire"],
              message:
                "Checkout takes its database from ./checkout-db.ts, which expires overdue orders: the one place checkout runs expiry.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
