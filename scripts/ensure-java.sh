#!/usr/bin/env bash
# The W3C Nu HTML checker (vnu-jar, e2e/html-valid.spec.ts) runs on Java; install Debian's JRE when it is missing.
set -u
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-java] installing Debian's default-jre-headless"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless) >/tmp/apt-java.log 2>&1 || { cat /tmp/apt-java.log; exit 1; }
  exit 0
fi
echo "[ensure-java] java not found: install a Java runtime (apt-get install default-jre-headless)" >&2
exit 1
