#!/usr/bin/env bash
# The suite under load: runs `npx jest --ci` RUNS times (default 3) while one `yes > /dev/null` per
# core keeps every core busy, and prints each run's result and wall time. Proof that no test
# depends on the machine's speed: every run must pass, every worker exit by itself, in at most
# 2.5 × the idle time.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

runs="${RUNS:-3}"
cores="$(nproc)"
load=()
for _ in $(seq "$cores"); do
  yes > /dev/null &
  load+=("$!")
done
trap 'kill "${load[@]}" 2> /dev/null' EXIT

failed=0
for run in $(seq "$runs"); do
  started=$SECONDS
  log="/tmp/jest-under-load-$run.log"
  if npx jest --ci --silent > "$log" 2>&1; then result=passed; else result=FAILED; failed=1; fi
  # A worker Jest had to kill is a failure too (jest.config.ts, workerGracefulExitTimeout).
  if grep -q 'failed to exit gracefully' "$log"; then result="$result, a worker force-exited"; failed=1; fi
  echo "run $run/$runs with $cores busy cores: $result in $((SECONDS - started)) s ($(grep -E '^Tests:' "/tmp/jest-under-load-$run.log"))"
done
exit "$failed"
