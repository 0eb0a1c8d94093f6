# The backup CronJob's image (deploy/kubernetes/base/backup-cronjob.yaml): Debian's pgBackRest, the release
# the restore drill runs (api-gateway/src/point-in-time-restore.test.ts), and psql to record a good backup.
#   podman build --format docker -f deploy/container/backup.Dockerfile -t clinic-backup:2.45 deploy/container
# Its user is 999, as the CronJob runs it; it writes only /tmp (an emptyDir there).
ARG DEBIAN_IMAGE=docker.io/library/debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends pgbackrest=2.45-* postgresql-client-15 ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 999 backup-job \
 && useradd --system --uid 999 --gid backup-job --home-dir /nonexistent --shell /usr/sbin/nologin backup-job
USER 999:999
CMD ["pgbackrest", "version"]
