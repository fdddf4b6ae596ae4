# The portal's server (gateway/) with the shell's build, on Node 24 LTS, compiled (dist/main.js, no tsx), with
# production dependencies only (decision 0204). No remote is in this image: each team publishes its remote, and the
# registry remotes.json, to the static origin (`pnpm deploy:remote <remote> --destino <origem>`, decision 0203),
# mounted here at /srv/origem. /v1 goes to the API containers named in --api-url; health: GET /saude.
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
# The static origin: remotes.json and remotes/<name>/<version>/, written by deploy:remote --destino; read only here.
RUN mkdir -p /srv/origem/remotes
VOLUME /srv/origem
USER node
EXPOSE 8080
# The gateway's own health (shell page and static origin readable; not the API): decision 0202.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/saude').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop accepting, finish the requests in flight (at most --prazo-de-encerramento seconds), exit.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--enable-source-maps", "dist/main.js", "--host", "0.0.0.0", "--port", "8080", "--shell-dir", "/app/shell", "--data-dir", "/srv/origem"]
