#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs the phases in order: lint and typecheck (side
# by side), build, Vitest (unit and integration tests on PGlite, and on a real PostgreSQL server
# when CI=true or TEST_PG=1), Playwright (the built site in Chromium). It prints each phase's wall
# time and the ten slowest test files, and ends with one line "N passed, N failed, N skipped" over
# every runner.
#
#   npm test                    every phase
#   npm test -- vitest          some phases only: install, lint, typecheck, build, vitest, playwright
#   npx vitest run <file>       one Vitest file (`npm run build` first for tests/integration)
#   npx playwright test <file>  one browser spec (`npm run build` first)
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/checks.txt .tmp/vitest.json .tmp/playwright.json .tmp/phases.txt

wanted=("$@")
wants() {
  [ ${#wanted[@]} -eq 0 ] && return 0
  local phase
  for phase in "${wanted[@]}"; do [ "$phase" = "$1" ] && return 0; done
  return 1
}

# Each phase's wall time, for the report before the closing line.
phase_start() { phase_began=$(date +%s.%N); echo "> $1"; }
phase_end() { echo "$1 $(date +%s.%N) $phase_began" | awk '{ printf "%s %.1f\n", $1, $2 - $3 }' >>.tmp/phases.txt; }

phase_start install
# A checkout whose node_modules is a link to another checkout's (a git worktree beside the main one)
# uses that install as it is: npm ci replaces the link with a directory of its own after emptying
# the directory the link points to, under every other checkout that shares it.
if [ -L node_modules ]; then
  echo "  node_modules is a link to $(readlink node_modules): nothing installed here"
elif [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { echo "0 passed, 1 failed"; exit 1; }
fi

with_pg=0
if { [ "${CI:-}" = "true" ] || [ -n "${TEST_PG:-}" ]; } && wants vitest; then with_pg=1; fi

packages=()
# Wanted, but the run goes on without them.
optional=()
# The browser tests run in the browser CHROMIUM_PATH names, else in Debian's Chromium headless
# shell (docs/decisions/044-…), else, where only the full browser is installed and the shell
# cannot be, in that.
if wants playwright; then
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || packages+=(chromium)
  elif [ ! -x /usr/bin/chromium-headless-shell ]; then
    if [ -x /usr/bin/chromium ]; then optional+=(chromium-headless-shell); else packages+=(chromium-headless-shell); fi
  fi
fi
if [ "$with_pg" = 1 ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then packages+=(postgresql); fi
# The production test runs the reference nginx configuration (docs/deploy/) with TLS on loopback.
if [ "$with_pg" = 1 ] && [ ! -x /usr/sbin/nginx ]; then packages+=(nginx); fi
if [ "$with_pg" = 1 ] && ! command -v openssl >/dev/null; then packages+=(openssl); fi
if [ ${#packages[@]} -gt 0 ] || [ ${#optional[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  echo "> apt-get install ${packages[*]} ${optional[*]}"
  $sudo apt-get update -qq || [ ${#packages[@]} -eq 0 ] || { echo "0 passed, 1 failed"; exit 1; }
  if [ ${#packages[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null \
      || { echo "0 passed, 1 failed"; exit 1; }
  fi
  if [ ${#optional[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${optional[@]}" >/dev/null \
      || echo "> ${optional[*]} could not be installed: the browser tests run in /usr/bin/chromium"
  fi
fi
phase_end install

# Which production dependencies are behind the latest release of their major (decision 054), read
# from the registry while the checks run, printed before the closing line.
node scripts/behind.mjs >.tmp/behind.txt 2>&1 &
behind_pid=$!

record() { if [ "$2" = 0 ]; then echo "$1 passed" >>.tmp/checks.txt; else echo "$1 failed" >>.tmp/checks.txt; fi; }

# Lint and typecheck share nothing and each keeps one core busy: they run side by side.
if wants lint || wants typecheck; then
  phase_start "lint and typecheck"
  pids=()
  if wants lint; then
    npx eslint . --max-warnings=0 >.tmp/lint.log 2>&1 &
    pids+=("lint:$!")
  fi
  if wants typecheck; then
    bash -c "npx react-router typegen >/dev/null && npx tsc" >.tmp/typecheck.log 2>&1 &
    pids+=("typecheck:$!")
  fi
  for entry in "${pids[@]}"; do
    name="${entry%%:*}"
    wait "${entry#*:}"
    status=$?
    cat ".tmp/$name.log"
    record "$name" "$status"
  done
  phase_end lint+typecheck
fi

# The build comes before the tests: the server-process tests and the browser tests run the built site.
built=1
if wants build; then
  phase_start build
  npm run build
  status=$?
  record build "$status"
  [ "$status" = 0 ] || built=0
  phase_end build
fi

# Vitest, then Playwright. TEST_SIDE_BY_SIDE=1 runs them at the same time, for machines with cores
# to spare: on two cores it was slower than one after the other, and the timing-bound tests of
# both runners (a 10,000-row import's deadline, a killed process's enquiries) failed.
elapsed_since() { echo "$1 $(date +%s.%N) $2" | awk '{ printf "%s %.1f\n", $1, $2 - $3 }' >>.tmp/phases.txt; }
runners_began=$(date +%s.%N)
vitest_pid=""
if wants vitest; then
  pg_url=""
  if [ "$with_pg" = 1 ]; then
    phase_start "PostgreSQL test server"
    pg_url="$(scripts/pg-test-server.sh start)" || { echo "PostgreSQL test server failed to start"; record postgres-server 1; }
    phase_end postgres-start
  fi
  echo "> vitest${pg_url:+ (PGlite and PostgreSQL server)}"
  vitest_began=$(date +%s.%N)
  run_vitest() {
    TEST_DATABASE_URL="$pg_url" npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest.json
    elapsed_since vitest "$vitest_began"
    [ -n "$pg_url" ] && scripts/pg-test-server.sh stop
    return 0
  }
  if [ -z "${TEST_SIDE_BY_SIDE:-}" ] || ! wants playwright; then
    run_vitest
  else
    echo "  (its output follows the browser tests')"
    run_vitest >.tmp/vitest.log 2>&1 &
    vitest_pid=$!
  fi
fi

if wants playwright; then
  if [ "$built" = 1 ]; then
    echo "> playwright"
    playwright_began=$(date +%s.%N)
    npx playwright test
    elapsed_since playwright "$playwright_began"
  else
    echo "Skipping browser tests: the build failed."
  fi
fi

if [ -n "$vitest_pid" ]; then
  wait "$vitest_pid"
  echo "> vitest output"
  cat .tmp/vitest.log
  elapsed_since vitest+playwright "$runners_began"
fi

wait "$behind_pid" 2>/dev/null
cat .tmp/behind.txt
node scripts/summarize-tests.mjs "$@"
