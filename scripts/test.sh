#!/usr/bin/env bash
# `npm test`: installs what the tests need, runs lint, typecheck, unit and integration tests
# (PGlite, plus a real PostgreSQL server when CI=true or TEST_PG=1), builds, runs the browser
# tests, and ends with one line "N passed, N failed, N skipped" over every runner.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/checks.txt .tmp/vitest.json .tmp/playwright.json

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { echo "0 passed, 1 failed"; exit 1; }
fi

with_pg=0
if [ "${CI:-}" = "true" ] || [ -n "${TEST_PG:-}" ]; then with_pg=1; fi

packages=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
if [ "$with_pg" = 1 ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then packages+=(postgresql); fi
# The production test runs the reference nginx configuration (docs/deploy/) with TLS on loopback.
if [ "$with_pg" = 1 ] && [ ! -x /usr/sbin/nginx ]; then packages+=(nginx); fi
if [ "$with_pg" = 1 ] && ! command -v openssl >/dev/null; then packages+=(openssl); fi
if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  echo "> apt-get install ${packages[*]}"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null \
    || { echo "0 passed, 1 failed"; exit 1; }
fi

check() {
  local name="$1"
  shift
  echo "> $name"
  if "$@"; then echo "$name passed" >>.tmp/checks.txt; else echo "$name failed" >>.tmp/checks.txt; fi
}

check lint npx eslint . --max-warnings=0
check typecheck bash -c "npx react-router typegen >/dev/null && npx tsc"

# The build comes first: the server-process tests and the browser tests run the built site.
check build npm run build

pg_url=""
if [ "$with_pg" = 1 ]; then
  pg_url="$(scripts/pg-test-server.sh start)" || { echo "PostgreSQL test server failed to start"; echo "postgres-server failed" >>.tmp/checks.txt; }
fi
echo "> vitest${pg_url:+ (PGlite and PostgreSQL server)}"
TEST_DATABASE_URL="$pg_url" npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest.json
[ -n "$pg_url" ] && scripts/pg-test-server.sh stop


if grep -q "^build passed" .tmp/checks.txt; then
  echo "> playwright"
  npx playwright test
else
  echo "Skipping browser tests: the build failed."
fi

node scripts/summarize-tests.mjs
