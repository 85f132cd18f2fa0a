# shellcheck shell=bash
# Shared by .ci/run and its steps: each step's status and duration for the summary, and Debian's
# packages a step needs.
summary=()
failed_steps=0

step() {
  local name="$1"
  shift
  local started=${STEP_SINCE:-$SECONDS}
  echo
  echo "=== $name: $*"
  "$@"
  local rc=$?
  local took=$((SECONDS - started))
  if [ "$rc" -eq 0 ]; then
    summary+=("$(printf '  ok      %-10s %4ss' "$name" "$took")")
  else
    summary+=("$(printf '  FAILED  %-10s %4ss  (exit %s)' "$name" "$took" "$rc")")
    failed_steps=$((failed_steps + 1))
  fi
  return "$rc"
}

skip() {
  summary+=("$(printf '  skipped %-10s        (%s)' "$1" "$2")")
  failed_steps=$((failed_steps + 1))
  echo
  echo "=== $1: skipped ($2)"
}

# debian_install <package...>: installs those of Debian's packages that are not installed yet.
debian_install() {
  local missing=() package sudo=''
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q 'ok installed' ||
      missing+=("$package")
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then sudo='sudo'; fi
  echo "installing ${missing[*]}"
  $sudo apt-get update && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
}
