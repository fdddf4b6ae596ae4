# The API image (decisions 0166, 0223): compiled once at build (esbuild → dist/server.js), run without tsx on Node 24
# LTS, as API_WORKERS processes, with production dependencies only. Stateless: everything it keeps is in PostgreSQL.
# Docker is not run on the development machine; scripts/lib/imagem.test.mjs assembles the same /app with the same
# script (scripts/montar-imagem.mjs) and starts it with node.
FROM node:24-bookworm-slim AS construcao
WORKDIR /repo
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
COPY . .
RUN pnpm install --frozen-lockfile --filter @portal/api... \
 && node scripts/montar-imagem.mjs api /saida

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=construcao /saida /app
USER node
EXPOSE 3000
# SIGTERM to the cluster primary: each process finishes the requests it holds, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.js"]
