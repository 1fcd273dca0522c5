#!/usr/bin/env bash
# The system tools the tests use, from Debian's packages when missing (as root): Chromium and its headless shell for
# the browser flows, Java for the HTML checker, Caddy, docker-compose and Prometheus for the deploy and
# observability checks. Each script does nothing when its tools are there.
set -u
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh && bash scripts/ensure-java.sh && bash scripts/ensure-deploy-tools.sh
