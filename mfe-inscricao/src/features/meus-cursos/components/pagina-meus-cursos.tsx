import { Link, Navigate, useParams } from 'react-router-dom';
import { meusCursosParamsSchema } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { inscricaoApi } from '../../../comum/api/inscricao-api';
import { AvisoConvocacaoDoCandidato } from '../../../comum/componentes/aviso-convocacao';
import { nomeDoStatus } from '../../../comum/componentes/dados-inscricao';
import { periodoDaTurma } from '@portal/escolha-da-turma/rotulos-da-turma';
import { RotaInscricao } from '../../../config/caminhos';

const MENUS = [
  ['ativos', 'Ativos'],
  ['concluidos', 'Concluídos'],
  ['cancelados', 'Cancelados'],
  ['todos', 'Todos'],
] as const;
const RESULTADOS = [
  ['todos', 'Todos'],
  ['aprovado', 'Aprovado'],
  ['reprovado', 'Reprovado'],
] as const;

function resultado(aprovado: boolean | null): string {
  if (aprovado === null) return '—';
  return aprovado ? 'Aprovado' : 'Reprovado';
}

function Filtro({
  rotulo,
  opcoes,
  atual,
  rota,
}: {
  rotulo: string;
  opcoes: readonly (readonly [string, string])[];
  atual: string;
  rota: (v: string) => string;
}) {
  return (
    <nav aria-label={rotulo}>
      <ul style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
        {opcoes.map(([valor, nome]) => (
          <li key={valor}>
            <Link
              to={rota(valor)}
              aria-current={valor === atual ? 'page' : undefined}
              style={{ fontWeight: valor === atual ? 700 : 400 }}
            >
              {nome}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** meus-cursos/{menuStatus}/{aprovado}: the candidate's courses filtered by status and result. */
export function MeusCursosPagina() {
  const h1 = usePageTitle('Meus cursos');
  const userId = sessionStore.getState().user?.id ?? 0;
  const params = meusCursosParamsSchema.safeParse({ userId, ...useParams() });
  const menuStatus = params.success ? params.data.menuStatus : 'todos';
  const aprovado = params.success ? params.data.aprovado : 'todos';
  // The citizen's own list (asked with their id), one device copy per filter, shown dated without a connection.
  const carga = useCargaNoAparelho(
    `meus-cursos/${menuStatus}/${aprovado}`,
    () => inscricaoApi.meusCursos(userId, menuStatus, aprovado),
    () => userId,
  );

  if (!params.success) return <Navigate to={RotaInscricao.meusCursos('todos', 'todos')} replace />;
  return (
    <>
      <h1 ref={h1}>Meus cursos</h1>
      <AvisoSemConexao copiaDe={carga.copiaDe} />
      <AvisoConvocacaoDoCandidato />
      <Filtro
        rotulo="Situação dos cursos"
        opcoes={MENUS}
        atual={menuStatus}
        rota={(m) => RotaInscricao.meusCursos(m, aprovado)}
      />
      <Filtro
        rotulo="Resultado"
        opcoes={RESULTADOS}
        atual={aprovado}
        rota={(a) => RotaInscricao.meusCursos(menuStatus, a)}
      />
      <EstadoCarga carga={carga}>
        {(cursos) =>
          cursos.length === 0 ? (
            <p>Nenhum curso nesta situação.</p>
          ) : (
            <ul className="cartoes">
              {cursos.map((i) => (
                <li className="cartao" key={i.id}>
                  <h2 className="cartao__titulo">{i.turmaPrincipal.cursoQualificacao.nome}</h2>
                  <p>
                    {i.turmaPrincipal.unidade.nome}, {i.turmaPrincipal.municipio.nome}.{' '}
                    {periodoDaTurma(i.turmaPrincipal)}.
                  </p>
                  <p>
                    Situação: {nomeDoStatus(i.idStatusInscricao)}. Resultado: {resultado(i.aprovado)}.
                  </p>
                  <Link to={RotaInscricao.detalhes(i.id)}>
                    Ver detalhes
                    <span className="visualmente-oculto"> de {i.turmaPrincipal.cursoQualificacao.nome}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </EstadoCarga>
    </>
  );
}
