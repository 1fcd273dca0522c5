#!/usr/bin/env bash
# The nightly backup of the shop's database (docs/deploy.md, "Backups"), run by cron on the host:
#   0 20 * * * /srv/storefront/deploy/backup.sh >>/var/log/storefront-backup.log 2>&1
# pg_dump (custom format, the postgres container's own, so the server's version) into BACKUP_DIR with its SHA-256,
# checked readable with pg_restore --list, then encrypted with age for the recipients in BACKUP_AGE_RECIPIENTS and
# copied off the host with rclone to BACKUP_REMOTE (BACKUP_REMOTE=none keeps it on the host only: for a test).
# Dumps older than BACKUP_KEEP_DAYS are deleted from the host; the off-site copies are kept by the storage's own
# lifecycle rules (14 daily, 8 weekly, 12 monthly), not from here. Any failing step stops the script (exit code ≠ 0).
set -euo pipefail
cd "$(dirname "$0")/.." # the folder of compose.yaml

dir=${BACKUP_DIR:-/var/backups/storefront}
keep_days=${BACKUP_KEEP_DAYS:-2}
recipients=${BACKUP_AGE_RECIPIENTS:-/etc/storefront/backup.pub}
remote=${BACKUP_REMOTE:-}
if [ -z "$remote" ]; then
  echo "backup: BACKUP_REMOTE is not set (an rclone remote:path): a backup kept only on the host is lost with it" >&2
  exit 1
fi

umask 077
mkdir -p "$dir"
name="shop-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under another name first: a dump cut short never looks like a finished one.
docker compose exec -T postgres pg_dump -U shop -d shop --format=custom >"$dir/$name.partial"
mv "$dir/$name.partial" "$dir/$name"
(cd "$dir" && sha256sum "$name" >"$name.sha256")
docker compose exec -T postgres pg_restore --list <"$dir/$name" >/dev/null

if [ "$remote" != none ]; then
  age -R "$recipients" -o "$dir/$name.age" "$dir/$name"
  rclone copy "$dir/$name.age" "$remote"
  rclone copy "$dir/$name.sha256" "$remote"
  rm "$dir/$name.age"
fi

find "$dir" -maxdepth 1 -name 'shop-*' -mtime +"$keep_days" -delete
where="copied to $remote"
[ "$remote" = none ] && where="kept on this host only"
echo "backup: $dir/$name ($(du -h "$dir/$name" | cut -f1)), $where"
