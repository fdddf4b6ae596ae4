import { useMemo } from 'react';
import { Botao, Painel, ResumoErros, listaDeErros } from '@portal/ui';
import { idDaPergunta } from '../respostas';
import { useRespostas, type ContextoRespostas } from '../hooks/use-respostas';
import { CampoPergunta } from './campo-pergunta';

const mesmoTexto = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The one questionnaire renderer behind the company, Empreenda, general and dynamic routes. The questionnaire's own
 * title is a subheading only when it says more than the page's h1 (the company one is the same words).
 */
export function FormularioQuestionario({
  tituloDaPagina,
  ...contexto
}: ContextoRespostas & { tituloDaPagina: string }) {
  const { questionario } = contexto;
  const { respostas, responder, erros, enviando, enviado, enviar } = useRespostas(contexto);
  const editando = contexto.salvas !== null;
  // A new list on every keystroke would make the summary take the focus again (it focuses on change).
  const resumo = useMemo(
    () =>
      listaDeErros(
        erros,
        questionario.perguntas.map((p) => idDaPergunta(p.id)),
      ),
    [erros, questionario.perguntas],
  );
  if (enviado) {
    return (
      <Painel tipo="sucesso" titulo={editando ? 'Respostas alteradas' : 'Respostas enviadas'}>
        <p>
          {editando
            ? 'Suas novas respostas foram registradas.'
            : 'Obrigado por responder. Suas respostas foram registradas.'}
        </p>
      </Painel>
    );
  }
  return (
    <>
      <ResumoErros erros={resumo} />
      <form noValidate onSubmit={enviar} aria-label={questionario.titulo}>
        {mesmoTexto(questionario.titulo, tituloDaPagina) ? null : <h2>{questionario.titulo}</h2>}
        {questionario.perguntas.map((pergunta) => (
          <CampoPergunta
            key={pergunta.id}
            pergunta={pergunta}
            valor={respostas[pergunta.id]}
            erro={erros[idDaPergunta(pergunta.id)] ?? null}
            aoResponder={(valor) => responder(pergunta.id, valor)}
          />
        ))}
        <Botao type="submit" ocupado={enviando}>
          {editando ? 'Salvar alterações' : 'Enviar respostas'}
        </Botao>
      </form>
    </>
  );
}
