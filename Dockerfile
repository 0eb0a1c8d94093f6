# The gateway with the shell's and the four remotes' builds and its commands, in one image that runs as
# a user of its own on a read-only root file system. Built from a checkout where `npm ci && npm run build`
# has run (CI does both), so the image needs no compiler and fetches nothing:
#   podman build --format docker -t clinic-gateway:1.0.0 .
# Only DATA_DIR (/var/lib/clinic) and /tmp are written; mount a volume or tmpfs on each. npm run
# test:image builds it and runs two containers (system-tests/src/container-image.test.ts).
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${NODE_IMAGE} AS production-files
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY shell/package.json ./shell/
COPY mf-content/package.json ./mf-content/
COPY mf-booking/package.json ./mf-booking/
COPY mf-payment/package.json ./mf-payment/
COPY mf-search/package.json ./mf-search/
COPY api-gateway/package.json ./api-gateway/
COPY node_modules ./node_modules
COPY api-gateway/node_modules ./api-gateway/node_modules
# Only what the gateway needs at run time stays (the compiled better-sqlite3 among it).
COPY deploy/container/keep-gateway-dependencies.mjs /tmp/
RUN node /tmp/keep-gateway-dependencies.mjs && rm -rf /tmp/keep-gateway-dependencies.mjs /root/.npm
COPY api-gateway/dist ./api-gateway/dist
COPY content-dataset/data ./content-dataset/data
COPY shell/dist ./shell/dist
COPY mf-content/dist ./mf-content/dist
COPY mf-booking/dist ./mf-booking/dist
COPY mf-payment/dist ./mf-payment/dist
COPY mf-search/dist ./mf-search/dist

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/clinic
RUN groupadd --system --gid 10001 clinic \
 && useradd --system --uid 10001 --gid clinic --home-dir /nonexistent --shell /usr/sbin/nologin clinic \
 && mkdir -p /var/lib/clinic \
 && chown clinic:clinic /var/lib/clinic
WORKDIR /app
COPY --from=production-files /app ./
USER 10001:10001
EXPOSE 3000 9100
# The gateway stops by itself on SIGTERM: not ready at once, serving for SHUTDOWN_DELAY_MS, then draining.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api-gateway/dist/main.js"]
