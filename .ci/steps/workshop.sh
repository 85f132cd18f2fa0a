#!/usr/bin/env bash
# The component workshop (docs/testing.md, "The workshop"): its static build (storybook-static/),
# then every story in Debian's Chromium at 390 px, in light and dark (a screen's loaded state also
# at 200 % text): nothing unexpected in the console, axe clean, the picture the committed one
# (e2e/workshop/pictures/); and each screen's loaded state in WebKit (WebKitGTK under Xvfb). The HTML report (playwright-report-workshop/) shows a failed picture's
# expected, actual and difference by story; its JSON report is counted ($REPORT_DIR/workshop.json).
# `npm run test:visual` runs this; `-- --update` accepts the pictures that changed, and other
# arguments go to Playwright (`-- -g Screens/InvestmentInput`).
set -uo pipefail
update=()
args=()
for arg in "$@"; do
  if [ "$arg" = --update ]; then update=(--update-snapshots=changed); else args+=("$arg"); fi
done
npm run --silent build-storybook > "${TMPDIR:-/tmp}/workshop-build.log" 2>&1 || {
  cat "${TMPDIR:-/tmp}/workshop-build.log"
  echo "workshop: the workshop did not build"
  exit 1
}
# WORKSHOP_SHARD=i/n: Playwright's i-th of n parts of the stories (the forge's workshop job).
shard=()
report="${REPORT_DIR:-playwright-report-workshop}/workshop.json"
if [ -n "${WORKSHOP_SHARD:-}" ]; then
  shard=(--shard="$WORKSHOP_SHARD")
  report="${REPORT_DIR:-playwright-report-workshop}/workshop-${WORKSHOP_SHARD%%/*}.json"
fi
rm -f "$report"
WORKSHOP_JSON_REPORT="$report" npx playwright test -c playwright.workshop.config.ts \
  "${shard[@]}" "${update[@]}" "${args[@]}"
