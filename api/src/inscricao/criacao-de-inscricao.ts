import { Mensagem, PAPEIS_CANDIDATO_E_ADMIN, type FormatoCurso, type Papel } from '@portal/contracts';
import type { Db } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import { RepositorioDoContextoDaInscricao } from './contexto-da-inscricao.repositorio.js';
import type { InscricaoComControle, RepositorioDeInscricoes } from './inscricoes.repositorio.js';
import { verificarElegibilidade, verificarIdadeDoPrograma } from './elegibilidade.js';
import { exigirDonoOuAdministrador, type Autor } from '../lib/autor.js';
import { recusaDaModalidade, type RegraDaChamada } from './regras-das-chamadas.js';
import { criadaOuRecusada, exigirTurmaAberta } from './turma-da-inscricao.js';

/** A caller known by an access token: its server session is checked in the create's read. */
export type AutorDoToken = Autor & { sessao: string };

export interface PedidoDeInscricao {
  idUsuario: number;
  idTurmaPrincipal: number;
  formatoCurso?: FormatoCurso;
}

/**
 * One read (the candidate, the class, an active enrolment in its modality, the programme's period), the rules in
 * their usual order, then one write that takes the seat and answers with the enrolment (decision 0171).
 */
export async function criarInscricao(
  db: Db,
  repo: RepositorioDeInscricoes,
  autor: AutorDoToken,
  pedido: PedidoDeInscricao,
  regra: RegraDaChamada,
): Promise<InscricaoComControle> {
  const contexto = await new RepositorioDoContextoDaInscricao(db).ler(
    pedido.idUsuario,
    pedido.idTurmaPrincipal,
    {
      id: autor.sessao,
      idUsuario: autor.sid,
    },
  );
  // Before any rule: a revoked session learns nothing about the class or the candidate (decision 0177).
  if (!contexto.sessaoAtiva) throw Erros.naoAutenticado();
  // The route's role and owner checks read the token's role; the database's, read with the session, decides
  // (issue 27 item 3): a Candidato made Secretaria since the token was signed enrols no one.
  const papel = contexto.papelDaSessao ?? '';
  if (!PAPEIS_CANDIDATO_E_ADMIN.includes(papel as Papel)) throw Erros.acessoNegado();
  exigirDonoOuAdministrador({ sid: autor.sid, role: papel }, pedido.idUsuario);
  const idade = verificarElegibilidade(contexto.situacao, { idadeMinima: regra.idadeMinima });
  const turma = exigirTurmaAberta(contexto.turma);
  const recusa = recusaDaModalidade(regra, turma.id_modalidade, contexto.periodoAberto);
  if (recusa === 'outro-programa') throw Erros.naoProcessavel(Mensagem.turmaDeOutroPrograma);
  if (recusa === 'periodo-encerrado') throw Erros.conflito(Mensagem.periodoEncerrado);
  verificarIdadeDoPrograma(turma.id_modalidade, idade);
  if (pedido.formatoCurso && pedido.formatoCurso !== turma.formato)
    throw Erros.naoProcessavel(Mensagem.formatoDiferenteDoCurso);
  if (contexto.ativaNaModalidade) throw Erros.conflito(Mensagem.jaInscritoNaModalidade);
  return criadaOuRecusada(
    await repo.criarComVaga({
      idTurma: turma.id,
      idUsuario: pedido.idUsuario,
      idModalidade: turma.id_modalidade,
      formatoCurso: turma.formato,
      autor: autor.sid,
    }),
  );
}
