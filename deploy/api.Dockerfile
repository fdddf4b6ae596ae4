# The API image (decision 0166): compiled once at build (esbuild → api/dist/server.js), run without tsx, as
# API_WORKERS processes. Stateless: everything it keeps is in PostgreSQL. Unrun here (no Docker registry reachable).
FROM node:20-bookworm-slim AS construcao
WORKDIR /repo
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
COPY . .
RUN pnpm install --frozen-lockfile --filter @portal/api... \
 && pnpm --filter @portal/api build \
 && pnpm --filter @portal/api deploy --legacy --prod /saida \
 && cp -r api/dist /saida/dist

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=construcao /saida /app
USER node
EXPOSE 3000
# SIGTERM to the cluster primary: each process finishes the requests it holds, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.js"]
