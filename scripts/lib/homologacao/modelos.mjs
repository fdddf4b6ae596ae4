import path from 'node:path';

/**
 * Fills the `${NOME}` placeholders of deploy/nginx and deploy/pgbouncer the way envsubst does (the nginx image's
 * templates, decision 0222), so staging and the compose file read the same files. Only upper-case names are
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
 * The values staging gives deploy/nginx/portal.conf.template (compose gives the same names in deploy/compose.yaml).
 * Every hop of staging is on 127.0.0.0/8, so the trusted edge in front of nginx (the realip module's
 * set_real_ip_from) is loopback: the test runner plays the balancer.
 */
export function valoresDoModeloNginx(topologia) {
  const { enderecos: e, pastas } = topologia;
  const endereco = (nome) => `${e[nome].host}:${e[nome].porta}`;
  return {
    NGINX_LISTEN: endereco('nginx'),
    NGINX_API_LISTEN: endereco('nginx-api'),
    NGINX_BORDA_CONFIAVEL: '127.0.0.0/8',
    GATEWAY_1: endereco('gateway-1'),
    GATEWAY_2: endereco('gateway-2'),
    API_1: endereco('api-1'),
    API_2: endereco('api-2'),
    NGINX_CACHE_DIR: path.join(pastas.nginx, 'cache'),
    NGINX_LOG_DIR: path.join(pastas.nginx, 'logs'),
    ORIGEM_ESTATICA: pastas.origem,
  };
}
