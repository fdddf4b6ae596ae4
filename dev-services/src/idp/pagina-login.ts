/**
 * The sign-in page of the interaction. Plain HTML form POST (works without JavaScript); the interaction uid in the
 * action plus oidc-provider's interaction cookie make a forged submission fail.
 */
import { escaparHtml, paginaHtml } from '../shared/html.js';

export const MENSAGEM_CREDENCIAIS_INVALIDAS = 'CPF ou senha incorretos.';

export interface EstadoLogin {
  uid: string;
  cpf?: string;
  /** Field errors by field id; `geral` applies to the CPF and password together. */
  erros?: { cpf?: string; senha?: string; geral?: string };
}

function itemResumo(campo: string, texto: string): string {
  return `<li><a href="#${campo}">${escaparHtml(texto)}</a></li>`;
}

function resumoErros(erros: NonNullable<EstadoLogin['erros']>): string {
  const itens = [
    erros.geral ? itemResumo('cpf', erros.geral) : '',
    erros.cpf ? itemResumo('cpf', erros.cpf) : '',
    erros.senha ? itemResumo('senha', erros.senha) : '',
  ].join('');
  if (!itens) return '';
  return `<div class="resumo-erros" role="alert" aria-labelledby="titulo-erros" tabindex="-1" id="resumo-erros" autofocus>
<h2 id="titulo-erros">Não foi possível entrar</h2>
<ul>${itens}</ul>
</div>`;
}

function campo(
  id: 'cpf' | 'senha',
  rotulo: string,
  atributos: string,
  erro: string | undefined,
  invalido: boolean,
): string {
  const idErro = `${id}-erro`;
  const descricao = erro ? ` aria-describedby="${idErro}"` : '';
  const mensagem = erro ? `<p class="erro" id="${idErro}">${escaparHtml(erro)}</p>` : '';
  return `<label for="${id}">${rotulo}</label>
<input id="${id}" name="${id}" ${atributos} required aria-invalid="${invalido}"${descricao}>
${mensagem}`;
}

export function paginaLogin({ uid, cpf = '', erros = {} }: EstadoLogin): string {
  const acao = `/interacao/${encodeURIComponent(uid)}`;
  const cpfInvalido = Boolean(erros.cpf || erros.geral);
  const senhaInvalida = Boolean(erros.senha || erros.geral);
  const conteudo = `<h1>Entrar com gov.br</h1>
<p>Ambiente local de demonstração. Use o CPF de uma conta de demonstração e a senha informada ao iniciar o portal.</p>
${resumoErros(erros)}
<form method="post" action="${acao}/login" novalidate>
${campo('cpf', 'CPF', `type="text" inputmode="numeric" autocomplete="username" value="${escaparHtml(cpf)}"`, erros.cpf ?? erros.geral, cpfInvalido)}
${campo('senha', 'Senha', 'type="password" autocomplete="current-password"', erros.senha, senhaInvalida)}
<button type="submit">Entrar</button>
<button type="submit" class="secundario" formaction="${acao}/cancelar" formnovalidate>Cancelar</button>
</form>`;
  return paginaHtml('Entrar com gov.br', conteudo);
}
