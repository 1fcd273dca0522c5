# shellcheck shell=bash
# step NAME COMMAND...: runs the command and appends "name, start, end, exit code" to reports/ci-steps.tsv, which
# scripts/ci-timing.mjs turns into CI's timing table. Sourced by .ci/run and scripts/test-all.sh.
step() {
  local name=$1 started rc
  shift
  started=$(date +%s)
  echo "== $name =="
  "$@"
  rc=$?
  mkdir -p reports
  printf '%s\t%s\t%s\t%s\n' "$name" "$started" "$(date +%s)" "$rc" >>reports/ci-steps.tsv
  return $rc
}
