# The portal's server (gateway/): the shell and the five remotes built and published into the image, /v1 proxied
# to the API containers named in --api-url. Unrun here (no Docker registry reachable). In a CDN deployment the same
# shell/dist and .data/remotes are uploaded to the CDN instead, and this server only composes pages.
FROM node:20-bookworm-slim
WORKDIR /repo
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
COPY . .
ENV PORTAL_DATA_DIR=/srv/portal
RUN pnpm install --frozen-lockfile \
 && node scripts/construir-frontends.mjs \
 && for remoto in mfe-usuario mfe-candidato mfe-inscricao mfe-programas mfe-primeiro-emprego mfe-gestao; do pnpm deploy:remote "$remoto"; done
USER node
EXPOSE 8080
ENTRYPOINT ["node", "--import", "tsx", "gateway/src/main.ts", "--shell-dir", "shell/dist", "--data-dir", "/srv/portal"]
