import { nomeStatusInscricao, Rota, StatusInscricao } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { inscricaoAtiva } from '../../../comum/guardas';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import {
  ConfirmeSuaMatricula,
  estaMatriculada,
  MatriculaConfirmada,
  podeTrocarDeTurma,
} from '../../../comum/componentes/matricula-confirmada';

const TITULO = 'Sua inscrição no Meu Primeiro Emprego';

async function carregarAtiva() {
  const { inscricoes } = await primeiroEmpregoApi.lista(sessionStore.getState().user!.id);
  const ativa = inscricaoAtiva(inscricoes);
  if (!ativa) throw new Error('Nenhuma inscrição ativa no Meu Primeiro Emprego.');
  return ativa;
}

/** meuprimeiroemprego/inscricao/confirmacao: the enrolment, its status, and what happens next. */
export function PaginaConfirmacao() {
  const h1 = usePageTitle(TITULO);
  const carga = useCarga(carregarAtiva, 'confirmacao');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <EstadoCarga carga={carga}>
        {(inscricao) => (
          <>
            <p>{`Situação: ${nomeStatusInscricao[inscricao.idStatusInscricao as StatusInscricao] ?? 'Em análise'}`}</p>
            <DadosInscricao inscricao={inscricao} />
            {estaMatriculada(inscricao) ? (
              <MatriculaConfirmada inscricao={inscricao} />
            ) : (
              <>
                <h2>O que acontece a seguir</h2>
                {inscricao.idStatusInscricao === StatusInscricao.Convocada ? (
                  <ConfirmeSuaMatricula inscricao={inscricao} />
                ) : (
                  <p>
                    Quando a turma for formada, você recebe um e-mail de convocação para confirmar a matrícula
                    por este portal.
                  </p>
                )}
              </>
            )}
            <ul>
              {podeTrocarDeTurma(inscricao) ? (
                <li>
                  <LinkPortal para={RotaPrimeiroEmprego.inscricaoEdit}>Trocar de turma</LinkPortal>
                </li>
              ) : null}
              <li>
                <LinkPortal para={Rota.historico}>Ver todas as minhas inscrições</LinkPortal>
              </li>
            </ul>
          </>
        )}
      </EstadoCarga>
    </article>
  );
}
