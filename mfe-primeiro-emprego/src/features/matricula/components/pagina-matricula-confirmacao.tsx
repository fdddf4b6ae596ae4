import { useSearchParams } from 'react-router-dom';
import type { InscricaoDetalhe } from '@portal/contracts';
import { Carregando, Painel, usePageTitle } from '@portal/ui';
import { BotaoAgenda } from '@portal/escolha-da-turma/agenda';
import { EstadoCarga } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { NaoEncontrado } from '../../../comum/componentes/nao-encontrado';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import { carregarComprovante, idDaConsulta } from '../api/comprovante';

const TITULO = 'Matrícula confirmada';

function Comprovante({ inscricao, copiaDe }: { inscricao: InscricaoDetalhe; copiaDe: number | null }) {
  const h1 = usePageTitle(TITULO);
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <AvisoSemConexao copiaDe={copiaDe} />
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
    </article>
  );
}

/**
 * meuprimeiroemprego/matricula/confirmacao?idInscricao=…: the receipt after ConfirmarMatricula, read from the API and
 * kept on the device for its owner, so that it opens offline with the copy's date (issue 30 item 3, decision 0416).
 */
export function PaginaMatriculaConfirmacao() {
  const idInscricao = idDaConsulta(useSearchParams()[0].get('idInscricao'));
  const carga = useCargaNoAparelho(
    `primeiro-emprego:comprovante:${idInscricao}`,
    () => carregarComprovante(idInscricao),
    (resposta) => resposta.inscricao?.idUsuario ?? 0,
  );
  if (carga.carregando && carga.dados === null) return <Carregando />;
  return (
    <EstadoCarga carga={carga}>
      {({ inscricao }) =>
        inscricao ? (
          <Comprovante inscricao={inscricao} copiaDe={carga.copiaDe} />
        ) : (
          <NaoEncontrado texto="Não encontramos uma matrícula confirmada com este número na sua conta." />
        )
      }
    </EstadoCarga>
  );
}
