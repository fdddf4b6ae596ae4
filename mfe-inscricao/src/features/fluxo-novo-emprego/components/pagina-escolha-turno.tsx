import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Turma } from '@portal/contracts';
import { escolhasStore } from '@portal/shared-auth';
import { usePageTitle, useRascunho, formatarData } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { FormularioEscolha } from '../../../comum/componentes/formulario-escolha';
import { lerOpcaoInscricao, salvarOpcaoInscricao } from '../../../comum/escolhas';
import {
  periodoDaTurma,
  turnoDaTurma,
  situacaoDasVagas,
  turmaAceitaInscricao,
  turmaCheia,
  turmaDisponivel,
} from '@portal/escolha-da-turma/rotulos-da-turma';
import { COMO_FUNCIONA_A_LISTA_DE_ESPERA } from '../../../comum/lista-de-espera';
import { RotaInscricao, type ModoFluxo } from '../../../config/caminhos';
import { AvisoModo } from './aviso-modo';

/**
 * A class's dates and seats; a full class explains its waiting list, a closed one says why it takes no one
 * (issue 28 §4), instead of its free seats greyed out.
 */
function DetalhesTurma({ turma, modo }: { turma: Turma; modo: ModoFluxo }) {
  if (!turma.aberta)
    return (
      <>
        Aulas de {periodoDaTurma(turma)}. {situacaoDasVagas(turma)}.
      </>
    );
  if (turmaCheia(turma)) {
    return (
      <>
        Aulas de {periodoDaTurma(turma)}. Todas as {turma.vagas} vagas estão ocupadas.
        {modo === 'form'
          ? ` Entre na lista de espera. ${COMO_FUNCIONA_A_LISTA_DE_ESPERA}`
          : ' Uma inscrição não pode ser trocada para uma turma cheia.'}
        {` Inscrições até ${formatarData(turma.inscricoesAte)}.`}
      </>
    );
  }
  return (
    <>
      Aulas de {periodoDaTurma(turma)}. {situacaoDasVagas(turma)} de {turma.vagas}.
      {` Inscrições até ${formatarData(turma.inscricoesAte)}.`}
    </>
  );
}

export function EscolhaTurnoPagina({ modo }: { modo: ModoFluxo }) {
  const h1 = usePageTitle('Escolha o turno');
  const navigate = useNavigate();
  const idOrdemServico = Number(useParams().idOrdemServico);
  const carga = useCarga(() => catalogoApi.turmas(idOrdemServico), `turmas:${idOrdemServico}`);
  const inicial = lerOpcaoInscricao()?.idTurma ?? null;
  const [selecionada, setSelecionada] = useRascunho<number | null>(
    `inscricao:turma:${idOrdemServico}`,
    inicial,
  );

  // A new enrolment may join a full class's waiting list; the API refuses a change of class to a full one.
  const podeEscolher = modo === 'form' ? turmaAceitaInscricao : turmaDisponivel;

  const continuar = (idTurma: number) => {
    salvarOpcaoInscricao({ idTurma, idOrdemServico });
    navigate(RotaInscricao.conferir(escolhasStore.getState().curso?.idCurso ?? 0));
  };

  return (
    <>
      <h1 ref={h1}>Escolha o turno</h1>
      <AvisoModo modo={modo} />
      <EstadoCarga carga={carga}>
        {(turmas) =>
          turmas.length === 0 ? (
            <p>
              Esta unidade não tem turmas abertas no momento.{' '}
              <Link to={RotaInscricao.escolhaUnidade(modo)}>Escolher outra unidade</Link>
            </p>
          ) : (
            <FormularioEscolha
              nome="turma"
              legenda="Turmas da unidade escolhida"
              opcoes={turmas.map((t) => ({
                id: t.id,
                rotulo: turnoDaTurma(t),
                detalhes: <DetalhesTurma turma={t} modo={modo} />,
                indisponivel: !podeEscolher(t),
              }))}
              selecionada={selecionada}
              aoSelecionar={setSelecionada}
              validar={(id) =>
                turmas.some((t) => t.id === id && podeEscolher(t))
                  ? null
                  : 'Escolha uma turma com inscrições abertas.'
              }
              aoContinuar={continuar}
            />
          )
        }
      </EstadoCarga>
    </>
  );
}
