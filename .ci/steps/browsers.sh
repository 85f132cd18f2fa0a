#!/usr/bin/env bash
# The three engines the journeys run in, from Debian's packages (no tool may download a browser):
# Chromium (Playwright drives Debian's headless shell, the same build without the browser's UI),
# WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb, and Firefox ESR over WebDriver BiDi
# (e2e/engine-drivers.ts); and nginx with its brotli module, which serves the bundles to them as
# production does. Installed when any is missing; a fresh machine gets Debian's newest of each.
# `--print` only prints the versions; `--install` only installs (before npm ci has brought the
# packages the versions are read from).
set -uo pipefail
CHROMIUM=/usr/bin/chromium

print_browsers() {
  echo "browsers:"
  echo "  chromium:  $("$CHROMIUM" --version 2>/dev/null | head -1)" \
    "(headless shell $(dpkg-query -W -f='${Version}' chromium-headless-shell 2>/dev/null))"
  echo "  webkit:    WebKitGTK $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0 2>/dev/null)" \
    "(MiniBrowser, WebKitWebDriver $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null))"
  echo "  firefox:   $(firefox-esr --version 2>/dev/null | head -1)"
  echo "  nginx:     $(nginx -v 2>&1 | head -1), brotli static $(dpkg-query -W -f='${Version}' libnginx-mod-http-brotli-static 2>/dev/null)"
  echo "  fonts:     fonts-noto-cjk $(dpkg-query -W -f='${Version}' fonts-noto-cjk 2>/dev/null)"
  echo "  playwright $(npx --no-install playwright --version 2>/dev/null)," \
    "puppeteer-core $(node -p 'require("puppeteer-core/package.json").version')," \
    "selenium-webdriver $(node -p 'require("selenium-webdriver/package.json").version')"
}

if [ "${1:-}" = --print ]; then
  print_browsers
  exit 0
fi

# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# Chromium and its headless shell, WebKitGTK's driver, Firefox ESR, Xvfb, nginx; openssl for the
# installed site's certificate over https (e2e/tls.ts); the Korean face a Linux phone draws the app
# in (src/app/theme/system-fonts.ts): without it Hangul falls back glyph by glyph, narrower, and
# the size and reflow journeys measure that. shellcheck is the workflows step's (workflows.sh),
# installed here too so that a fresh machine's .ci/run asks apt once, while npm ci runs.
debian_install chromium chromium-headless-shell webkit2gtk-driver firefox-esr xvfb nginx openssl \
  fonts-noto-cjk libnginx-mod-http-brotli-static shellcheck || exit 1
[ "${1:-}" = --install ] || print_browsers
