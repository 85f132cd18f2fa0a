#!/usr/bin/env bash
# What installs: every package the lockfile names comes from the npm registry over https and with
# its sha512 integrity hash, so `npm ci` installs those bytes and no others (docs/security.md,
# "What installs and what ships"). lockfile-lint checks the addresses the lockfile records, after
# proving it refuses a planted http:// one; this machine's npm records none
# (omit-lockfile-registry-resolved), so the registry npm takes them from must be https too, and
# every entry must carry a hash (lockfile-lint checks a hash's kind, not that there is one).
set -uo pipefail
planted="$(mktemp -d)"
trap 'rm -rf "$planted"' EXIT
rc=0
lint() {
  npx --no-install lockfile-lint --path "$1" --type npm --allowed-hosts npm --validate-https \
    --validate-integrity --validate-package-names --empty-hostname false --format plain
}
node .ci/steps/lockfile.mjs --plant "$planted/package-lock.json"
if lint "$planted/package-lock.json" > /dev/null 2>&1; then
  echo "supply chain: lockfile-lint took a planted http:// address; it checks nothing"
  rc=1
fi
lint package-lock.json || rc=1
node .ci/steps/lockfile.mjs || rc=1
exit "$rc"
