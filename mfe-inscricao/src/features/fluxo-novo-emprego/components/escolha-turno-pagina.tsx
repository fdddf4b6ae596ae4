import { useNavigate, useParams } from 'react-router-dom';
import type { Turma } from '@portal/contracts';
import { escolhasStore } from '@portal/shared-auth';
import { usePageTitle, useRascunho, EstadoCarga, useCarga } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { FormularioEscolha } from '../../../comum/componentes/formulario-escolha';
import { lerOpcaoInscricao, salvarOpcaoInscricao } from '../../../comum/escolhas';
import {
  periodoDaTurma,
  turnoDaTurma,
  vagasLivres,
  formatarData,
  turmaDisponivel,
} from '../../../comum/formatar';
import { RotaInscricao, type ModoFluxo } from '../../../config/caminhos';
import { AvisoModo } from './aviso-modo';

function DetalhesTurma({ turma }: { turma: Turma }) {
  return (
    <>
      Aulas de {periodoDaTurma(turma)}. {vagasLivres(turma.vagasDisponiveis)} de {turma.vagas}.
      {turma.aberta ? ` Inscrições até ${formatarData(turma.inscricoesAte)}.` : ' Inscrições encerradas.'}
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
            <p>Esta unidade não tem turmas abertas no momento. Volte e escolha outra unidade.</p>
          ) : (
            <FormularioEscolha
              nome="turma"
              legenda="Turmas da unidade escolhida"
              opcoes={turmas.map((t) => ({
                id: t.id,
                rotulo: turnoDaTurma(t),
                detalhes: <DetalhesTurma turma={t} />,
                indisponivel: !turmaDisponivel(t),
              }))}
              selecionada={selecionada}
              aoSelecionar={setSelecionada}
              validar={(id) =>
                turmas.some((t) => t.id === id && turmaDisponivel(t)) ? null : 'Escolha uma turma com vagas.'
              }
              aoContinuar={continuar}
            />
          )
        }
      </EstadoCarga>
    </>
  );
}
