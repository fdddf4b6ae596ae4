import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { inscricaoApi, telaDaInscricao } from '../../../comum/api/inscricao-api';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import { InscricaoNaoEncontrada } from '../../../comum/componentes/inscricao-nao-encontrada';
import { RotaInscricao } from '../../../config/caminhos';
import { useAgora } from '../hooks/use-agora';
import { AcoesInscricao } from './acoes-inscricao';
import { SituacaoInscricao } from './situacao-inscricao';

/**
 * detalhes/{idInscricao}: one enrolment, with its actions; its status says what the history page says (a call-up's
 * deadline as a date and the time left, a place in line: decision 1540), from the same component and clock.
 */
export function DetalhesPagina() {
  const titulo = 'Detalhes da inscrição';
  const h1 = usePageTitle(titulo);
  const { idInscricao } = useParams();
  const carga = useCargaNoAparelho(
    telaDaInscricao(idInscricao),
    () => inscricaoApi.obter(idDaRota(idInscricao)),
    (i) => i.idUsuario,
  );
  const agora = useAgora();
  if (carga.naoEncontrado) return <InscricaoNaoEncontrada />;

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      <AvisoSemConexao copiaDe={carga.copiaDe} />
      <EstadoCarga carga={carga}>
        {(inscricao) => (
          <>
            <DadosInscricao
              inscricao={inscricao}
              situacao={<SituacaoInscricao inscricao={inscricao} agora={agora} />}
            />
            <AcoesInscricao inscricao={inscricao} aoMudar={carga.recarregar} />
          </>
        )}
      </EstadoCarga>
      <p>
        <Link to={RotaInscricao.historico}>Voltar para minhas inscrições</Link>
      </p>
    </>
  );
}
