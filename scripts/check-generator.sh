#!/usr/bin/env bash
# npm run check:generator [-- Name [generator options]] (CI: .ci/run, after npm test)
#
# Proves the module generator (issue 7 item 6): in a scratch copy of this checkout, runs
# `npm run new:module -- Demo` and checks that what it wrote passes, with no hand edit:
# eslint and prettier on every file it wrote or changed, knip, jscpd (a new module must not be
# a copy of an old one), tsc, check:i18n, the permission,
# menu, registry and OpenAPI unit tests, and on the API project (PGlite, the migration it
# generated) its own API test plus its rows of the authorization matrix and the schema fuzzer.
# The working tree is copied as it is (tracked and untracked files, not ignored ones), so an
# uncommitted change to the generator is what gets checked. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
name=${1:-Demo}
shift || true

scratch=$(mktemp -d "${TMPDIR:-/tmp}/quay-generator.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "--- check:generator: copying the checkout to $scratch"
git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' f; do
      [[ -e $f && $f != node_modules ]] && printf '%s\0' "$f"
    done \
  | tar --null -T - -cf - | tar -xf - -C "$scratch"
cd "$scratch"
# a baseline commit, so `git status` names what the generator wrote and changed
git init -q
git add -A
git -c user.name=check -c user.email=check@localhost commit -qm baseline
ln -s "$(readlink -f "$repo/node_modules")" node_modules

echo "--- check:generator: npm run new:module -- $name $*"
npm run --silent new:module -- "$name" "$@"

mapfile -t changed < <(git status --porcelain --untracked-files=all | sed 's/^...//' | grep -v '^node_modules$')
mapfile -t sources < <(printf '%s\n' "${changed[@]}" | grep -E '\.tsx?$')
mapfile -t tests < <(printf '%s\n' "${changed[@]}" | grep -E '\.api\.test\.ts$')
printf '    %s\n' "${changed[@]}"
if [[ ${#tests[@]} -ne 1 ]] || ! printf '%s\n' "${changed[@]}" | grep -q '^server/db/migrations/.*\.sql$'; then
  echo "check:generator: expected one API test and one migration among the files above" >&2
  exit 1
fi

echo "--- check:generator: eslint, prettier, knip and jscpd"
npx eslint --max-warnings=0 "${sources[@]}"
npx prettier --check "${changed[@]}"
npx knip
npx jscpd

echo "--- check:generator: typecheck and check:i18n"
npx tsc --noEmit
npm run --silent check:i18n

echo "--- check:generator: unit tests of the registries"
npx vitest run --project unit lib/permissions.test.ts lib/menu.test.ts \
  server/services/registry.test.ts server/http/openapi.test.ts

echo "--- check:generator: the generated API test, and its rows of the matrix and the fuzzer"
# the service's name is in each of their test names (Demo, Demo/GetAll, Demo_GetAll)
npx vitest run --project api "${tests[0]}" server/http/authorization-matrix.api.test.ts \
  server/http/fuzz.api.test.ts -t "$name"

echo "--- check:generator: passed"
