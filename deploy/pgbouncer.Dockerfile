# PgBouncer from Debian 12's package, the same engine `pnpm staging` installs with apt-get (decision 0208). Its
# configuration is deploy/pgbouncer/pgbouncer.ini.template, mounted and filled at start with envsubst, as staging does.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends pgbouncer gettext-base \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/pgbouncer && chown postgres:postgres /var/lib/pgbouncer
USER postgres
# The auth file holds the one user and its password (PgBouncer checks SCRAM against it); written at start, never baked.
CMD ["sh", "-c", "printf '\"portal\" \"%s\"\\n' \"$POSTGRES_PASSWORD\" > /var/lib/pgbouncer/userlist.txt && envsubst < /etc/pgbouncer/pgbouncer.ini.template > /var/lib/pgbouncer/pgbouncer.ini && exec pgbouncer /var/lib/pgbouncer/pgbouncer.ini"]
