# syntax=docker/dockerfile:1
# Every Atoll image, one target per service: devnet, migrate, api, indexer, keeper and web
# (docker-compose.yml builds each with `target:`). Every RUN and CMD is a script CI also runs outside Docker
# (scripts/docker/: build.sh and start.sh by `npm run smoke:compiled`, on this same Node major).
# One Node LTS major for every image: 24 (scripts/services/node-lts.ts says the same, and a test checks it).
ARG NODE_IMAGE=node:24-slim

# ── build: dependencies from the lockfile, contracts, Prisma client, compiled services, web static files
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
# the web app's build-time settings (Vite inlines them; .env.example documents each). On the devnet the
# roots of trust default to this build's genesis (scripts/docker/build-web.sh).
ARG VITE_CHAIN=devnet
ARG VITE_API_URL=http://localhost:8080
ARG VITE_TONAPI_URL=http://localhost:8081
ARG VITE_PUBLIC_URL=http://localhost:5173
ARG VITE_MANIFEST_ICON_URL=
ARG VITE_MANIFEST_URL=
ARG VITE_FACTORY_ADDRESS=
ARG VITE_POOL_CODE_HASH=
ARG VITE_ORDER_CODE_HASH=
RUN sh scripts/docker/build.sh && sh scripts/docker/prune.sh

# ── service: what the Node services need at run time, as the unprivileged `node` user
FROM ${NODE_IMAGE} AS service
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/scripts/docker ./scripts/docker
# the deployment records the services read their roots of trust from (deployments/README.md)
COPY --from=build --chown=node:node /app/deployments ./deployments
COPY --from=build --chown=node:node /app/packages/contracts/package.json ./packages/contracts/
COPY --from=build --chown=node:node /app/packages/contracts/build ./packages/contracts/build
COPY --from=build --chown=node:node /app/packages/chain/package.json ./packages/chain/
COPY --from=build --chown=node:node /app/packages/shared/package.json ./packages/shared/
COPY --from=build --chown=node:node /app/prisma/package.json ./prisma/
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
COPY --from=build --chown=node:node /app/prisma/dist ./prisma/dist
COPY --from=build --chown=node:node /app/apps/devnet/package.json ./apps/devnet/
COPY --from=build --chown=node:node /app/apps/devnet/assets ./apps/devnet/assets
COPY --from=build --chown=node:node /app/apps/devnet/dist ./apps/devnet/dist
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/indexer/package.json ./apps/indexer/
COPY --from=build --chown=node:node /app/apps/indexer/dist ./apps/indexer/dist
COPY --from=build --chown=node:node /app/apps/keeper/package.json ./apps/keeper/
COPY --from=build --chown=node:node /app/apps/keeper/dist ./apps/keeper/dist
USER node

FROM service AS devnet
RUN mkdir -p /home/node/devnet-data
EXPOSE 8081
CMD ["sh", "scripts/docker/start.sh", "devnet", "--host=0.0.0.0", "--data-dir=/home/node/devnet-data"]

FROM service AS migrate
CMD ["sh", "scripts/docker/start.sh", "migrate"]

FROM service AS api
EXPOSE 8080
CMD ["sh", "scripts/docker/start.sh", "api"]

FROM service AS indexer
CMD ["sh", "scripts/docker/start.sh", "indexer"]

FROM service AS keeper
CMD ["sh", "scripts/docker/start.sh", "keeper"]

# ── web: the static files behind the small server of scripts/docker/serve-web.mjs, nothing else
FROM ${NODE_IMAGE} AS web
WORKDIR /app
COPY --from=build --chown=node:node /app/scripts/docker ./scripts/docker
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 8080
CMD ["sh", "scripts/docker/start.sh", "web"]
