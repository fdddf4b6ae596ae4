import type { FastifyInstance } from 'fastify';
import { requisitar } from './cliente.js';

/** usuario.test.ts's new account: the sign-up form, as the portal sends it. */
export const NOVO = {
  nome: 'Beatriz Costa',
  cpf: '935.411.347-80',
  email: 'beatriz.costa@exemplo.com.br',
  dataNascimento: '10/10/2000',
  senha: 'Segura123',
  confirmacaoSenha: 'Segura123',
  aceitouTermo: true,
};

/** An account registered with a password through the real sign-up route: nobody proved its CPF or its e-mail. */
export function cadastrarComSenha(
  app: FastifyInstance,
  dados: { nome: string; cpf: string; email: string; senha: string },
) {
  return requisitar(app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
    body: { ...dados, dataNascimento: '01/01/1990', confirmacaoSenha: dados.senha, aceitouTermo: true },
  });
}

/** The id and token of the newest link the local mailbox (GET /v1/dev/mensagens) holds for `para`. */
export async function ultimoLinkNaCaixa(
  app: FastifyInstance,
  para: string,
): Promise<{ id: number; token: string }> {
  const mensagens = (await requisitar(app, 'GET', '/v1/dev/mensagens')).json() as {
    para: string;
    link: string | null;
  }[];
  const link = new URL(mensagens.find((m) => m.para === para && m.link)!.link!);
  return { id: Number(link.searchParams.get('id')), token: link.searchParams.get('token')! };
}
