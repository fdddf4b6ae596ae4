/**
 * The rules for what a remote declares besides its prefixes (decisions 1530 and 1560), in its `src/config/caminhos.ts`
 * and from there in `portal-remoto.json` and its registry line: `ACESSO` (prefix → 'publico', 'login' or
 * { papeis: [...] }) and `MENU` (prefix → label of the sidebar entry, only for a prefix open to a list of roles).
 * The build (declaracao-do-portal.cjs) fails and `pnpm deploy:remote` (scripts/lib/compatibilidade.mjs) refuses on
 * any reason given here; they are the portal's own at run time (contracts/src/acesso-no-registro.ts, which
 * declaracao-de-acesso.test.mjs runs on the same samples), where a declaration it cannot read closes the remote's paths.
 */
const ehObjeto = (valor) => typeof valor === 'object' && valor !== null && !Array.isArray(valor);
const ehTextoCheio = (valor) => typeof valor === 'string' && valor.length > 0;

const nivelValido = (nivel) =>
  nivel === 'publico' ||
  nivel === 'login' ||
  (ehObjeto(nivel) &&
    Array.isArray(nivel.papeis) &&
    nivel.papeis.length > 0 &&
    nivel.papeis.every(ehTextoCheio));

/** Absent is fine; otherwise an object whose every key is one of `prefixos` and every value passes `valido`. */
function motivosDoMapa(nome, mapa, prefixos, valido, regra) {
  if (mapa === undefined) return [];
  if (!ehObjeto(mapa)) return [`${nome} deve ser um objeto { prefixo: ${regra} }.`];
  return Object.entries(mapa).flatMap(([prefixo, valor]) => {
    if (!prefixos.includes(prefixo)) return [`${nome} nomeia "${prefixo}", que não está em PREFIXOS.`];
    return valido(valor, prefixo) ? [] : [`${nome}.${prefixo} deve ser ${regra}.`];
  });
}

/** Why the portal could not read this declaration (reasons in Portuguese); an empty list when it can. */
function motivosDaDeclaracao({ prefixes, acesso, menu }) {
  const prefixos = Array.isArray(prefixes) ? prefixes : [];
  const daEquipe = (prefixo) => ehObjeto(acesso) && ehObjeto(acesso[prefixo]) && nivelValido(acesso[prefixo]);
  return [
    ...motivosDoMapa('ACESSO', acesso, prefixos, nivelValido, "'publico', 'login' ou { papeis: [...] }"),
    ...motivosDoMapa(
      'MENU',
      menu,
      prefixos,
      (rotulo, prefixo) => ehTextoCheio(rotulo) && daEquipe(prefixo),
      'um rótulo não vazio, de um prefixo que ACESSO abre só a uma lista de papéis',
    ),
  ];
}

module.exports = { motivosDaDeclaracao };
