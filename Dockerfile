# The club's site as one image (decision 0044): `docker build -t rgcc .`, then see compose.yaml
# for several instances over PostgreSQL and S3. One container alone runs on PGlite in /data.

# Build: every dependency, then `npm run build` (the web app, its server bundle and the media).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies only (tsx among them: the server runs its TypeScript as `npm start`
# does), the server's and shared sources, and the built site. No compiler, no test tools.
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# pg_dump and pg_restore for backups on PostgreSQL (Debian 12's are 15: compose.yaml runs 15).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
COPY tsconfig.base.json ./
COPY apps/server/tsconfig.json apps/server/
COPY packages/shared/src packages/shared/src
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# PGlite's database, local uploads and backups (and /backups, where compose.yaml keeps them): owned by the user the server runs as.
RUN mkdir -p /data /backups && chown node:node /data /backups
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready, not only alive: 503 while the database is unreachable or migrations are pending.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once the site is built (scripts/build/start.ts), without building again;
# node itself rather than npm, so that SIGTERM reaches the server and it shuts down cleanly.
WORKDIR /app/apps/server
CMD ["node", "--import", "tsx", "src/server.ts"]
