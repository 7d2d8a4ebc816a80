#!/usr/bin/env bash
# npm run check:vercel — builds the app as Vercel does (`vercel build`, the Build Output API in
# .vercel/output) without a Vercel account, then checks the output (scripts/check-vercel-output.ts).
# The build command in vercel.json migrates and seeds, so it runs against a scratch PostgreSQL
# database (quay_vercel_check, dropped and created) and a local S3 (s3rver, in a temporary folder).
# Needs PostgreSQL on 127.0.0.1 and the npm registry (npx fetches the Vercel CLI; it is not a
# dependency of the app). Run it in a clone with its own node_modules: Turbopack refuses a
# symlinked one.
set -euo pipefail
cd "$(dirname "$0")/.."
# newer CLIs depend on a `sandbox` version the npm registry here does not serve
VERCEL_CLI=${VERCEL_CLI:-vercel@60.1.3}
PG=${CHECK_VERCEL_PG:-postgres://postgres@127.0.0.1:5432}
S3_PORT=${CHECK_VERCEL_S3_PORT:-3354}
DB=quay_vercel_check

psql "$PG/postgres" -qc "drop database if exists $DB" -c "create database $DB"
s3dir=$(mktemp -d)
node node_modules/.bin/s3rver -d "$s3dir" -a 127.0.0.1 -p "$S3_PORT" --configure-bucket quay >/dev/null 2>&1 &
s3pid=$! # the server itself (through npx, killing it would leave s3rver running)
trap 'kill "$s3pid" 2>/dev/null || true; rm -rf "$s3dir"' EXIT
for _ in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/" && break; sleep 0.2; done

# A local project link with made-up ids (kept if one exists): `vercel build` takes the project's
# settings from it instead of asking Vercel.
mkdir -p .vercel
[ -f .vercel/project.json ] || cat > .vercel/project.json <<'JSON'
{"projectId":"prj_offline_check","orgId":"team_offline_check","settings":{"framework":"nextjs","installCommand":null,"buildCommand":null,"outputDirectory":null,"rootDirectory":null,"devCommand":null}}
JSON

export VERCEL_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
export DATABASE_URL="$PG/$DB" AUTH_SECRET=check-vercel-auth-secret-0123456789
export S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_BUCKET=quay S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
export CRON_SECRET=check-vercel-cron-secret
npx --yes "$VERCEL_CLI" build
VERCEL=1 npx tsx --conditions=react-server scripts/check-vercel-output.ts
