import { Link } from 'react-router-dom';
import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { Painel } from '@portal/ui';
import { useCarga } from '@portal/remoto';
import { inscricaoApi } from '../api/inscricao-api';
import { confirmeAte } from '../prazo';
import { RotaInscricao } from '../../config/caminhos';

/**
 * The notice of a pending call-up. The live region is there from the start and the notice arrives with the data, so a
 * screen reader announces it once, politely, without taking the focus (it is not a dialog).
 */
export function AvisoConvocacao({
  inscricoes,
  naListaDaPagina = false,
}: {
  inscricoes: readonly InscricaoDetalhe[];
  /** The page lists the enrolments with their "Confirmar matrícula" (the history): no link to the page itself. */
  naListaDaPagina?: boolean;
}) {
  const convocadas = inscricoes.filter((i) => i.idStatusInscricao === StatusInscricao.Convocada);
  return (
    <div role="status">
      {convocadas.length > 0 ? (
        <Painel tipo="aviso" titulo="Convocação para matrícula">
          <ul>
            {convocadas.map((i) => (
              <li key={i.id}>
                Você foi convocado(a) para o curso {i.turmaPrincipal.cursoQualificacao.nome}.
                {i.prazoConvocacao ? ` ${confirmeAte(i.prazoConvocacao)}.` : ''}
              </li>
            ))}
          </ul>
          <p>
            {naListaDaPagina ? (
              'Use o botão “Confirmar matrícula” da inscrição, na lista abaixo.'
            ) : (
              <Link to={RotaInscricao.historico}>Confirmar a matrícula em Minhas inscrições</Link>
            )}
          </p>
        </Painel>
      ) : null}
    </div>
  );
}

/** The same notice on a page that does not list every enrolment: it reads them on its own. */
export function AvisoConvocacaoDoCandidato() {
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  const carga = useCarga(
    () => inscricaoApi.meusCursos(idUsuario, 'todos', 'todos'),
    `convocacoes:${idUsuario}`,
  );
  return <AvisoConvocacao inscricoes={carga.dados ?? []} />;
}
