/** Server-rendered HTML pages of the local services (sign-in, logout, mailbox): escaping and the common frame. */
const ENTIDADES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escaparHtml(valor: unknown): string {
  return String(valor ?? '').replace(/[&<>"']/g, (c) => ENTIDADES[c] ?? c);
}

/**
 * Same look for every page: readable sizes, a visible focus ring and the system dark preference (these pages live on
 * their own origins, outside the portal's body.dark switch). Colours keep at least 4.5:1 contrast in both themes.
 */
const ESTILO = `
:root { color-scheme: light dark; --fundo: #ffffff; --texto: #1b1b1b; --marca: #1351b4; --erro: #b00020; --borda: #5c5c5c; }
@media (prefers-color-scheme: dark) {
  :root { --fundo: #121212; --texto: #f0f0f0; --marca: #8ab4f8; --erro: #ff8a80; --borda: #a0a0a0; }
}
body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; background: var(--fundo); color: var(--texto); }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
a { color: var(--marca); }
:focus-visible { outline: 3px solid var(--marca); outline-offset: 2px; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { font: inherit; padding: .5rem; border: 1px solid var(--borda); border-radius: 4px; width: 100%; max-width: 22rem;
  background: var(--fundo); color: var(--texto); }
input[aria-invalid="true"] { border: 2px solid var(--erro); }
button { font: inherit; margin-top: 1.25rem; padding: .6rem 1.5rem; border-radius: 2rem; border: 2px solid var(--marca);
  background: var(--marca); color: var(--fundo); cursor: pointer; }
button.secundario { background: transparent; color: var(--marca); margin-left: .5rem; }
.erro { color: var(--erro); font-weight: 600; }
.resumo-erros { border: 2px solid var(--erro); padding: .75rem 1rem; margin: 1rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid var(--borda); padding: .5rem; text-align: left; vertical-align: top; }
.corpo-mensagem { white-space: pre-wrap; }
`;

export function paginaHtml(titulo: string, conteudo: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escaparHtml(titulo)}</title>
<style>${ESTILO}</style>
</head>
<body>
<main id="conteudo">
${conteudo}
</main>
</body>
</html>`;
}
