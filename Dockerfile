# syntax=docker/dockerfile:1
# The site as one image: `docker build -t residences-site .`, run by compose.yaml (PostgreSQL,
# two instances and nginx in front). The image's own Node 24 runs the server; the npm package
# `node` (the project's Node 24 for machines without one) brings no binary into it: every
# `npm ci` here runs with --ignore-scripts, which skips that package's preinstall (it downloads
# a second Node and links it as node_modules/.bin/node), so `node` and `npm run …` are always
# the image's. scripts/deploy-files.test.ts checks that no other package the site runs with
# has an install script to skip.
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency, then the client and server bundles into build/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies, the build, and what the server and the operator commands read
# from the working directory at run time.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
# The npm cache is left out of the layer.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY server.ts ./
# Migrations are applied at start; the seeds fill an empty database (app/server/seed).
COPY db/migrations ./db/migrations
COPY db/seeds ./db/seeds
# units:import checks each floor plan against the documents the site serves.
COPY public/documents ./public/documents
# The operator commands (npm run leads:export, …) run the server modules from source.
COPY app ./app
COPY scripts/support/operator-command.ts ./scripts/support/
COPY scripts/migrate.ts scripts/db-backup.ts scripts/db-restore.ts scripts/lead-deliveries.ts \
     scripts/leads-export.ts scripts/leads-erase.ts scripts/units-import.ts scripts/units-export.ts \
     scripts/press-import.ts scripts/admin-invite.ts ./scripts/
# Code and dependencies stay root's and read-only to the server; only the SQLite data folder
# (used when DATABASE_URL is unset) is its own.
RUN mkdir -m 700 data && chown node:node data
USER node
EXPOSE 3000
# server.ts answers SIGTERM with /readyz 503 for SHUTDOWN_GRACE_MS, then drains (see README).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.ts"]
