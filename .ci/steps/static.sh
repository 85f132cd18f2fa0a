#!/usr/bin/env bash
# Typecheck and lint, side by side: each uses one thread, so on two cores they run together; lint's
# output is shown when it ends.
set -uo pipefail
lint_log="$(mktemp)"
npm run lint > "$lint_log" 2>&1 &
lint_pid=$!
npm run typecheck
typecheck_rc=$?
wait "$lint_pid"
lint_rc=$?
cat "$lint_log"
rm -f "$lint_log"
[ "$typecheck_rc" -eq 0 ] && [ "$lint_rc" -eq 0 ]
