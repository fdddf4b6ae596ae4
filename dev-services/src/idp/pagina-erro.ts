/** Portuguese pages for what the citizen may meet outside the sign-in form: errors, the sign-out step. */
import { escaparHtml, paginaHtml } from '../shared/html.js';

export const MENSAGEM_SESSAO_EXPIRADA =
  'Sua sessão de entrada expirou ou não é válida. Volte ao portal e tente entrar de novo.';

export function paginaErro(mensagem: string, detalhe?: string): string {
  const complemento = detalhe ? `<p>Detalhe técnico: <code>${escaparHtml(detalhe)}</code></p>` : '';
  return paginaHtml(
    'Erro | gov.br',
    `<h1>Não foi possível continuar</h1>\n<p>${escaparHtml(mensagem)}</p>\n${complemento}`,
  );
}

/**
 * oidc-provider hands us its logout form (CSRF-protected, posts to /logout/confirm). It is submitted at once by a
 * tiny script so the portal's logout needs no extra click; without JavaScript the citizen presses 'Sair'.
 */
export function paginaSair(formulario: string): string {
  const conteudo = `<h1>Sair do gov.br</h1>
<p>Encerrando sua sessão…</p>
${formulario}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="botao-sair">Sair</button>
<script>document.getElementById('botao-sair').click();</script>`;
  return paginaHtml('Sair | gov.br', conteudo);
}

export function paginaSaida(): string {
  return paginaHtml(
    'Sessão encerrada | gov.br',
    '<h1>Sessão encerrada</h1>\n<p>Você saiu do gov.br. Já pode fechar esta página.</p>',
  );
}
