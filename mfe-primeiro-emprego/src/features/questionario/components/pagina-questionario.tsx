import { useNavigate } from 'react-router-dom';
import type { Questionario } from '@portal/contracts';
import { notificar, sessionStore } from '@portal/shared-auth';
import { Botao, ResumoErros, useEnvio, usePageTitle, useRascunho } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { idDoCampo, primeiroCampo, validarRespostas, type Respostas } from '../respostas';
import { CampoPergunta } from './campo-pergunta';

const TITULO = 'Questionário do Meu Primeiro Emprego';

async function carregar() {
  const [questionario, lista] = await Promise.all([
    primeiroEmpregoApi.questionario(),
    primeiroEmpregoApi.lista(sessionStore.getState().user!.id),
  ]);
  // The guard let us in only with an open period.
  return { questionario, idPeriodo: lista.periodoAtual!.id };
}

function Formulario({ questionario, idPeriodo }: { questionario: Questionario; idPeriodo: number }) {
  // Keyed by the person, as every signed-in form's draft: another person in this window never finds these answers.
  const [respostas, setRespostas, limpar] = useRascunho<Respostas>(
    `primeiro-emprego-questionario:${sessionStore.getState().user?.id ?? 0}`,
    {},
  );
  const navigate = useNavigate();
  const envio = useEnvio({
    validar: () =>
      validarRespostas(questionario, respostas, sessionStore.getState().user?.id ?? 0, idPeriodo),
    enviar: async (corpo) => {
      await primeiroEmpregoApi.responder(corpo);
      limpar();
      notificar.toast('Respostas enviadas. Obrigado!', 'success');
      navigate(RotaPrimeiroEmprego.inscricaoConfirmacao);
    },
    campoErroApi: primeiroCampo(questionario),
    mensagemErroApi: 'Não foi possível enviar as respostas. Tente novamente.',
  });

  return (
    <form noValidate onSubmit={(evento) => void envio.aoEnviar(evento)}>
      <ResumoErros erros={envio.resumo} />
      {questionario.perguntas.some((p) => p.obrigatoria) ? (
        <p className="nota">Campos marcados com * são obrigatórios.</p>
      ) : null}
      {questionario.perguntas.map((pergunta) => (
        <CampoPergunta
          key={pergunta.id}
          pergunta={pergunta}
          resposta={respostas[pergunta.id]}
          erro={envio.erroDe(idDoCampo(pergunta))}
          responder={(resposta) => setRespostas((r) => ({ ...r, [pergunta.id]: resposta }))}
        />
      ))}
      <div className="botoes">
        <Botao type="submit" ocupado={envio.enviando}>
          Enviar respostas
        </Botao>
      </div>
    </form>
  );
}

/** meuprimeiroemprego/questionario: the programme's questionnaire for the current enrolment period. */
export function PaginaQuestionario() {
  const h1 = usePageTitle(TITULO);
  const carga = useCarga(carregar, 'questionario');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <p>Suas respostas ajudam a equipe do programa a encaminhar você para as vagas certas.</p>
      <EstadoCarga carga={carga}>
        {({ questionario, idPeriodo }) => <Formulario questionario={questionario} idPeriodo={idPeriodo} />}
      </EstadoCarga>
    </article>
  );
}
