# Production image: compiled JavaScript only (no tsx, no dev dependencies), running as `node`.
# Stage 1 builds the web app and the API bundles; stage 2 installs production dependencies;
# the final stage holds just those and the built files.
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm AS deps
WORKDIR /app
COPY . .
# Only what the API and worker import at run time (bcrypt builds here, where g++ is).
RUN npm ci --omit=dev --no-audit --no-fund -w apps/api -w packages/db

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages/db/migrations ./packages/db/migrations
# Local-disk uploads (when S3 is not configured) live in a volume mounted here.
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/api/dist/server.mjs"]
