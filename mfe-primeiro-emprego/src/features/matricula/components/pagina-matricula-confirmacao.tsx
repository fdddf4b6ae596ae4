import { useSearchParams } from 'react-router-dom';
import type { InscricaoDetalhe } from '@portal/contracts';
import { Painel, usePageTitle } from '@portal/ui';
import { BotaoAgenda } from '@portal/escolha-da-turma/agenda';
import { EstadoCarga } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { NaoEncontrado } from '../../../comum/componentes/nao-encontrado';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import { carregarComprovante, idDaConsulta } from '../api/comprovante';

const TITULO = 'Matrícula confirmada';
/** The page's name until the receipt is there (loading, a failure): it claims nothing yet. */
const TITULO_SEM_COMPROVANTE = 'Comprovante de matrícula';

function Comprovante({ inscricao }: { inscricao: InscricaoDetalhe }) {
  return (
    <>
      <Painel tipo="sucesso" titulo="Tudo certo">
        <p>{`Sua matrícula da inscrição número ${inscricao.id} foi registrada.`}</p>
      </Painel>
      <DadosInscricao inscricao={inscricao} />
      <BotaoAgenda
        inscricao={inscricao}
        descricao={` o início do curso ${inscricao.turmaPrincipal.cursoQualificacao.nome}`}
      />
      <h2>Antes da primeira aula</h2>
      <ul>
        <li>Leve um documento com foto e o CPF no primeiro dia.</li>
        <li>Chegue 15 minutos antes do horário da turma.</li>
        <li>Faltas acima de 25% das aulas podem cancelar a matrícula.</li>
      </ul>
      <p>
        <LinkPortal para={RotaPrimeiroEmprego.inscricaoConfirmacao}>Ver minha inscrição</LinkPortal>
      </p>
    </>
  );
}

/**
 * meuprimeiroemprego/matricula/confirmacao?idInscricao=…: the receipt after ConfirmarMatricula, read from the API and
 * kept on the device for its owner, so that it opens offline with the copy's date (issue 30 item 3, decision 0416).
 * The page owns its h1 and title in every state, not only the receipt's.
 */
export function PaginaMatriculaConfirmacao() {
  const idInscricao = idDaConsulta(useSearchParams()[0].get('idInscricao'));
  const carga = useCargaNoAparelho(
    `primeiro-emprego:comprovante:${idInscricao}`,
    () => carregarComprovante(idInscricao),
    (resposta) => resposta.inscricao?.idUsuario ?? 0,
  );
  const titulo = carga.dados?.inscricao ? TITULO : TITULO_SEM_COMPROVANTE;
  const h1 = usePageTitle(titulo);
  if (carga.dados && !carga.dados.inscricao) {
    return <NaoEncontrado texto="Não encontramos uma matrícula confirmada com este número na sua conta." />;
  }
  // No h1 during the first load only: the one that comes with the answer takes the focus and is what is announced
  // (as mfe-inscricao's receipt does). A retry keeps it: the failure stays in `erro` while it runs.
  const primeiraCarga = carga.carregando && carga.dados === null && carga.erro === null;
  return (
    <article>
      {primeiraCarga ? null : <h1 ref={h1}>{titulo}</h1>}
      <AvisoSemConexao copiaDe={carga.copiaDe} />
      <EstadoCarga carga={carga}>
        {({ inscricao }) => (inscricao ? <Comprovante inscricao={inscricao} /> : null)}
      </EstadoCarga>
    </article>
  );
}
