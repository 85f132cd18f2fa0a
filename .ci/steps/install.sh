#!/usr/bin/env bash
# npm ci, then `npm run check:install` on the Node it brought (node_modules/.bin/node, the line
# .nvmrc names): every package's `engines` against it and MSW's worker in public/. The machine's
# own Node only runs npm ci; everything after it runs on the project's.
# --browsers: Debian's engines and nginx (browsers.sh) install meanwhile: on a fresh machine each
# of the two takes about a minute and neither keeps both cores busy.
set -uo pipefail
steps="$(dirname "${BASH_SOURCE[0]}")"
browsers_pid=''
if [ "${1:-}" = --browsers ]; then
  browsers_log="$(mktemp)"
  bash "$steps/browsers.sh" --install > "$browsers_log" 2>&1 &
  browsers_pid=$!
fi
npm ci --no-audit --no-fund
rc=$?
if [ "$rc" -eq 0 ]; then
  export PATH="$PWD/node_modules/.bin:$PATH"
  echo "node: $(node --version) ($(command -v node)); npm $(npm --version)"
  npm run --silent check:install || rc=1
fi
if [ -n "$browsers_pid" ]; then
  waited=$SECONDS
  wait "$browsers_pid" || rc=1
  cat "$browsers_log"
  rm -f "$browsers_log"
  echo "browsers: waited $((SECONDS - waited))s for them after npm ci"
  [ "$rc" -eq 0 ] && bash "$steps/browsers.sh" --print
fi
exit "$rc"
