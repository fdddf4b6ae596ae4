/**
 * Fills the `${NOME}` placeholders of deploy/nginx and deploy/pgbouncer the way envsubst does (the nginx image's
 * templates, decision 0205), so staging and the compose file read the same files. Only upper-case names are
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
