#!/usr/bin/env bash
# The production bundle (dist/, its source maps in dist-maps/) and the demo bundle the journeys run
# (dist-e2e/), side by side: a build leaves part of the second core idle (measured: 38 s one after
# the other, 31 s together). The production bundle reports field telemetry to the demo server the
# journeys start (playwright.config.ts), whose collector they read. Then the production bundle's
# SBOM (dist-sbom/, scripts/build/sbom.mjs), checked against the packages its source maps name.
set -uo pipefail
OUTPUT_DIR=dist-e2e npm run build:demo > "$REPORT_DIR/demo-build.log" 2>&1 &
demo_pid=$!
TELEMETRY_URL="http://127.0.0.1:${E2E_PROD_PORT:-4174}/v1/logs" npm run build
rc=$?
wait "$demo_pid"
demo_rc=$?
if [ "$demo_rc" -ne 0 ]; then
  echo "The demo bundle (dist-e2e/) failed to build:"
  cat "$REPORT_DIR/demo-build.log"
fi
sbom_rc=1
if [ "$rc" -eq 0 ]; then
  npm run --silent sbom
  sbom_rc=$?
fi
[ "$rc" -eq 0 ] && [ "$demo_rc" -eq 0 ] && [ "$sbom_rc" -eq 0 ]
