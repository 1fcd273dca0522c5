# The shop's production image: a standalone Next.js server (NEXT_OUTPUT=standalone), run as a non-root user.
# Build:  docker build --build-arg SITE_URL=https://shop.example.co.id -t storefront .
#         (SHOP_MODE=live by default; --build-arg SHOP_MODE=demo for a demo). A live build without SITE_URL stops at
#         its first step, naming what is missing (scripts/check-build-settings.ts).
# Deploy: docs/deploy.md (compose.yaml: migrate first with the `migrate` target, then the instances behind Caddy).
# Node 24, an LTS release in support until April 2028, the release the tests run on (.node-version; .ci/run and
# `npm test` install it from the npm registry on a machine whose Node is older). package.json's "engines" asks >= 22.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG SHOP_MODE=live
# REDIS_URL (any redis:// address, e.g. --build-arg REDIS_URL=redis://redis:6379): the standalone server carries the
# shared cache handler (README, "Caching"); the build never connects, each instance uses its own REDIS_URL at start.
# BUILD_ID: the build id the cache keys carry (default: Next's random one, shared by every container of the image).
# SITE_URL (live): the shop's public address, the same the instances start with. A live build sends a request on any
# other host to SITE_URL's host (308), except the health checks (lib/server/http/site-host.ts); an instance started
# with another SITE_URL host refuses to start.
# NEXT_PUBLIC_SITE_URL (default: SITE_URL): the address of the canonical links, the sitemap and Open Graph, which Next
# inlines at build time; a live build refuses one that differs from SITE_URL.
ARG REDIS_URL=
ARG BUILD_ID=
ARG SITE_URL=
ARG NEXT_PUBLIC_SITE_URL=
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone SHOP_MODE=${SHOP_MODE} REDIS_URL=${REDIS_URL} BUILD_ID=${BUILD_ID} SITE_URL=${SITE_URL} \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL:-${SITE_URL}}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Checks a live build's addresses (scripts/check-build-settings.ts), generates the demo media (product, banner and
# slider images), builds the standalone server and compiles the service worker into public/serwist
# (scripts/build-worker.ts), which the run stage copies with public.
RUN npm run build

# `docker compose run --rm migrate`: applies the committed migrations and exits (never seeds).
FROM build AS migrate
CMD ["npm", "run", "db:migrate"]

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ARG SHOP_MODE=live
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 SHOP_MODE=${SHOP_MODE}
RUN groupadd --system shop && useradd --system --gid shop --no-create-home shop
COPY --from=build --chown=shop:shop /app/.next/standalone ./
COPY --from=build --chown=shop:shop /app/.next/static ./.next/static
COPY --from=build --chown=shop:shop /app/public ./public
COPY --from=build --chown=shop:shop /app/lib/db/migrations ./lib/db/migrations
# The reference regions loaded with the migrations at start (lib/db/reference reads these files).
COPY --from=build --chown=shop:shop /app/node_modules/idn-area-data/package.json ./node_modules/idn-area-data/package.json
COPY --from=build --chown=shop:shop /app/node_modules/idn-area-data/data/provinces.csv /app/node_modules/idn-area-data/data/regencies.csv /app/node_modules/idn-area-data/data/districts.csv ./node_modules/idn-area-data/data/
USER shop
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /api/ready fails for SHUTDOWN_DELAY_SECONDS, then the requests in flight finish and the server exits.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
