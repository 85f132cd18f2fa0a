#!/usr/bin/env bash
# The journeys in three engines, on the two bundles the build step just made (served as they are,
# not built again), with a JSON report for the counts ($REPORT_DIR/e2e.json). No retries
# (playwright.config.ts): a journey passes the first time or it fails.
# E2E_SHARD=i/n runs one shard of them (Playwright's --shard, journey by journey: the config is
# fullyParallel), as the forge's runners do side by side; E2E_BLOB_DIR keeps a blob report for
# `playwright merge-reports`.
set -uo pipefail
rm -f "$REPORT_DIR/e2e.json"
shard=()
[ -n "${E2E_SHARD:-}" ] && shard=("--shard=$E2E_SHARD")
E2E_PREBUILT=true E2E_JSON_REPORT="$REPORT_DIR/e2e.json" npm run test:e2e -- "${shard[@]}"
