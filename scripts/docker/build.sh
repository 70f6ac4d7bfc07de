#!/bin/sh
# The build stage of every Atoll image (Dockerfile), also run by CI before the compiled smoke test
# (npm run smoke:compiled): the dependencies from the lockfile (only when node_modules is missing or older
# than the lockfile), the contracts, the Prisma client, the compiled services and the web app's static files.
set -eu
cd "$(dirname "$0")/../.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx turbo run build --filter=@atoll/contracts --filter=@atoll/db
npm run build:services
sh scripts/docker/build-web.sh
