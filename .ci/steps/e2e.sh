#!/usr/bin/env bash
# The journeys in three engines, on the two bundles the build step just made (served as they are,
# not built again), with a JSON report for the counts ($REPORT_DIR/e2e.json). No retries
# (playwright.config.ts): a journey passes the first time or it fails.
set -uo pipefail
rm -f "$REPORT_DIR/e2e.json"
E2E_PREBUILT=true E2E_JSON_REPORT="$REPORT_DIR/e2e.json" npm run test:e2e
