import { useMemo } from 'react';
import { nomeStatusInscricao, StatusInscricao } from '@portal/contracts';
import { Campo } from '@portal/ui';
import { useCarga } from '@portal/remoto';
import { ListaPaginada } from '../../../comum/lista-paginada';
import { useParametros } from '../../../comum/parametros';
import type { Permissoes } from '../../../comum/permissoes';
import { turmaApi } from '../api/turma-api';
import { useSelecao } from '../hooks/use-selecao';
import { ExportarCsv } from './exportar-csv';
import { FormularioConvocacao } from './formulario-convocacao';
import { TabelaInscricoes } from './tabela-inscricoes';

const FILTROS = { status: Math.max(...Object.values(StatusInscricao)) };

const TEXTOS_DA_LISTA = {
  nome: 'Inscrições',
  rotuloPaginacao: 'Páginas das inscrições',
  resumo: (total: number) =>
    total === 1 ? '1 inscrição encontrada.' : `${total.toLocaleString('pt-BR')} inscrições encontradas.`,
};

export interface ListaInscricoesProps {
  idTurma: number;
  permissoes: Permissoes;
  /** A call-up changes the class's counts: the summary reloads too. */
  aoMudarTurma: () => void;
}

/** The class's enrolments, filtered by status and paged; staff who act select and call candidates up from here. */
export function ListaInscricoes({ idTurma, permissoes, aoMudarTurma }: ListaInscricoesProps) {
  const { valores, pagina, mudar } = useParametros(FILTROS);
  const chave = `${idTurma}:${valores.status ?? ''}:${pagina}`;
  const carga = useCarga(() => turmaApi.inscricoes(idTurma, pagina, valores.status), chave);
  const itens = carga.dados?.itens;
  const selecionaveis = useMemo(
    () => (itens ?? []).filter((i) => i.status === StatusInscricao.Ativa).map((i) => i.idInscricao),
    [itens],
  );
  const selecao = useSelecao(chave, selecionaveis);
  const aoConvocar = () => {
    selecao.limpar();
    carga.recarregar();
    aoMudarTurma();
  };
  // Nobody was called up: once the list is read again, what is still active stays ticked (useSelecao).
  const aoRecusar = () => {
    carga.recarregar();
    aoMudarTurma();
  };
  return (
    <section aria-labelledby="titulo-lista">
      <h2 id="titulo-lista">Inscrições da turma</h2>
      <Campo
        id="filtro-status"
        tipo="select"
        rotulo="Situação"
        value={valores.status ?? ''}
        onChange={(e) => mudar({ status: e.target.value === '' ? undefined : Number(e.target.value) })}
      >
        <option value="">Todas as situações</option>
        {Object.entries(nomeStatusInscricao).map(([id, nome]) => (
          <option key={id} value={id}>
            {nome}
          </option>
        ))}
      </Campo>
      {permissoes.exportar ? <ExportarCsv idTurma={idTurma} status={valores.status} /> : null}
      <ListaPaginada
        carga={carga}
        textos={TEXTOS_DA_LISTA}
        aoMudarPagina={(p, modo) => mudar({ pagina: p }, modo)}
      >
        {(itens, legenda) => (
          <TabelaInscricoes inscricoes={itens} legenda={legenda} {...(permissoes.agir ? { selecao } : {})} />
        )}
      </ListaPaginada>
      {permissoes.agir ? (
        <FormularioConvocacao
          idTurma={idTurma}
          escolhidas={[...selecao.escolhidas]}
          aoConvocar={aoConvocar}
          aoRecusar={aoRecusar}
        />
      ) : null}
    </section>
  );
}
