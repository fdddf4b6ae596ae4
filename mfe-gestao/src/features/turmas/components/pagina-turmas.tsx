import { Papel } from '@portal/contracts';
import { useSession } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/link-portal';
import { RotaGestao } from '../../../config/caminhos';
import { ListaPaginada } from '../../../comum/lista-paginada';
import { useTurmas } from '../hooks/use-turmas';
import { FiltrosTurmas } from './filtros-turmas';
import { TabelaTurmas } from './tabela-turmas';

export const TITULO_TURMAS = 'Turmas';

const TEXTOS_DA_LISTA = {
  nome: 'Turmas',
  rotuloPaginacao: 'Páginas das turmas',
  resumo: (total: number) =>
    total === 1 ? '1 turma encontrada.' : `${total.toLocaleString('pt-BR')} turmas encontradas.`,
};

/** /gestao: the classes in the caller's scope, filtered by programme and unit, one page at a time. */
export function PaginaTurmas() {
  const h1 = usePageTitle(TITULO_TURMAS);
  const { turmas, opcoes, filtro, mudar } = useTurmas();
  const administrador = useSession((s) => s.user?.role) === Papel.Administrador;
  return (
    <article className="gestao">
      <h1 ref={h1}>{TITULO_TURMAS}</h1>
      <p>As turmas sob sua responsabilidade, com as vagas e a situação das inscrições.</p>
      {administrador ? (
        <p>
          <LinkPortal para={RotaGestao.equipe}>Equipe e perfis</LinkPortal>
        </p>
      ) : null}
      <FiltrosTurmas
        programas={opcoes.dados?.programas ?? []}
        unidades={opcoes.dados?.unidades ?? []}
        idPrograma={filtro.idPrograma}
        idUnidade={filtro.idUnidade}
        aoMudar={mudar}
      />
      <ListaPaginada
        carga={turmas}
        textos={TEXTOS_DA_LISTA}
        aoMudarPagina={(p, modo) => mudar({ pagina: p }, modo)}
      >
        {(itens, legenda) => <TabelaTurmas turmas={itens} legenda={legenda} />}
      </ListaPaginada>
    </article>
  );
}
