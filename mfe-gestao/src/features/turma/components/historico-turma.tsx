import { nomeStatusInscricao, StatusInscricao, type EventoDaTurma } from '@portal/contracts';
// With the hour, in São Paulo: the history is read to know who did what, and when.
import { dataEHoraEmSaoPaulo } from '@portal/contracts/relogio-de-sao-paulo';
import { Tabela } from '@portal/ui';
import { useCarga } from '@portal/remoto';
import { ListaPaginada } from '../../../comum/lista-paginada';
import { useParametros } from '../../../comum/parametros';
import { turmaApi } from '../api/turma-api';

const nome = (status: number | null) =>
  status === null ? '—' : (nomeStatusInscricao[status as StatusInscricao] ?? `Situação ${status}`);

function mudanca(e: EventoDaTurma): string {
  if (e.para === null) return 'Turma alterada';
  return e.de === null ? `Inscrição: ${nome(e.para)}` : `${nome(e.de)} → ${nome(e.para)}`;
}

const TEXTOS_DA_LISTA = {
  nome: 'Histórico',
  rotuloPaginacao: 'Páginas do histórico',
  resumo: (total: number) =>
    total === 0 ? 'Nenhuma mudança registrada.' : total === 1 ? '1 registro.' : `${total} registros.`,
};

/** Every status change of the class's enrolments, and the changes of the class itself: who, when, what, why. */
export function HistoricoTurma({ idTurma }: { idTurma: number }) {
  const { pagina, mudar } = useParametros({});
  const carga = useCarga(() => turmaApi.historico(idTurma, pagina), `${idTurma}:${pagina}`);
  return (
    <section aria-labelledby="titulo-historico">
      <h2 id="titulo-historico">Histórico da turma</h2>
      <ListaPaginada
        carga={carga}
        textos={TEXTOS_DA_LISTA}
        aoMudarPagina={(p, modo) => mudar({ pagina: p }, modo)}
      >
        {(itens, legenda) => (
          <Tabela legenda={legenda} colunas={['Quando', 'Candidato', 'Mudança', 'Por', 'Motivo']}>
            {itens.map((e, i) => (
              <tr key={`${e.em}-${e.idInscricao ?? 'turma'}-${i}`}>
                <th scope="row">{dataEHoraEmSaoPaulo(e.em)}</th>
                <td>{e.nome ?? '—'}</td>
                <td>{mudanca(e)}</td>
                <td>{e.autor}</td>
                <td>{e.motivo}</td>
              </tr>
            ))}
          </Tabela>
        )}
      </ListaPaginada>
    </section>
  );
}
