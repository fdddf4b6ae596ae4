import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { respostasQuestionarioSchema, type Questionario } from '@portal/contracts';
import { notificar, sessionStore } from '@portal/shared-auth';
import {
  Botao,
  errosDaApi,
  ResumoErros,
  usePageTitle,
  useRascunho,
  type ErroDeCampo,
  EstadoCarga,
  useCarga,
} from '@portal/ui';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';
import { corpoRespostas, errosObrigatorias, idDoCampo, type Respostas } from '../hooks/respostas';
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
  const [respostas, setRespostas, limpar] = useRascunho<Respostas>('primeiro-emprego-questionario', {});
  const [erros, setErros] = useState<ErroDeCampo[]>([]);
  const [enviando, setEnviando] = useState(false);
  const navigate = useNavigate();
  const primeiroCampo = questionario.perguntas[0] ? idDoCampo(questionario.perguntas[0]) : 'questionario';

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const faltando = errosObrigatorias(questionario, respostas);
    const corpo = respostasQuestionarioSchema.safeParse(
      corpoRespostas(questionario, respostas, sessionStore.getState().user?.id ?? 0, idPeriodo),
    );
    setErros(
      faltando.length > 0 || corpo.success
        ? faltando
        : [{ campo: primeiroCampo, mensagem: 'Revise as respostas.' }],
    );
    if (faltando.length > 0 || !corpo.success) return;
    setEnviando(true);
    try {
      await primeiroEmpregoApi.responder(corpo.data);
      limpar();
      notificar.toast('Respostas enviadas. Obrigado!', 'success');
      navigate(RotaPrimeiroEmprego.inscricaoConfirmacao);
    } catch (erro) {
      setErros(errosDaApi(erro, primeiroCampo, 'Não foi possível enviar as respostas. Tente novamente.'));
      setEnviando(false);
    }
  };

  return (
    <form noValidate onSubmit={(evento) => void enviar(evento)}>
      <ResumoErros erros={erros} />
      {questionario.perguntas.map((pergunta) => (
        <CampoPergunta
          key={pergunta.id}
          pergunta={pergunta}
          resposta={respostas[pergunta.id]}
          erro={erros.find((e) => e.campo === idDoCampo(pergunta))?.mensagem ?? null}
          responder={(resposta) => setRespostas((r) => ({ ...r, [pergunta.id]: resposta }))}
        />
      ))}
      <div className="botoes">
        <Botao type="submit" ocupado={enviando}>
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
