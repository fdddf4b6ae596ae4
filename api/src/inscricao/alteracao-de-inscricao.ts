import { Mensagem, MOTIVO_TROCA_DE_TURMA, StatusInscricao, type FormatoCurso } from '@portal/contracts';
import type { Db, Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import { RepositorioDeInscricoes, type InscricaoBloqueada } from './inscricoes.repositorio.js';
import { RepositorioDaSituacaoDoCandidato } from './situacao-do-candidato.repositorio.js';
import { RepositorioDeVagas } from './vagas.repositorio.js';
import { RepositorioDePeriodos } from '../catalogo/index.js';
import { pedePeriodoAberto, type RegraDaChamada } from './regras-das-chamadas.js';
import { verificarElegibilidade, verificarIdadeDoPrograma } from './elegibilidade.js';
import type { Autor } from '../lib/autor.js';
import { bloquearDoAutor } from './mudanca-de-inscricao.js';
import { exigirVaga, turmaAberta } from './turma-da-inscricao.js';
import type { ConvocacaoDaInscricao } from './status-da-inscricao.js';

export interface PedidoDeAlteracao {
  id: number;
  idUsuario: number;
  idTurmaPrincipal: number;
  idTurmaOpcao?: number | null;
}

async function idadeDoCandidato(db: Db, idUsuario: number, idadeMinima?: number): Promise<number> {
  return verificarElegibilidade(await new RepositorioDaSituacaoDoCandidato(db).ler(idUsuario), {
    idadeMinima,
  });
}

/** The seat moves from the enrolment's class to an open one of the same modality; answers that class's format. */
async function moverVagaParaTurma(
  tx: Executor,
  convocacao: Pick<ConvocacaoDaInscricao, 'oferecerVagas'>,
  autor: Autor,
  atual: InscricaoBloqueada,
  idTurmaPrincipal: number,
): Promise<FormatoCurso> {
  const vagas = new RepositorioDeVagas(tx);
  // Locked before the class is read: read first, a class the staff closed while this waited for its row was found
  // closed only by the seat's update, and answered "no seats" for a class that stopped taking enrolments.
  await vagas.bloquearTurmasEmOrdem([idTurmaPrincipal, atual.id_turma_principal]);
  const nova = await turmaAberta(tx, idTurmaPrincipal);
  if (nova.id_modalidade !== atual.id_modalidade) throw Erros.regra(Mensagem.turmaDeOutraModalidade);
  await exigirVaga(tx, nova.id);
  await vagas.liberar(atual.id_turma_principal);
  // The freed seat goes to the first in line now, as a cancelled one does (decisions 1500, 1522), not to a newcomer.
  await convocacao.oferecerVagas(tx, atual.id_turma_principal, null);
  await new RepositorioDeInscricoes(tx).auditar({
    idInscricao: atual.id,
    anterior: 1,
    novo: 1,
    idTurma: nova.id,
    autor: autor.sid,
    motivo: MOTIVO_TROCA_DE_TURMA,
  });
  return nova.formato;
}

/**
 * Moves an active enrolment to another class of the same modality (seat taken there, freed here and offered to the
 * first on its waiting list). With `regra.modalidades`, only an enrolment of those modalities may be changed by the
 * calling endpoint.
 */
export async function alterarInscricao(
  db: Db,
  convocacao: Pick<ConvocacaoDaInscricao, 'oferecerVagas'>,
  autor: Autor,
  pedido: PedidoDeAlteracao,
  regra: Partial<RegraDaChamada>,
): Promise<void> {
  const idade = await idadeDoCandidato(db, pedido.idUsuario, regra.idadeMinima);
  await db.transaction(async (tx) => {
    const atual = await bloquearDoAutor(tx, autor, pedido.id);
    if (atual.id_usuario !== pedido.idUsuario) throw Erros.acessoNegado();
    verificarIdadeDoPrograma(atual.id_modalidade, idade);
    if (regra.modalidades && !regra.modalidades.includes(atual.id_modalidade))
      throw Erros.naoProcessavel(Mensagem.turmaDeOutroPrograma);
    if (atual.id_status_inscricao !== StatusInscricao.Ativa)
      throw Erros.conflito(Mensagem.inscricaoNaoAlteravel);
    if (
      pedePeriodoAberto(atual.id_modalidade) &&
      !(await new RepositorioDePeriodos(tx).aberto(atual.id_modalidade))
    )
      throw Erros.conflito(Mensagem.periodoEncerrado);
    // A new second choice follows the main class's rules (an open class of the enrolment's modality); the one already
    // kept stays, even if its class closed since, so moving the main class does not cost the citizen her choice.
    if (pedido.idTurmaOpcao && pedido.idTurmaOpcao !== atual.id_turma_opcao) {
      const opcao = await turmaAberta(tx, pedido.idTurmaOpcao);
      if (opcao.id_modalidade !== atual.id_modalidade) throw Erros.regra(Mensagem.turmaDeOutraModalidade);
    }
    const formato: FormatoCurso | null =
      pedido.idTurmaPrincipal !== atual.id_turma_principal
        ? await moverVagaParaTurma(tx, convocacao, autor, atual, pedido.idTurmaPrincipal)
        : null;
    await new RepositorioDeInscricoes(tx).trocarTurmas(atual.id, {
      principal: pedido.idTurmaPrincipal,
      opcao: pedido.idTurmaOpcao ?? null,
      formato,
    });
  });
}
