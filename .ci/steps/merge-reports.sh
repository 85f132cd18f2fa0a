#!/usr/bin/env bash
# The shards' blob reports (E2E_REPORT_DIR) merged into one HTML report (playwright-report/, for a
# person) and one JSON report ($REPORT_DIR/e2e.json, for count.mjs), as if the suite had run on one
# machine. Playwright at the version package.json pins: the project's own after `npm ci`, else
# just that package (the forge's last job needs nothing else).
set -uo pipefail
rm -f "$REPORT_DIR/e2e.json"
version="$(node -p "require('./package.json').devDependencies['@playwright/test']")"
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORT_DIR/e2e.json" PLAYWRIGHT_HTML_OPEN=never \
  npm exec --yes --package="@playwright/test@$version" -- \
  playwright merge-reports --reporter=html,json "${E2E_REPORT_DIR:?}"
