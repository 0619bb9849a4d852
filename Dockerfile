# syntax=docker/dockerfile:1
# Production image: the built client and bundled server on Node 24 LTS (Debian trixie, slim). No Chromium: the
# browser is only for the test suite. Build: docker build -t cloud-bill-check .   Run: see docs/deploy.md.
ARG NODE_IMAGE=node:24-trixie-slim

# 1. Runtime dependencies only: what the server bundle loads (package.json "dependencies"; the bundled framework,
#    the client's packages and the build tools are devDependencies). No install scripts: the native parts
#    (@napi-rs/canvas, which pdf.js needs for DOMMatrix) come as prebuilt per-platform npm packages.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prune-dev-optional.mjs ./scripts/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && node scripts/prune-dev-optional.mjs \
    && npm cache clean --force

# 2. Build: the client (Vite, pre-rendered first screens) and the server bundle (esbuild).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client's build-time settings (analytics, company name, addresses); see README.md.
ARG VITE_POSTHOG_KEY="" \
    VITE_POSTHOG_HOST="" \
    VITE_COMPANY_NAME="" \
    VITE_COMPANY_LEGAL_NAME="" \
    VITE_TAGLINE="" \
    VITE_CONTACT_EMAIL="" \
    VITE_SUPPORT_EMAIL="" \
    VITE_PRIVACY_EMAIL="" \
    VITE_DPO_EMAIL="" \
    VITE_SOCIAL_GITHUB_URL="" \
    VITE_SOCIAL_CHAT_URL="" \
    VITE_SOCIAL_LINKEDIN_URL=""
RUN npm run build

# 3. What runs: node_modules from stage 1 and dist/ from stage 2. The command-line tools are bundled too
#    (npm run -s admin:create, npm run -s retention:purge run dist/server/<tool>.js through scripts/run-cli.mjs).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json package-lock.json ./
COPY --chown=root:root scripts/run-cli.mjs scripts/node-version.mjs ./scripts/
# The app runs as the image's unprivileged "node" user and may write only DATA_DIR (the embedded database, the
# local file store and mail outbox when no PostgreSQL/S3/SMTP is configured). The code stays root-owned.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: the process answers and its database responds. Readiness for a load balancer is /api/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: in-flight requests finish, the retention timer stops, pools close.
# V8's young generation otherwise grows to 64 MB a half under start-up's allocations and keeps those pages:
# capped at 8 MB a half, the server rests about 40 MB lower, with no slower start (docs/decisions/033).
# glibc gives each thread that allocates an arena of its own (V8's and libuv's eleven threads), and each keeps
# the pages it touched: two arenas hold about 10 MB less at rest. Its large-allocation threshold otherwise rises
# to the largest block freed (PostgreSQL's 9 MB WebAssembly file, read once at start), after which every buffer
# below that size is carved from the heap and its pages stay: fixed at glibc's own 128 KB default.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=8", "dist/server/main.js"]
