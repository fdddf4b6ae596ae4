/** The 'Caixa postal local' page: one article per message, each with its subject as a heading. */
import type { MensagemDev } from '@portal/contracts';
import { relogioDeSaoPaulo } from '@portal/contracts/relogio-de-sao-paulo';
import { escaparHtml, paginaHtml } from '../shared/html.js';
import type { ResultadoBusca } from './buscar-mensagens.js';

/** 'dd/mm/aaaa, hh:mm:ss' on São Paulo's clock: seconds tell apart the messages of one test; not a date, as it came. */
function formatarData(iso: string): string {
  const r = relogioDeSaoPaulo(iso);
  return r ? `${r.dia}/${r.mes}/${r.ano}, ${r.hora}:${r.minuto}:${r.segundo}` : iso;
}

/** Only web links become anchors: a message must never smuggle a javascript: URL into this page. */
function linkSeguro(link: string | null): string {
  if (!link || !/^(https?:\/\/|\/)/i.test(link)) return '';
  return `<p><a href="${escaparHtml(link)}">${escaparHtml(link)}</a></p>`;
}

function artigo(mensagem: MensagemDev): string {
  return `<li><article aria-labelledby="assunto-${mensagem.id}">
<h2 id="assunto-${mensagem.id}">${escaparHtml(mensagem.assunto)}</h2>
<dl>
<dt>Para</dt><dd>${escaparHtml(mensagem.para)}</dd>
<dt>Data</dt><dd><time datetime="${escaparHtml(mensagem.criadoEm)}">${escaparHtml(formatarData(mensagem.criadoEm))}</time></dd>
<dt>Tipo</dt><dd>${escaparHtml(mensagem.tipo)}</dd>
</dl>
<p class="corpo-mensagem">${escaparHtml(mensagem.corpo)}</p>
${linkSeguro(mensagem.link)}
</article></li>`;
}

function filtro(para: string): string {
  return `<form method="get" action="" role="search">
<label for="para">Filtrar por destinatário (e-mail)</label>
<input id="para" name="para" type="email" autocomplete="email" value="${escaparHtml(para)}">
<button type="submit">Filtrar</button>
${para ? '<p><a href="?">Mostrar todas as mensagens</a></p>' : ''}
</form>`;
}

function lista(mensagens: MensagemDev[], para: string): string {
  if (mensagens.length === 0) {
    return `<p role="status">Nenhuma mensagem${para ? ` para ${escaparHtml(para)}` : ''} por enquanto.</p>`;
  }
  const total = mensagens.length === 1 ? '1 mensagem' : `${mensagens.length} mensagens`;
  return `<p role="status">${total}, da mais recente para a mais antiga.</p>
<ol class="mensagens">
${mensagens.map(artigo).join('\n')}
</ol>`;
}

export function paginaCaixaPostal(resultado: ResultadoBusca, para: string): string {
  const corpo = resultado.ok
    ? lista(resultado.mensagens, para)
    : `<div role="alert" class="resumo-erros"><p>Não foi possível ler as mensagens da API.</p><p>${escaparHtml(resultado.motivo)}</p></div>`;
  const conteudo = `<h1>Caixa postal local</h1>
<p>Os e-mails que o portal enviaria ficam aqui no ambiente local. <a href="">Atualizar</a></p>
${filtro(para)}
${corpo}`;
  return paginaHtml('Caixa postal local', conteudo);
}
