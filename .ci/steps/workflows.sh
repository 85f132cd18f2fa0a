#!/usr/bin/env bash
# The forge's workflows against the official schema of GitHub Actions workflows (action-validator,
# which carries SchemaStore's schema), after proving the validator refuses a planted error, so a
# validator that checked nothing could never pass them; then the journey shards against the suite.
set -uo pipefail
planted="$(mktemp -d)"
trap 'rm -rf "$planted"' EXIT
printf 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: "true"\n' \
  > "$planted/planted.yml"
if npx --no-install action-validator "$planted/planted.yml" > /dev/null 2>&1; then
  echo "workflows: action-validator took a workflow with a planted error; it checks nothing"
  exit 1
fi
rc=0
for file in .github/workflows/*.yml .github/actions/*/action.yml; do
  if npx --no-install action-validator "$file"; then
    echo "workflows: $file follows the schema"
  else
    echo "workflows: $file breaks the schema (above)"
    rc=1
  fi
done
node .ci/steps/shards.mjs || rc=1
exit "$rc"
