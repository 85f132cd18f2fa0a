#!/usr/bin/env bash
# The contract as documents (docs/contract.md): the committed docs/openapi.json and its canonical
# profile are what the wire schemas say, Redocly's linter passes both, and npm run contract:check
# walks the demo server in each dialect (the loose one is drift, never a break) and calls a server
# that sends an amount the app cannot read a break, at that field. Reports go to $REPORT_DIR.
set -uo pipefail
PORT=4191
rc=0
pids=()
npm run --silent openapi -- --check || rc=1
npm run --silent lint:openapi || rc=1
# ts-node itself, not through npm, so that `kill` reaches the server; npm's scripts pass Node
# --no-strip-types (.npmrc), and so does this.
serve() {
  local port="$1" log="$2"
  shift 2
  env NODE_OPTIONS=--no-strip-types PORT="$port" "$@" \
    ts-node --transpile-only scripts/mock-server.ts > "$REPORT_DIR/$log" 2>&1 &
  pids+=($!)
}
serve $PORT contract-canonical.log
serve $((PORT + 1)) contract-loose.log MOCK_DIALECT=loose
serve $((PORT + 2)) contract-unreadable.log MOCK_UNREADABLE_AMOUNT=1
for port in $PORT $((PORT + 1)) $((PORT + 2)); do
  for _ in $(seq 60); do
    curl -sf -o /dev/null "http://127.0.0.1:$port/api/v1/contracts" && break
    sleep 0.5
  done
done
base=http://127.0.0.1
npm run --silent contract:check -- --base "$base:$PORT" --login investor1:demo1234! --write || rc=1
npm run --silent contract:check -- --base "$base:$((PORT + 1))" \
  --login borrower1:demo1234! --write --report "$REPORT_DIR/contract-loose.md" || rc=1
out=$(npm run --silent contract:check -- --base "$base:$((PORT + 2))" --login borrower1:demo1234!)
broke=$?
echo "$out"
if [ "$broke" -ne 1 ] || ! grep -q 'BREAK contract.loanAmount: needs won' <<< "$out"; then
  echo "contract:check should exit 1 with a break at contract.loanAmount (exit $broke)"
  rc=1
fi
kill "${pids[@]}" 2> /dev/null
wait "${pids[@]}" 2> /dev/null
exit "$rc"
