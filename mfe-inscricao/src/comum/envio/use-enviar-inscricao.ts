import { useRef, useState } from 'react';
import { Mensagem, type Inscricao } from '@portal/contracts';
import { limparEscolhasAposInscricao, mensagemDoErro, sessionStore } from '@portal/shared-auth';
import { MENSAGEM_ENVIO_SEM_CONEXAO, semConexao, statusDoErro } from '@portal/ui';
import { ehConflito } from '../api/erros';
import { lerFormatoCurso, lerRascunhoAtualizacao } from '../escolhas';
import { limparRascunhosDoFluxo } from '../rascunhos';
import { envioDeInscricaoApi } from './inscricao-envio-api';

/**
 * 409 answers that mean "this class can no longer take you", each with its own title: a class that ran out of seats is
 * not one that stopped taking enrolments. Either way the citizen chooses another class or course.
 */
export const TITULO_DA_TURMA_RECUSADA = {
  lotada: 'A turma ficou sem vagas',
  encerrada: 'A turma encerrou as inscrições',
} as const;
export type TurmaRecusada = keyof typeof TITULO_DA_TURMA_RECUSADA;

/** The API's message for each refusal of the class (contracts), read back from a 409 and shown as it is. */
export const MENSAGEM_DA_TURMA_RECUSADA: Record<TurmaRecusada, string> = {
  lotada: Mensagem.turmaLotada,
  encerrada: Mensagem.turmaEncerrada,
};

const TURMA_RECUSADA: ReadonlyMap<string, TurmaRecusada> = new Map(
  (Object.keys(MENSAGEM_DA_TURMA_RECUSADA) as TurmaRecusada[]).map((tipo) => [
    MENSAGEM_DA_TURMA_RECUSADA[tipo],
    tipo,
  ]),
);

/**
 * `lotada` / `encerrada`: the class can no longer take the citizen; choose another one. `recusa`: the API refused the
 * citizen (403, or 409 "already enrolled in the modality"); nothing on the page changes that, the way on is the
 * history. `erro`: anything else, to send again.
 */
export type FalhaEnvio = { tipo: TurmaRecusada | 'recusa' | 'erro'; mensagem: string };

/** The refusal of the class itself (full or closed), which the check pages answer with their own panel. */
export function turmaRecusada(falha: FalhaEnvio | null): falha is FalhaEnvio & { tipo: TurmaRecusada } {
  return falha !== null && Object.hasOwn(TITULO_DA_TURMA_RECUSADA, falha.tipo);
}

function tipoDaFalha(erro: unknown, mensagem: string): FalhaEnvio['tipo'] {
  const turma = ehConflito(erro) ? TURMA_RECUSADA.get(mensagem) : undefined;
  if (turma) return turma;
  const status = statusDoErro(erro);
  return status === 403 || status === 409 ? 'recusa' : 'erro';
}

/**
 * Creates the enrolment, or updates the one kept as draft (edit flow), in the class the check page showed: the page
 * passes it, so what is sent is what the citizen confirmed, never a class stored for another course.
 */
export async function enviarEscolhas(idTurma: number): Promise<Inscricao> {
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  const rascunho = lerRascunhoAtualizacao();
  if (rascunho) {
    return envioDeInscricaoApi.atualizarNovoEmprego({
      ...rascunho,
      idTurmaPrincipal: idTurma,
      idTurmaOpcao: null,
      idUsuario,
    });
  }
  const formatoCurso = lerFormatoCurso();
  return envioDeInscricaoApi.criarNovoEmprego({
    idTurmaPrincipal: idTurma,
    idUsuario,
    idStatusInscricao: 1,
    ...(formatoCurso && { formatoCurso }),
  });
}

/**
 * Sends the enrolment once. The stored choices are cleared only on success (spec §4), so an API error
 * — a class that filled up included — leaves every choice in place for another try.
 */
export function useEnviarInscricao<A extends unknown[]>(
  aoConcluir: (inscricao: Inscricao, alterada: boolean) => void,
  enviarPedido: (...args: A) => Promise<Inscricao>,
) {
  const [enviando, setEnviando] = useState(false);
  const [falha, setFalha] = useState<FalhaEnvio | null>(null);
  // A second click can land before React disables the button: the ref sees it at once.
  const emCurso = useRef(false);

  const enviar = async (...args: A) => {
    if (emCurso.current) return;
    emCurso.current = true;
    setEnviando(true);
    setFalha(null);
    try {
      const alterada = lerRascunhoAtualizacao() !== null;
      const inscricao = await enviarPedido(...args);
      limparEscolhasAposInscricao();
      limparRascunhosDoFluxo();
      aoConcluir(inscricao, alterada);
    } catch (erro) {
      // Offline nothing was sent and every choice is still stored: the page says so, and the citizen sends it again.
      const mensagem = semConexao(erro) ? MENSAGEM_ENVIO_SEM_CONEXAO : mensagemDoErro(erro);
      setFalha({ tipo: tipoDaFalha(erro, mensagem), mensagem });
    } finally {
      emCurso.current = false;
      setEnviando(false);
    }
  };

  return { enviar, enviando, falha };
}
