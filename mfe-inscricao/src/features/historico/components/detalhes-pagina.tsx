import { Link, useParams } from 'react-router-dom';
import { usePageTitle, EstadoCarga, useCarga, idDaRota } from '@portal/ui';
import { inscricaoApi } from '../../../comum/api/inscricao-api';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import { InscricaoNaoEncontrada } from '../../../comum/componentes/inscricao-nao-encontrada';
import { RotaInscricao } from '../../../config/caminhos';
import { AcoesInscricao } from './acoes-inscricao';

/** detalhes/{idInscricao}: one enrolment, with its actions. */
export function DetalhesPagina() {
  const titulo = 'Detalhes da inscrição';
  const h1 = usePageTitle(titulo);
  const { idInscricao } = useParams();
  const carga = useCarga(() => inscricaoApi.obter(idDaRota(idInscricao)), `detalhes:${idInscricao}`);
  if (carga.naoEncontrado) return <InscricaoNaoEncontrada />;

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>
        {(inscricao) => (
          <>
            <DadosInscricao inscricao={inscricao} />
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
