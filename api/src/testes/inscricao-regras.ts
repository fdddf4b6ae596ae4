import type { Contexto } from './contexto.js';
import { requisitar, sessaoDireta, type Sessao } from './cliente.js';
import { criarCandidatosAptos } from './turmas.js';

export const NOVO_EMPREGO = '/v1/inscricao/novoemprego/createUpdateNovoEmprego';
export const VIRTUAL = '/v1/inscricao/viaRapida/virtual/create';

/**
 * inscricao-regras-do-servidor.test.ts's calls on the context `t`: `enviar` posts a create call as `quem` (`:id` in
 * the URL is theirs, the body an 'Ativa' enrolment of theirs), `candidatoNovo` makes a fresh eligible candidate.
 */
export function chamadasDeCriacao(t: { ctx: Contexto }) {
  function enviar(quem: Sessao, url: string, corpo: Record<string, unknown>) {
    return requisitar(t.ctx.app, 'POST', url.replace(':id', String(quem.id)), {
      token: quem.token,
      body: { idUsuario: quem.id, idStatusInscricao: 1, ...corpo },
    });
  }

  let candidatos = 0;
  /** A fresh eligible candidate; the helper derives the CPF from the prefix length, so each prefix is one longer. */
  async function candidatoNovo(historia: string): Promise<Sessao> {
    candidatos += 1;
    const [id] = await criarCandidatosAptos(t.ctx.db, 1, `${historia.slice(0, 1)}${'x'.repeat(candidatos)}`);
    return sessaoDireta(t.ctx.app, id!);
  }
  return { enviar, candidatoNovo };
}
