#!/bin/sh
# Run once by the postgres image when the primary's cluster is created (docker-entrypoint-initdb.d): the replica's
# pg_basebackup and streaming connect as `portal` with the password, from the private network (decision 0208).
set -e
echo 'host replication portal all scram-sha-256' >> "$PGDATA/pg_hba.conf"
