# One image for every part; the command picks the part:
#   node dist/api.js (API + web app), dist/projections.js, dist/workers.js, dist/serve-all.js (all in one),
#   dist/migrate.js, dist/ledger-replay.js, dist/ledger-verify.js.

# The server parts' package manifests alone, for both stages' `npm ci` (cached until one changes).
FROM scratch AS manifests
COPY package.json package-lock.json /app/
COPY contracts/package.json /app/contracts/
COPY event-store/package.json /app/event-store/
COPY projections/package.json /app/projections/
COPY ledger-service/package.json /app/ledger-service/
COPY workers/package.json /app/workers/

# Build stage: every dependency (dev too), then `npm run build` (dist/ and frontend/dist).
# Node 24 LTS (Node 20 reached its end of life in April 2026; the code keeps working on 20.19+,
# and CI runs the unit and integration tests under Node 24 too: .ci/run).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: the compiled output and the server parts' production dependencies only
# (no TypeScript, tsx, Vite, test or benchmark packages), run by an unprivileged user under tini,
# which passes SIGTERM on to node so a stop drains the process.
FROM node:24-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 UPLOAD_DIR=/data/uploads MAIL_DIR=/data/mail
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund \
      -w @app/contracts -w @app/event-store -w @app/projections -w @app/ledger-service -w @app/workers \
  && npm ls --omit=dev --depth=0 \
  && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/frontend/dist ./frontend/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/api.js"]
