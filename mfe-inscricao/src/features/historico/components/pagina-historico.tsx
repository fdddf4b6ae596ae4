import { Link } from 'react-router-dom';
import type { InscricaoDetalhe } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { usePageTitle, Tabela } from '@portal/ui';
import { EstadoCarga } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { lerDoHistorico } from '../../../comum/api/historico-antecipado';
import { TELA_DO_HISTORICO } from '../../../comum/guardas/avaliar-historico';
import { AvisoConvocacao } from '../../../comum/componentes/aviso-convocacao';
import { nomeDoFormato } from '../../../comum/componentes/dados-inscricao';
import { periodoDaTurma, turnoDaTurma } from '@portal/escolha-da-turma/rotulos-da-turma';
import { RotaInscricao } from '../../../config/caminhos';
import { AcoesInscricao } from './acoes-inscricao';
import { useAgora } from '../hooks/use-agora';
import { useTelaEstreita } from '../hooks/use-tela-estreita';
import { AvisoCancelamento } from './aviso-cancelamento';
import { LinhaDoTempo, LinhasDoTempoDaPagina } from './linha-do-tempo';
import { SituacaoInscricao } from './situacao-inscricao';

const COLUNAS = ['Nº', 'Curso', 'Turma', 'Formato', 'Período', 'Situação', 'Ações'];

const turmaDe = (i: InscricaoDetalhe) =>
  `${i.turmaPrincipal.unidade.nome}, ${i.turmaPrincipal.municipio.nome} — ${turnoDaTurma(i.turmaPrincipal)}`;

function VerDetalhes({ id }: { id: number }) {
  return (
    <Link className="link-de-acao" to={RotaInscricao.detalhes(id)}>
      Ver detalhes<span className="visualmente-oculto"> da inscrição {id}</span>
    </Link>
  );
}

interface ListaProps {
  inscricoes: InscricaoDetalhe[];
  agora: Date;
  aoMudar: () => void;
}

/** Wide screens: one row per enrolment. */
function TabelaDeInscricoes({ inscricoes, agora, aoMudar }: ListaProps) {
  return (
    <Tabela legenda="Inscrições, da mais recente para a mais antiga" legendaOculta colunas={COLUNAS}>
      {inscricoes.map((i) => (
        <tr key={i.id}>
          <td>{i.id}</td>
          <th scope="row">{i.turmaPrincipal.cursoQualificacao.nome}</th>
          <td>{turmaDe(i)}</td>
          <td>{nomeDoFormato(i)}</td>
          <td>{periodoDaTurma(i.turmaPrincipal)}</td>
          <td>
            <SituacaoInscricao inscricao={i} agora={agora} />
            <LinhaDoTempo idInscricao={i.id} />
          </td>
          <td>
            <VerDetalhes id={i.id} />
            <AcoesInscricao inscricao={i} aoMudar={aoMudar} />
          </td>
        </tr>
      ))}
    </Tabela>
  );
}

/** Narrow screens (a phone): one card per enrolment, its status and actions in view (issue 28 §11). */
function CartoesDeInscricoes({ inscricoes, agora, aoMudar }: ListaProps) {
  return (
    <ul className="cartoes" aria-label="Inscrições, da mais recente para a mais antiga">
      {inscricoes.map((i) => (
        <li className="cartao" key={i.id}>
          <h2 className="cartao__titulo">{`${i.turmaPrincipal.cursoQualificacao.nome} — nº ${i.id}`}</h2>
          <dl>
            <dt>Situação</dt>
            <dd>
              <SituacaoInscricao inscricao={i} agora={agora} />
            </dd>
            <dt>Turma</dt>
            <dd>{turmaDe(i)}</dd>
            <dt>Formato</dt>
            <dd>{nomeDoFormato(i)}</dd>
            <dt>Período</dt>
            <dd>{periodoDaTurma(i.turmaPrincipal)}</dd>
          </dl>
          <AcoesInscricao inscricao={i} aoMudar={aoMudar} />
          <p>
            <VerDetalhes id={i.id} />
          </p>
          <LinhaDoTempo idInscricao={i.id} />
        </li>
      ))}
    </ul>
  );
}

/**
 * historico: every enrolment with status (and a call-up's deadline), class, dates and timeline, and what can be done
 * with each.
 */
export function HistoricoPagina() {
  const titulo = 'Minhas inscrições';
  const h1 = usePageTitle(titulo);
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  // The citizen's own list (asked with their id): kept on the device and shown, dated, without a connection.
  const carga = useCargaNoAparelho(
    TELA_DO_HISTORICO,
    () => lerDoHistorico('meusCursos', idUsuario),
    () => idUsuario,
  );
  const agora = useAgora();
  const Lista = useTelaEstreita() ? CartoesDeInscricoes : TabelaDeInscricoes;

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      <AvisoSemConexao copiaDe={carga.copiaDe} />
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
            <LinhasDoTempoDaPagina>
              <Lista inscricoes={inscricoes} agora={agora} aoMudar={carga.recarregar} />
            </LinhasDoTempoDaPagina>
          )
        }
      </EstadoCarga>
    </>
  );
}
