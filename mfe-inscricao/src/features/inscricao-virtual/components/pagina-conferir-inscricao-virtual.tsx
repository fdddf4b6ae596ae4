import { useEffect, useRef, type Ref } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MODALIDADES_VIRTUAIS, Rota } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { Botao, Painel, ResumoErros, usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { envioDeInscricaoApi } from '../../../comum/envio/inscricao-envio-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import {
  periodoDaTurma,
  situacaoDasVagas,
  turmaCheia,
  turnoDaTurma,
} from '@portal/escolha-da-turma/rotulos-da-turma';
import { COMO_FUNCIONA_A_LISTA_DE_ESPERA } from '../../../comum/lista-de-espera';
import { RotaInscricao } from '../../../config/caminhos';
import { ListaResumo, type LinhaResumo } from '../../../comum/componentes/lista-resumo';
import { SaidaDaRecusa } from '../../../comum/componentes/saida-da-recusa';
import {
  TITULO_DA_TURMA_RECUSADA,
  turmaRecusada,
  useEnviarInscricao,
  type FalhaEnvio,
  type TurmaRecusada,
} from '../../../comum/envio/use-enviar-inscricao';
import { carregarOfertaVirtual, type OfertaVirtual } from '../api/carregar-turma-virtual';

function linhas({
  curso,
  unidade,
  turma,
}: Required<{ [K in keyof OfertaVirtual]: NonNullable<OfertaVirtual[K]> }>): LinhaResumo[] {
  return [
    { chave: 'Curso', valor: curso.nome },
    { chave: 'Formato', valor: 'On-line' },
    { chave: 'Unidade', valor: `${unidade.nome} — ${unidade.endereco}` },
    { chave: 'Turno', valor: turnoDaTurma(turma) },
    // A full class is offered for its waiting list (carregarOfertaVirtual): the summary says so before the button does.
    { chave: 'Datas', valor: `${periodoDaTurma(turma)} (${situacaoDasVagas(turma)})` },
  ];
}

/**
 * The API's "turma lotada" asks the citizen to choose another class ("Escolha outra turma."), which this page cannot
 * offer: it enrols in the class it found (carregarOfertaVirtual), with no choice of class. This page says what happened
 * in its own words instead. Defensive: virtual/create puts a full open class's enrolment on its waiting list, and
 * never answers "turma lotada" to it.
 */
const SEM_VAGAS_NO_CURSO_ONLINE = 'Não há mais vagas neste curso on-line: sua inscrição não foi feita.';

/** Why the refused class cannot take the citizen, as this page can say it; a closed class keeps the API's message. */
function motivoDaRecusa(falha: FalhaEnvio & { tipo: TurmaRecusada }): string {
  return falha.tipo === 'lotada' ? SEM_VAGAS_NO_CURSO_ONLINE : falha.mensagem;
}

/** Also the way on when the class filled up or closed on sending (`motivo`, announced). */
function InscricoesFechadas({
  titulo,
  motivo,
  ref,
}: {
  titulo: string;
  motivo?: string;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <Painel ref={ref} tipo={motivo ? 'erro' : 'aviso'} titulo={titulo}>
      {motivo ? <p>{motivo}</p> : null}
      <p>
        Veja <LinkPortal para={Rota.cursosVirtuais}>outros cursos virtuais</LinkPortal> ou as{' '}
        <LinkPortal para={Rota.trilhasSpTech}>trilhas SP Tech</LinkPortal>, e volte a esta página mais tarde.
      </p>
    </Painel>
  );
}

/** confirmacao-virtual/{idCurso}: check the on-line course and its class, then enrol (virtual/create, decision 0130). */
export function ConferirInscricaoVirtualPagina() {
  const titulo = 'Confira sua inscrição';
  const h1 = usePageTitle(titulo);
  const idCurso = Number(useParams().idCurso);
  const navigate = useNavigate();
  const carga = useCarga(() => carregarOfertaVirtual(idCurso), `virtual:${idCurso}`);
  const { enviar, enviando, falha } = useEnviarInscricao(
    (inscricao) => navigate(RotaInscricao.comprovante(inscricao.id)),
    () =>
      envioDeInscricaoApi.criarVirtual({
        idTurmaPrincipal: carga.dados?.turma?.id ?? 0,
        idUsuario: sessionStore.getState().user?.id ?? 0,
        idStatusInscricao: 1,
        formatoCurso: 'ONLINE',
      }),
  );

  // The refused class must not stay on the page as the citizen's choice, and this page has no other class to offer:
  // the refusal and its way on replace the summary, and take the focus of the "Confirmar inscrição" that went away.
  const avisoDaRecusa = useRef<HTMLElement>(null);
  useEffect(() => {
    if (turmaRecusada(falha)) avisoDaRecusa.current?.focus();
  }, [falha]);

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      {falha && !turmaRecusada(falha) ? (
        <ResumoErros erros={[{ campo: 'confirmar-inscricao', mensagem: falha.mensagem }]} />
      ) : null}
      {falha?.tipo === 'recusa' ? <SaidaDaRecusa mensagem={falha.mensagem} /> : null}
      {turmaRecusada(falha) ? (
        <InscricoesFechadas
          ref={avisoDaRecusa}
          titulo={TITULO_DA_TURMA_RECUSADA[falha.tipo]}
          motivo={motivoDaRecusa(falha)}
        />
      ) : (
        <EstadoCarga carga={carga}>
          {({ curso, unidade, turma }) => {
            if (!MODALIDADES_VIRTUAIS.includes(curso.idModalidade))
              return <InscricoesFechadas titulo="Este curso não é um curso on-line" />;
            // Only a course without any open class is closed: a full one keeps its waiting list (issue 28 §4).
            if (!unidade || !turma)
              return <InscricoesFechadas titulo="Inscrições fechadas para este curso" />;
            return (
              <>
                <p>Verifique as informações antes de confirmar a inscrição.</p>
                <ListaResumo linhas={linhas({ curso, unidade, turma })} />
                {turmaCheia(turma) ? (
                  <p>Todas as vagas estão ocupadas. {COMO_FUNCIONA_A_LISTA_DE_ESPERA}</p>
                ) : null}
                <div className="botoes">
                  <Botao id="confirmar-inscricao" ocupado={enviando} onClick={() => void enviar()}>
                    {turmaCheia(turma) ? 'Entrar na lista de espera' : 'Confirmar inscrição'}
                  </Botao>
                </div>
              </>
            );
          }}
        </EstadoCarga>
      )}
    </>
  );
}
