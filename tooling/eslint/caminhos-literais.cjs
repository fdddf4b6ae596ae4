/**
 * caminho-literal (decision 0920): a front-end path is written once, in its app's `src/config/caminhos.ts` (or, for a
 * path of another app, in contracts' `Rota`). Everywhere else a string or template literal that is a portal path is
 * reported:
 * - a literal that starts with '/' and one of the portal's first segments (`prefixos`, read from every app's
 *   caminhos.ts by eslint.config.mjs), e.g. '/inscricao/historico', `/meus-cursos/${status}`;
 * - a piece of a template that does, e.g. `${base}/faq`;
 * - a template that builds a path of two or more segments from a variable first segment, e.g. `/${prefixo}/cursos`
 *   (a lone `/${x}` is a suffix or a folder, not a page: not reported).
 * API paths (/v1/…) and files ('/remotes.json') have no portal first segment and are left alone.
 */
const MENSAGEM =
  "Caminho do portal escrito à mão ('{{caminho}}'): use src/config/caminhos.ts deste app, ou Rota de @portal/contracts para a página de outro app.";

function primeiroSegmento(texto) {
  return /^\/([^/?#]+)/.exec(texto)?.[1];
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Portal paths live only in each app’s config/caminhos.ts and in contracts’ Rota.' },
    schema: [
      {
        type: 'object',
        properties: { prefixos: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { literal: MENSAGEM },
  },
  create(context) {
    // The router matches paths case-insensitively: '/QualificaSP/cursos' is the same page.
    const prefixos = new Set((context.options[0]?.prefixos ?? []).map((p) => p.toLowerCase()));
    const ehCaminho = (texto) => prefixos.has(primeiroSegmento(texto)?.toLowerCase());
    const relatar = (node, caminho) => context.report({ node, messageId: 'literal', data: { caminho } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && ehCaminho(node.value)) relatar(node, node.value);
      },
      TemplateLiteral(node) {
        const pedacos = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
        const texto = context.sourceCode.getText(node);
        const primeiroVariavel =
          pedacos[0] === '/' &&
          node.expressions.length > 0 &&
          pedacos.slice(1).some((p) => /^\/[^/]/.test(p));
        if (primeiroVariavel || pedacos.some(ehCaminho)) relatar(node, texto);
      },
    };
  },
};
