# The portal's server (gateway/) on Node 24 LTS, compiled (dist/main.js, no tsx), with production dependencies only
# (decision 0223). Neither the shell nor any remote is in this image: each is published by its own deploy to the static
# origin mounted here at /srv/origem, the shell with shell.json (`pnpm deploy:shell --destino <origem>`, decision
# 0209), each remote with the registry remotes.json (`pnpm deploy:remote <remote> --destino <origem>`).
# /v1 goes to the API containers named in --api-url; health: GET /saude.
# Docker is not run on the development machine; scripts/lib/imagem.test.mjs assembles the same /app with the same
# script (scripts/montar-imagem.mjs) and starts it with node.
FROM node:24-bookworm-slim AS construcao
WORKDIR /repo
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
COPY . .
RUN pnpm install --frozen-lockfile \
 && node scripts/montar-imagem.mjs portal /saida

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=construcao /saida /app
# The static origin: shell.json and shell/<version>/ written by deploy:shell --destino, remotes.json and
# remotes/<name>/<version>/ written by deploy:remote --destino; read only here.
RUN mkdir -p /srv/origem/remotes /srv/origem/shell
VOLUME /srv/origem
USER node
EXPOSE 8080
# The gateway's own health (a shell published in the origin and its page readable; not the API): decision 0202. It
# stays unhealthy (503) until `pnpm deploy:shell --destino <origem>` has published a shell there.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/saude').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop accepting, finish the requests in flight (at most --prazo-de-encerramento seconds), exit.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--enable-source-maps", "dist/main.js", "--host", "0.0.0.0", "--port", "8080", "--data-dir", "/srv/origem"]
