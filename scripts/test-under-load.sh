#!/usr/bin/env bash
# The suite under load: runs `npx jest --ci` RUNS times (default 3) while one `yes > /dev/null` per
# core keeps every core busy, and prints each run's result and wall time. Proof that no test
# depends on the machine's speed: every run must pass, in at most 2.5 × the idle time.
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
  if npx jest --ci --silent > "/tmp/jest-under-load-$run.log" 2>&1; then result=passed; else result=FAILED; failed=1; fi
  echo "run $run/$runs with $cores busy cores: $result in $((SECONDS - started)) s ($(grep -E '^Tests:' "/tmp/jest-under-load-$run.log"))"
done
exit "$failed"
