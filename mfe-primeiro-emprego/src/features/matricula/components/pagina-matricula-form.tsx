import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { Botao, Painel, mensagemDaRecusa, usePageTitle, formatarData } from '@portal/ui';
import { BotaoAgenda } from '@portal/escolha-da-turma/agenda';
import { EstadoCarga } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { estaMatriculada, MatriculaConfirmada } from '../../../comum/componentes/matricula-confirmada';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { inscricaoAConfirmar } from '../inscricao-a-confirmar';

const TITULO = 'Confirmar matrícula';

function Confirmar({
  inscricao,
  aoRecusar,
}: {
  inscricao: InscricaoDetalhe;
  aoRecusar: (recusa: string | null) => void;
}) {
  const [enviando, setEnviando] = useState(false);
  const navigate = useNavigate();
  const turma = inscricao.turmaPrincipal;
  const confirmar = async () => {
    aoRecusar(null);
    setEnviando(true);
    try {
      await primeiroEmpregoApi.confirmarMatricula(inscricao.id, inscricao.idConvocacao!);
      navigate(RotaPrimeiroEmprego.comprovanteMatricula(inscricao.id));
    } catch (erro) {
      aoRecusar(mensagemDaRecusa(erro));
      setEnviando(false);
    }
  };
  return (
    <>
      <p>{`Você foi convocado para a turma de ${turma.cursoQualificacao.nome} na ${turma.unidade.nome}, em ${turma.municipio.nome}.`}</p>
      <p>{`Horário: ${turma.horario}. As aulas começam em ${formatarData(turma.dataInicio)}.`}</p>
      {inscricao.prazoConvocacao ? (
        <p>
          <strong>{`Confirme até ${formatarData(inscricao.prazoConvocacao)}.`}</strong>
        </p>
      ) : null}
      <div className="botoes">
        <Botao ocupado={enviando} onClick={() => void confirmar()}>
          Confirmar matrícula
        </Botao>
        <BotaoAgenda
          inscricao={inscricao}
          descricao={` o prazo da convocação e o início do curso ${turma.cursoQualificacao.nome}`}
        />
      </div>
    </>
  );
}

/** Why there is nothing to confirm in this class. */
function semConfirmacao(inscricao: InscricaoDetalhe | null): string {
  if (!inscricao) return 'Você não tem inscrição nesta turma';
  if (inscricao.idStatusInscricao === StatusInscricao.ConvocacaoExpirada)
    return 'O prazo desta convocação terminou';
  return 'Você ainda não foi convocado para esta turma';
}

/**
 * meuprimeiroemprego/matricula/form/{idTurma}: confirm the place offered in that class (ConfirmarMatricula). The
 * call-up, with its deadline, is kept on the device for its owner and shown offline with its date (decision 0416).
 */
export function PaginaMatriculaForm() {
  const idTurma = Number(useParams().idTurma);
  const h1 = usePageTitle(TITULO);
  const [recusa, setRecusa] = useState<string | null>(null);
  const alerta = useRef<HTMLParagraphElement>(null);
  // The button is disabled while sending, so the browser drops its focus: the refusal takes it, as the error summary
  // of the portal's forms does, and the button (while still offered) is the next stop. The refusal lives here, above
  // the call-up, so that it and its focus outlast the reload below.
  useEffect(() => {
    if (recusa) alerta.current?.focus();
  }, [recusa]);
  const carga = useCargaNoAparelho(
    `primeiro-emprego:convocacao:${idTurma}`,
    async () => {
      const { inscricoes } = await primeiroEmpregoApi.lista(sessionStore.getState().user!.id);
      // Wrapped: "no enrolment in this class" is an answer, not a failed load.
      return { inscricao: inscricaoAConfirmar(inscricoes, idTurma) };
    },
    (resposta) => resposta.inscricao?.idUsuario ?? 0,
  );
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <AvisoSemConexao copiaDe={carga.copiaDe} />
      {recusa ? (
        <p ref={alerta} role="alert" tabIndex={-1} className="campo__erro">
          {recusa}
        </p>
      ) : null}
      <EstadoCarga carga={carga}>
        {({ inscricao }) =>
          inscricao?.idStatusInscricao === StatusInscricao.Convocada && inscricao.idConvocacao !== null ? (
            <Confirmar
              inscricao={inscricao}
              aoRecusar={(nova) => {
                setRecusa(nova);
                // A refusal (a 409 above all: the deadline passed) may mean the call-up moved on: read it again, so
                // the page shows where it is now (expired, as the history says) instead of offering to confirm it.
                if (nova) carga.recarregar();
              }}
            />
          ) : inscricao && estaMatriculada(inscricao) ? (
            <MatriculaConfirmada inscricao={inscricao} />
          ) : (
            <Painel tipo="aviso" titulo={semConfirmacao(inscricao)}>
              <p>
                Quando houver convocação, você recebe um e-mail. Veja a{' '}
                <LinkPortal para={RotaPrimeiroEmprego.inscricaoConfirmacao}>sua inscrição</LinkPortal>.
              </p>
            </Painel>
          )
        }
      </EstadoCarga>
    </article>
  );
}
