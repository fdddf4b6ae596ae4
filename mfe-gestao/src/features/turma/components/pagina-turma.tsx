import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { TurmaDaGestao } from '@portal/contracts';
import { statusDoErro, usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota, useCarga, type Carga } from '@portal/remoto';
import { AcessoNegado } from '../../../comum/acesso-negado';
import { usePermissoes, type Permissoes } from '../../../comum/permissoes';
import { RotaGestao } from '../../../config/caminhos';
import { turmaApi } from '../api/turma-api';
import { AbrirFecharInscricoes } from './abrir-fechar-inscricoes';
import { FormularioVagas } from './formulario-vagas';
import { HistoricoTurma } from './historico-turma';
import { ListaInscricoes } from './lista-inscricoes';
import { ResumoTurma } from './resumo-turma';

/** /gestao/turmas/:id: the class, its enrolment list (and call-up), and its history. */
export function PaginaTurma() {
  const { id } = useParams();
  const permissoes = usePermissoes();
  // An id the URL cannot carry fails inside the loader: the not-found notice, like a class that does not exist.
  const carga = useCarga(() => turmaApi.obter(idDaRota(id)), id ?? '');
  if (statusDoErro(carga.erro) === 403) return <AcessoNegado />;
  return <PaginaDaTurma carga={carga} permissoes={permissoes} />;
}

/**
 * The page's h1 lives outside EstadoCarga, so it stays through a failure and its "Tentar novamente", which goes away
 * while the class loads again and leaves the focus on this h1 (not on <body>). Only the first load has none: the h1
 * that arrives with the class (or the failure) takes the focus and is what is announced.
 */
function PaginaDaTurma({ carga, permissoes }: { carga: Carga<TurmaDaGestao>; permissoes: Permissoes }) {
  const titulo = carga.dados ? `Turma ${carga.dados.id}: ${carga.dados.curso}` : 'Turma';
  const h1 = usePageTitle(titulo);
  const primeiraCarga = carga.carregando && carga.dados === null && carga.erro === null;
  return (
    <article className="gestao">
      <p>
        <Link to={RotaGestao.turmas}>Voltar para as turmas</Link>
      </p>
      {primeiraCarga ? null : <h1 ref={h1}>{titulo}</h1>}
      <EstadoCarga carga={carga}>
        {(turma) => <ConteudoTurma turma={turma} permissoes={permissoes} aoMudar={carga.recarregar} />}
      </EstadoCarga>
    </article>
  );
}

interface ConteudoTurmaProps {
  turma: TurmaDaGestao;
  permissoes: Permissoes;
  aoMudar: () => void;
}

function ConteudoTurma({ turma, permissoes, aoMudar }: ConteudoTurmaProps) {
  const [busca] = useSearchParams();
  const historico = permissoes.verHistorico && busca.get('aba') === 'historico';
  // More seats may call up the waiting list: the enrolment list is read again, not left stale until a reload.
  const [leituraDaLista, setLeituraDaLista] = useState(0);
  const aoMudarVagas = () => {
    aoMudar();
    setLeituraDaLista((n) => n + 1);
  };
  return (
    <>
      <ResumoTurma turma={turma} />
      {permissoes.agir ? (
        <section aria-labelledby="titulo-acoes" className="gestao-acoes">
          <h2 id="titulo-acoes">Ações na turma</h2>
          <AbrirFecharInscricoes turma={turma} aoMudar={aoMudar} />
          <FormularioVagas turma={turma} aoMudar={aoMudarVagas} />
        </section>
      ) : null}
      {permissoes.verHistorico ? (
        <nav aria-label="Seções da turma" className="gestao-secoes">
          {/* A list: each section is its own item, read apart, not "InscriçõesHistórico". */}
          <ul className="lista-acoes">
            <li>
              <Link to={RotaGestao.turma(turma.id)} aria-current={historico ? undefined : 'page'}>
                Inscrições
              </Link>
            </li>
            <li>
              <Link
                to={`${RotaGestao.turma(turma.id)}?aba=historico`}
                aria-current={historico ? 'page' : undefined}
              >
                Histórico
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {historico ? (
        <HistoricoTurma idTurma={turma.id} />
      ) : (
        <ListaInscricoes
          key={leituraDaLista}
          idTurma={turma.id}
          permissoes={permissoes}
          aoMudarTurma={aoMudar}
        />
      )}
    </>
  );
}
