import { ProgramaPortal, StatusInscricao, type Curso, type InscricaoDetalhe } from '@portal/contracts';
import { escolhasStore, sessionStore } from '@portal/shared-auth';
import { Painel, usePageTitle, formatarData } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { inscricaoAtiva } from '../../../comum/guardas';
import type { EscolhaDaTurma } from '@portal/escolha-da-turma';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import { TabelaInscricoes } from './dados-inscricao';
import { FormularioInscricao } from './formulario-inscricao';
import {
  ConfirmeSuaMatricula,
  estaMatriculada,
  MatriculaConfirmada,
  podeTrocarDeTurma,
} from '../../../comum/componentes/matricula-confirmada';

const TITULO = 'Inscrição no Meu Primeiro Emprego';

async function carregar() {
  const idUsuario = sessionStore.getState().user!.id;
  const [lista, cursos] = await Promise.all([
    primeiroEmpregoApi.lista(idUsuario),
    catalogoApi.cursosPrimeiroEmprego(),
  ]);
  return { ...lista, ativa: inscricaoAtiva(lista.inscricoes), cursos };
}

/**
 * The course chosen on a details page wins, over a draft an earlier visit left for another course too; else the
 * current enrolment's course, only a suggestion: a draft of another course there is the citizen's own change.
 */
function escolhaInicial(
  ativa: InscricaoDetalhe | null,
  cursos: readonly Curso[],
): { inicial: EscolhaDaTurma; cursoEscolhido: boolean } {
  const escolhido = escolhasStore.getState().curso;
  const doDetalhe =
    escolhido?.idModalidade === ProgramaPortal.MeuPrimeiroEmprego &&
    cursos.some((c) => c.id === escolhido.idCurso);
  const idCurso = doDetalhe ? escolhido.idCurso : ativa?.turmaPrincipal.cursoQualificacao.id;
  return {
    inicial: { idCurso: idCurso ? String(idCurso) : '', idMunicipio: '', idOrdemServico: '', idTurma: '' },
    cursoEscolhido: doDetalhe,
  };
}

/**
 * A called-up or waiting enrolment keeps its class (the API changes only an active one): what comes next instead of
 * a form that would only be refused.
 */
function SemTrocaDeTurma({ inscricao }: { inscricao: InscricaoDetalhe }) {
  return inscricao.idStatusInscricao === StatusInscricao.Convocada ? (
    <Painel tipo="aviso" titulo="Você foi convocado">
      <ConfirmeSuaMatricula inscricao={inscricao} />
    </Painel>
  ) : (
    <Painel tipo="info" titulo="Lista de espera">
      <p>
        Você está na lista de espera desta turma. Se uma vaga abrir, você recebe um e-mail de convocação para
        confirmar a matrícula por este portal.
      </p>
    </Painel>
  );
}

/** meuprimeiroemprego/inscricao/edit: the current period and enrolment, and the form to enrol or change class. */
export function PaginaInscricaoEdit() {
  const h1 = usePageTitle(TITULO);
  const carga = useCarga(carregar, 'inscricao');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <EstadoCarga carga={carga}>
        {({ periodoAtual, ativa, cursos, inscricoes }) =>
          periodoAtual ? (
            <>
              <Painel tipo="info" titulo="Período de inscrição">
                <p>{`As inscrições vão de ${formatarData(periodoAtual.inicio)} a ${formatarData(periodoAtual.fim)}.`}</p>
              </Painel>
              {ativa ? (
                <section>
                  <h2>Sua inscrição atual</h2>
                  <DadosInscricao inscricao={ativa} />
                </section>
              ) : null}
              {ativa && estaMatriculada(ativa) ? (
                <MatriculaConfirmada inscricao={ativa} />
              ) : ativa && !podeTrocarDeTurma(ativa) ? (
                <SemTrocaDeTurma inscricao={ativa} />
              ) : (
                <>
                  <h2>{ativa ? 'Trocar de turma' : 'Escolha o curso e a turma'}</h2>
                  <FormularioInscricao
                    cursos={cursos}
                    {...escolhaInicial(ativa, cursos)}
                    novaInscricao={!ativa}
                  />
                </>
              )}
              {inscricoes.length > 0 ? <TabelaInscricoes inscricoes={inscricoes} /> : null}
            </>
          ) : (
            <Painel tipo="aviso" titulo="Inscrições encerradas">
              <p>
                Não há período de inscrição aberto para o Meu Primeiro Emprego. Acompanhe as novidades nesta
                página.
              </p>
            </Painel>
          )
        }
      </EstadoCarga>
    </article>
  );
}
