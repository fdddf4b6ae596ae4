import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { RAIZ } from '../caminhos.mjs';

const SCRIPT_DA_BORDA = path.join(RAIZ, 'deploy/nginx/borda-confiavel.sh');

/**
 * Fills the `${NOME}` placeholders of deploy/nginx and deploy/pgbouncer the way envsubst does (the nginx image's
 * templates, decision 0227), so staging and the compose file read the same files. Only upper-case names are
 * placeholders: nginx's own variables (`$host`) are lower case and stay. A placeholder without a value is an error.
 */
export function preencherModelo(texto, valores) {
  const faltam = new Set();
  const preenchido = texto.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, nome) => {
    if (!(nome in valores)) {
      faltam.add(nome);
      return '';
    }
    return String(valores[nome]);
  });
  if (faltam.size > 0) throw new Error(`Modelo sem valor para: ${[...faltam].join(', ')}.`);
  return preenchido;
}

/**
 * Staging's trusted edge in front of nginx (the realip module's set_real_ip_from): the address every local client
 * connects from (Linux picks 127.0.0.1 as the source toward any 127.0.0.x), so the test runner, the surge and the
 * journeys' browser play the balancer. Not all of 127.0.0.0/8: staging:test sends from 127.0.0.9 as a citizen outside
 * the edge, whose forged X-Forwarded-For must not count (conferirBordaConfiavel, decision 0227).
 */
export const BORDA_CONFIAVEL_DA_HOMOLOGACAO = ['127.0.0.1', '::1'];

/** The values staging gives deploy/nginx/portal.conf.template (compose gives the same names in deploy/compose.yaml). */
export function valoresDoModeloNginx(topologia) {
  const { enderecos: e, pastas } = topologia;
  const endereco = (nome) => `${e[nome].host}:${e[nome].porta}`;
  return {
    NGINX_LISTEN: endereco('nginx'),
    NGINX_API_LISTEN: endereco('nginx-api'),
    NGINX_BORDA_CONFIAVEL: BORDA_CONFIAVEL_DA_HOMOLOGACAO.join(', '),
    NGINX_BORDA_CONFIAVEL_ARQUIVO: path.join(pastas.nginx, 'borda-confiavel.conf'),
    GATEWAY_1: endereco('gateway-1'),
    GATEWAY_2: endereco('gateway-2'),
    API_1: endereco('api-1'),
    API_2: endereco('api-2'),
    NGINX_CACHE_DIR: path.join(pastas.nginx, 'cache'),
    NGINX_LOG_DIR: path.join(pastas.nginx, 'logs'),
    ORIGEM_ESTATICA: pastas.origem,
  };
}

/**
 * Writes the trusted edge's `set_real_ip_from` lines (NGINX_BORDA_CONFIAVEL, a list) to NGINX_BORDA_CONFIAVEL_ARQUIVO,
 * which the filled template includes, by running deploy/nginx/borda-confiavel.sh: the script the nginx image runs
 * from /docker-entrypoint.d/ in deploy/compose.yaml, so the list is read and checked by one implementation (decision
 * 0227). Throws its message when it refuses the list (empty, an item that is not an address or CIDR, a /0).
 */
export function escreverBordaConfiavel(valores) {
  const { status, stderr, error } = spawnSync('sh', [SCRIPT_DA_BORDA], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NGINX_BORDA_CONFIAVEL: String(valores.NGINX_BORDA_CONFIAVEL ?? ''),
      NGINX_BORDA_CONFIAVEL_ARQUIVO: String(valores.NGINX_BORDA_CONFIAVEL_ARQUIVO ?? ''),
    },
  });
  if (error) throw error;
  if (status !== 0) throw new Error(stderr.trim() || `${path.basename(SCRIPT_DA_BORDA)} saiu com ${status}`);
}
