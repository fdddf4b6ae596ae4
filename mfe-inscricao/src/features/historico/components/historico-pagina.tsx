import { Link } from 'react-router-dom';
import { sessionStore } from '@portal/shared-auth';
import { usePageTitle, EstadoCarga, useCarga, Tabela } from '@portal/ui';
import { lerDoHistorico } from '../../../comum/api/historico-antecipado';
import { AvisoConvocacao } from '../../../comum/componentes/aviso-convocacao';
import { nomeDoFormato } from '../../../comum/componentes/dados-inscricao';
import { periodoDaTurma, turnoDaTurma } from '../../../comum/formatar';
import { RotaInscricao } from '../../../config/caminhos';
import { AcoesInscricao } from './acoes-inscricao';
import { useAgora } from '../hooks/use-agora';
import { AvisoCancelamento } from './aviso-cancelamento';
import { LinhaDoTempo } from './linha-do-tempo';
import { SituacaoInscricao } from './situacao-inscricao';

const COLUNAS = ['Nº', 'Curso', 'Turma', 'Formato', 'Período', 'Situação', 'Ações'];

/**
 * historico: every enrolment with status (and a call-up's deadline), class, dates and timeline, and what can be done
 * with each.
 */
export function HistoricoPagina() {
  const titulo = 'Minhas inscrições';
  const h1 = usePageTitle(titulo);
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  const carga = useCarga(() => lerDoHistorico('meusCursos', idUsuario), `historico:${idUsuario}`);
  const agora = useAgora();

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      <AvisoCancelamento idUsuario={idUsuario} />
      <AvisoConvocacao inscricoes={carga.dados ?? []} naListaDaPagina />
      <p>
        <Link className="botao" to={RotaInscricao.modalidades}>
          Fazer nova inscrição
        </Link>
      </p>
      <EstadoCarga carga={carga}>
        {(inscricoes) =>
          inscricoes.length === 0 ? (
            <p>Você ainda não tem inscrições.</p>
          ) : (
            <Tabela legenda="Inscrições, da mais recente para a mais antiga" legendaOculta colunas={COLUNAS}>
              {inscricoes.map((i) => (
                <tr key={i.id}>
                  <td>{i.id}</td>
                  <th scope="row">{i.turmaPrincipal.cursoQualificacao.nome}</th>
                  <td>{`${i.turmaPrincipal.unidade.nome}, ${i.turmaPrincipal.municipio.nome} — ${turnoDaTurma(i.turmaPrincipal)}`}</td>
                  <td>{nomeDoFormato(i)}</td>
                  <td>{periodoDaTurma(i.turmaPrincipal)}</td>
                  <td>
                    <SituacaoInscricao inscricao={i} agora={agora} />
                    <LinhaDoTempo idInscricao={i.id} />
                  </td>
                  <td>
                    <Link className="link-de-acao" to={RotaInscricao.detalhes(i.id)}>
                      Ver detalhes<span className="visualmente-oculto"> da inscrição {i.id}</span>
                    </Link>
                    <AcoesInscricao inscricao={i} aoMudar={carga.recarregar} />
                  </td>
                </tr>
              ))}
            </Tabela>
          )
        }
      </EstadoCarga>
    </>
  );
}
