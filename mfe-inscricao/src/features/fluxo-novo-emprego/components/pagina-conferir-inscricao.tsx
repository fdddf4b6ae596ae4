import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Inscricao, Turma } from '@portal/contracts';
import { Botao, Painel, ResumoErros, usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { useRascunhoAtualizacao } from '../../../comum/escolhas';
import {
  periodoDaTurma,
  situacaoDasVagas,
  turmaCheia,
  turnoDaTurma,
} from '@portal/escolha-da-turma/rotulos-da-turma';
import { RotaInscricao, type ModoFluxo } from '../../../config/caminhos';
import { carregarResumo, turmaDoResumo, type ResumoEscolhas } from '../api/carregar-resumo';
import {
  enviarEscolhas,
  MENSAGEM_DA_TURMA_RECUSADA,
  TITULO_DA_TURMA_RECUSADA,
  turmaRecusada,
  useEnviarInscricao,
  type TurmaRecusada,
} from '../../../comum/envio/use-enviar-inscricao';
import { ListaResumo, type LinhaResumo } from '../../../comum/componentes/lista-resumo';
import { SaidaDaRecusa } from '../../../comum/componentes/saida-da-recusa';

/** What the class's rows say once it is refused: it is still stored, but no longer a choice that can be sent. */
const SITUACAO_DA_TURMA_RECUSADA: Record<TurmaRecusada, string> = {
  lotada: 'Sem vagas',
  encerrada: 'Inscrições encerradas',
};

/**
 * The refusal the page can read from the class as loaded, before any send: closed (it stopped taking enrolments after
 * the citizen chose it), or, on a change of class (`alteracao`), full and not the enrolment's own class, since a change
 * never waits for a seat (decision 1520). Sending it would only meet the API's 409.
 */
function recusaDaTurmaLida(turma: Turma | null, alteracao: Inscricao | null): TurmaRecusada | null {
  if (!turma) return null;
  if (!turma.aberta) return 'encerrada';
  if (alteracao && turmaCheia(turma) && turma.id !== alteracao.idTurmaPrincipal) return 'lotada';
  return null;
}

/**
 * `turma` is the class proven to be this course's (turmaDoResumo). Without it the stored unit and class may be another
 * course's: their rows neither show that class nor lead to that course's steps, and the notice above leads to this
 * course's. `recusada`: the API has just refused that class (full or closed); its rows say so, read top-down before
 * the button that is no longer there, while the other answers stay as chosen.
 */
function linhasDoResumo(
  r: ResumoEscolhas,
  modo: ModoFluxo,
  turma: Turma | null,
  recusada: TurmaRecusada | null,
): LinhaResumo[] {
  const naoEncontrado = 'Não encontrado. Escolha novamente.';
  const alterar = (rota: string) => (turma ? rota : undefined);
  const situacao = recusada ? SITUACAO_DA_TURMA_RECUSADA[recusada] : null;
  return [
    { chave: 'Curso', valor: r.curso.nome, alterar: RotaInscricao.escolhaCurso(modo) },
    {
      chave: 'Município',
      valor: r.municipio?.nome ?? naoEncontrado,
      alterar: RotaInscricao.escolhaMunicipio(modo, r.curso.id),
    },
    {
      chave: 'Unidade',
      valor: r.unidade ? `${r.unidade.nome} — ${r.unidade.endereco}` : naoEncontrado,
      alterar: alterar(RotaInscricao.escolhaUnidade(modo)),
    },
    {
      chave: 'Turno',
      valor: !turma
        ? naoEncontrado
        : situacao
          ? `${turnoDaTurma(turma)} — ${situacao.toLowerCase()}, escolha outra turma`
          : turnoDaTurma(turma),
      alterar: alterar(RotaInscricao.escolhaTurno(modo, r.idOrdemServico)),
    },
    {
      chave: 'Datas',
      valor: turma
        ? `${periodoDaTurma(turma)} (${situacao ?? situacaoDasVagas(turma, modo === 'form')})`
        : naoEncontrado,
      alterar: alterar(RotaInscricao.escolhaTurno(modo, r.idOrdemServico)),
    },
  ];
}

/** confirmacao-novoemprego/{idCurso}: check your answers, then create or change the enrolment. */
export function ConferirInscricaoPagina() {
  const titulo = 'Confira suas escolhas';
  const h1 = usePageTitle(titulo);
  const idCurso = Number(useParams().idCurso);
  const navigate = useNavigate();
  const alteracao = useRascunhoAtualizacao();
  const modo: ModoFluxo = alteracao ? 'edit' : 'form';
  const carga = useCarga(() => carregarResumo(idCurso), `resumo:${idCurso}`);
  const { enviar, enviando, falha } = useEnviarInscricao(
    (inscricao, alterada) => navigate(RotaInscricao.comprovante(inscricao.id, alterada)),
    enviarEscolhas,
  );
  const turmaLida = carga.dados ? turmaDoResumo(carga.dados) : null;
  const recusaDoEnvio = turmaRecusada(falha) ? falha : null;
  const recusada = recusaDoEnvio?.tipo ?? recusaDaTurmaLida(turmaLida, alteracao);

  // Sending the refused class again meets the same refusal (closed, or full on a change of class, which never waits for
  // a seat: decision 1520), so its button goes, and the refusal, whose "Escolher outra turma" is the way on, takes the
  // focus the button had. A refusal read with the page leaves the focus on its title, as on any page.
  const avisoDaRecusa = useRef<HTMLElement>(null);
  useEffect(() => {
    if (recusaDoEnvio) avisoDaRecusa.current?.focus();
  }, [recusaDoEnvio]);

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      {falha && !turmaRecusada(falha) ? (
        <ResumoErros erros={[{ campo: 'confirmar-inscricao', mensagem: falha.mensagem }]} />
      ) : null}
      {falha?.tipo === 'recusa' ? <SaidaDaRecusa mensagem={falha.mensagem} /> : null}
      {recusada ? (
        <Painel ref={avisoDaRecusa} tipo="erro" titulo={TITULO_DA_TURMA_RECUSADA[recusada]}>
          <p>{recusaDoEnvio?.mensagem ?? MENSAGEM_DA_TURMA_RECUSADA[recusada]}</p>
          <p>
            <Link to={RotaInscricao.escolhaTurno(modo, carga.dados?.idOrdemServico ?? 0)}>
              Escolher outra turma
            </Link>{' '}
            — suas outras escolhas continuam guardadas.
          </p>
        </Painel>
      ) : null}
      <EstadoCarga carga={carga}>
        {(resumo) => {
          const turma = turmaDoResumo(resumo);
          return (
            <>
              {recusada ? null : (
                <p>
                  Verifique as informações antes de{' '}
                  {modo === 'edit' ? 'confirmar a alteração' : 'confirmar a inscrição'}.
                </p>
              )}
              {turma ? null : (
                <Painel tipo="aviso" titulo="Escolha de novo a unidade e a turma">
                  <p>
                    Alguma escolha não foi encontrada para este curso: ela pode ser de outro curso ou a turma
                    pode ter fechado.{' '}
                    <Link to={RotaInscricao.escolhaMunicipio(modo, resumo.curso.id)}>
                      Escolher município, unidade e turma deste curso
                    </Link>
                  </p>
                </Painel>
              )}
              <ListaResumo linhas={linhasDoResumo(resumo, modo, turma, recusada)} />
              {recusada ? null : (
                <div className="botoes">
                  <Botao
                    id="confirmar-inscricao"
                    ocupado={enviando}
                    disabled={!turma}
                    onClick={() => {
                      if (turma) void enviar(turma.id);
                    }}
                  >
                    {modo === 'edit'
                      ? 'Confirmar alteração'
                      : turma && turmaCheia(turma)
                        ? 'Entrar na lista de espera'
                        : 'Confirmar inscrição'}
                  </Botao>
                </div>
              )}
            </>
          );
        }}
      </EstadoCarga>
    </>
  );
}
