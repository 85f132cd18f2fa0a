# Shared by .ci/run and its steps: each step's status and duration for the summary.
# step <name> <command...>: runs the command and records how it ended and how long it took
# (counted from STEP_SINCE when set, for a step started in the background earlier).
summary=()
failed_steps=0

step() {
  local name="$1"
  shift
  local started=${STEP_SINCE:-$SECONDS}
  echo
  echo "=== $name: $*"
  "$@"
  local rc=$?
  local took=$((SECONDS - started))
  if [ "$rc" -eq 0 ]; then
    summary+=("$(printf '  ok      %-10s %4ss' "$name" "$took")")
  else
    summary+=("$(printf '  FAILED  %-10s %4ss  (exit %s)' "$name" "$took" "$rc")")
    failed_steps=$((failed_steps + 1))
  fi
  return "$rc"
}

skip() {
  summary+=("$(printf '  skipped %-10s        (%s)' "$1" "$2")")
  failed_steps=$((failed_steps + 1))
  echo
  echo "=== $1: skipped ($2)"
}
