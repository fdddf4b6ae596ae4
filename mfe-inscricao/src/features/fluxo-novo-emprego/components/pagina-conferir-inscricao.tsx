import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Turma } from '@portal/contracts';
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
  TITULO_DA_TURMA_RECUSADA,
  turmaRecusada,
  useEnviarInscricao,
} from '../../../comum/envio/use-enviar-inscricao';
import { ListaResumo, type LinhaResumo } from '../../../comum/componentes/lista-resumo';
import { SaidaDaRecusa } from '../../../comum/componentes/saida-da-recusa';

/**
 * `turma` is the class proven to be this course's (turmaDoResumo). Without it the stored unit and class may be another
 * course's: their rows neither show that class nor lead to that course's steps, and the notice above leads to this
 * course's.
 */
function linhasDoResumo(r: ResumoEscolhas, modo: ModoFluxo, turma: Turma | null): LinhaResumo[] {
  const naoEncontrado = 'Não encontrado. Escolha novamente.';
  const alterar = (rota: string) => (turma ? rota : undefined);
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
      valor: turma ? turnoDaTurma(turma) : naoEncontrado,
      alterar: alterar(RotaInscricao.escolhaTurno(modo, r.idOrdemServico)),
    },
    {
      chave: 'Datas',
      valor: turma ? `${periodoDaTurma(turma)} (${situacaoDasVagas(turma)})` : naoEncontrado,
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
  const modo: ModoFluxo = useRascunhoAtualizacao() ? 'edit' : 'form';
  const carga = useCarga(() => carregarResumo(idCurso), `resumo:${idCurso}`);
  const { enviar, enviando, falha } = useEnviarInscricao(
    (inscricao, alterada) => navigate(RotaInscricao.comprovante(inscricao.id, alterada)),
    enviarEscolhas,
  );

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      {falha && !turmaRecusada(falha) ? (
        <ResumoErros erros={[{ campo: 'confirmar-inscricao', mensagem: falha.mensagem }]} />
      ) : null}
      {falha?.tipo === 'recusa' ? <SaidaDaRecusa mensagem={falha.mensagem} /> : null}
      {turmaRecusada(falha) ? (
        <Painel tipo="erro" titulo={TITULO_DA_TURMA_RECUSADA[falha.tipo]}>
          <p>{falha.mensagem}</p>
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
              <p>
                Verifique as informações antes de{' '}
                {modo === 'edit' ? 'confirmar a alteração' : 'confirmar a inscrição'}.
              </p>
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
              <ListaResumo linhas={linhasDoResumo(resumo, modo, turma)} />
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
            </>
          );
        }}
      </EstadoCarga>
    </>
  );
}
