import { Link, useSearchParams } from 'react-router-dom';
import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { Botao, Painel, usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota } from '@portal/remoto';
import { AvisoSemConexao, useCargaNoAparelho } from '@portal/remoto/carga-no-aparelho';
import { inscricaoApi, telaDaInscricao } from '../../../comum/api/inscricao-api';
import { BotaoAgenda } from '@portal/escolha-da-turma/agenda';
import { DadosInscricao } from '../../../comum/componentes/dados-inscricao';
import { InscricaoNaoEncontrada } from '../../../comum/componentes/inscricao-nao-encontrada';
import { RotaInscricao } from '../../../config/caminhos';
import { podeSerAlterada } from '../../../comum/guardas/decisoes-fluxo';

/** confirmacao-matricula?idInscricao=: the enrolment number, what happens next and a printable proof. */
export function ComprovantePagina() {
  const [busca] = useSearchParams();
  const alterada = busca.get('alteracao') === '1';
  const idInscricao = busca.get('idInscricao');
  const carga = useCargaNoAparelho(
    telaDaInscricao(idInscricao),
    () => inscricaoApi.obter(idDaRota(idInscricao)),
    (i) => i.idUsuario,
  );
  const titulo = tituloDoComprovante(carga.dados, alterada);
  const h1 = usePageTitle(titulo);
  // No h1 during the first load only: the one that arrives with the enrolment takes focus and is what is announced.
  // A retry keeps it (the failure stays in `erro` while it runs), as Meu Primeiro Emprego's receipt does: the retry
  // button goes away while the page loads again, and EstadoCarga's "Tentar novamente" leaves the focus on this h1.
  const primeiraCarga = carga.carregando && !carga.dados && carga.erro === null;
  if (carga.naoEncontrado) return <InscricaoNaoEncontrada />;

  return (
    <>
      {primeiraCarga ? null : (
        <h1 ref={h1} tabIndex={-1}>
          {titulo}
        </h1>
      )}
      <AvisoSemConexao copiaDe={carga.copiaDe} />
      <EstadoCarga carga={carga}>
        {(inscricao) =>
          inscricao.idStatusInscricao === StatusInscricao.EmEspera ? (
            <ListaDeEspera inscricao={inscricao} />
          ) : (
            <>
              <Painel
                tipo="sucesso"
                titulo={
                  alterada
                    ? `A inscrição de número ${inscricao.id} foi alterada`
                    : `Sua inscrição é a de número ${inscricao.id}`
                }
              >
                <p>
                  {alterada
                    ? 'A turma abaixo substitui a anterior, e o número da inscrição continua o mesmo.'
                    : 'Guarde este número. Ele identifica a sua inscrição em qualquer atendimento.'}
                </p>
              </Painel>
              <h2>{alterada ? 'Comprovante da alteração' : 'Comprovante de inscrição'}</h2>
              <DadosInscricao inscricao={inscricao} />
              <h2>O que acontece a seguir</h2>
              {inscricao.formatoCurso === 'ONLINE' ? (
                <ol>
                  <li>O curso é on-line: as aulas acontecem pela internet, sem ir a uma unidade.</li>
                  <li>Acompanhe a situação da inscrição no histórico.</li>
                  <li>Até o início das aulas você pode cancelar a inscrição no histórico.</li>
                </ol>
              ) : (
                <ol>
                  <li>A unidade analisa as inscrições da turma por ordem de chegada.</li>
                  <li>
                    Se você for convocado, a inscrição muda para “Convocada” e você confirma a matrícula no
                    histórico.
                  </li>
                  <li>
                    Até o início das aulas você pode{' '}
                    {podeSerAlterada(inscricao) ? 'alterar ou cancelar' : 'cancelar'} a inscrição no
                    histórico.
                  </li>
                </ol>
              )}
              <div className="botoes">
                <Botao onClick={() => window.print()}>Imprimir comprovante</Botao>
                <BotaoAgenda inscricao={inscricao} />
                <Link className="botao botao--secundario" to={RotaInscricao.historico}>
                  Ver minhas inscrições
                </Link>
              </div>
            </>
          )
        }
      </EstadoCarga>
    </>
  );
}

/**
 * The receipt's title once the enrolment is known. Until then it claims nothing it could take back: a class that
 * filled up meanwhile turns the enrolment into a waiting one, and "Inscrição confirmada" announced first would be a
 * false receipt, however brief.
 */
function tituloDoComprovante(inscricao: InscricaoDetalhe | null, alterada: boolean): string {
  if (!inscricao) return 'Comprovante de inscrição';
  if (inscricao.idStatusInscricao === StatusInscricao.EmEspera) return 'Você está na lista de espera';
  return alterada ? 'Inscrição alterada' : 'Inscrição confirmada';
}

/** The class was full: the enrolment waits for a seat (decision 1500); a "confirmada" here would be a false receipt. */
function ListaDeEspera({ inscricao }: { inscricao: InscricaoDetalhe }) {
  return (
    <>
      <Painel
        tipo="aviso"
        titulo={`A turma estava cheia: sua inscrição de número ${inscricao.id} está na lista de espera`}
      >
        <p>
          {inscricao.posicaoNaEspera ? `Você é o Nº ${inscricao.posicaoNaEspera} da lista. ` : ''}
          Se uma vaga se abrir, você será convocado(a) por e-mail e terá um prazo para confirmar a matrícula
          no histórico.
        </p>
      </Painel>
      <h2>Comprovante da inscrição na lista de espera</h2>
      <DadosInscricao inscricao={inscricao} />
      <div className="botoes">
        <Link className="botao botao--secundario" to={RotaInscricao.historico}>
          Ver minhas inscrições
        </Link>
      </div>
    </>
  );
}
