# shellcheck shell=bash
# step NAME COMMAND...: runs the command and appends "name, start, end, exit code, CPU seconds" to
# reports/ci-steps.tsv, which scripts/ci-timing.mjs turns into CI's timing table. Sourced by .ci/run and
# scripts/test-all.sh. The CPU seconds are the user and system time of the processes the command ran (bash's
# `times`, for children waited for), so a step's share of the two cores shows, not only how long it waited.

# Sets CHILDREN_CPU to the CPU milliseconds of this shell's finished children (the second line of `times`, "XmY.YYYs
# XmY.YYYs"). Called directly, never in $(…): a subshell would report its own children.
children_cpu() {
  local file
  file=$(mktemp)
  times >"$file"
  CHILDREN_CPU=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2] } printf "%d", t * 1000 }' "$file")
  rm -f "$file"
}

step() {
  local name=$1 started rc cpu
  shift
  started=$(date +%s)
  children_cpu
  cpu=$CHILDREN_CPU
  echo "== $name =="
  "$@"
  rc=$?
  children_cpu
  cpu=$((CHILDREN_CPU - cpu))
  mkdir -p reports
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$started" "$(date +%s)" "$rc" "$((cpu / 1000))" >>reports/ci-steps.tsv
  return $rc
}
