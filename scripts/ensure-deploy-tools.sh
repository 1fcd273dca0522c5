#!/usr/bin/env bash
# The deploy's configuration is checked by its own tools (tests/unit/deploy): Caddy validates and runs
# deploy/Caddyfile, docker-compose (Debian's 1.29, the Compose-spec checker; the `docker compose` plugin is not
# in Debian) validates compose.yaml, and Prometheus (Debian's `prometheus`, with promtool) checks deploy/prometheus
# and scrapes a production server in tests/hardening/observe.test.ts. Install Debian's packages when they are
# missing; no recommends (docker-compose would bring the Docker daemon along).
set -u
missing=()
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
{ command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1; } || missing+=(prometheus)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-deploy-tools] installing Debian's ${missing[*]}"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}") >/tmp/apt-deploy-tools.log 2>&1 || { cat /tmp/apt-deploy-tools.log; exit 1; }
  # Debian's package starts a Caddy service on port 80 where systemd runs: the tests only need the binary.
  # So does Prometheus' on port 9090 (and its node exporter): the same.
  if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
    systemctl disable --now caddy.service prometheus.service prometheus-node-exporter.service >/dev/null 2>&1 || true
  fi
  exit 0
fi
# Not fatal here: outside CI those tests skip, naming the tool; under CI (CI=true) they fail without it.
echo "[ensure-deploy-tools] ${missing[*]} not found: the deploy checks that need them will be skipped (apt-get install --no-install-recommends ${missing[*]})" >&2
exit 0
