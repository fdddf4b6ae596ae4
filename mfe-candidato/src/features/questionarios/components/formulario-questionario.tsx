import { useEffect, useMemo, useRef } from 'react';
import { Rota } from '@portal/contracts';
import { Botao, Painel, ResumoErros, listaDeErros } from '@portal/ui';
import { LinkFora } from '../../../comum/componentes';
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
  if (enviado) return <RespostasRegistradas editando={editando} />;
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

/**
 * The success notice replaces the form and, with it, the focused button: focus would fall to <body> and nothing
 * would be said. It moves to the notice's heading instead (as the FAQ form does), so a screen reader announces it and
 * the keyboard goes on from there, to the citizen's enrolments, where the questionnaire's course is (WCAG 2.4.3, 4.1.3).
 */
function RespostasRegistradas({ editando }: { editando: boolean }) {
  const caixa = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Painel renders its titulo as the notice's h2.
    const titulo = caixa.current?.querySelector<HTMLElement>('h2');
    if (!titulo) return;
    titulo.tabIndex = -1;
    titulo.focus();
  }, []);
  return (
    <div ref={caixa}>
      <Painel tipo="sucesso" titulo={editando ? 'Respostas alteradas' : 'Respostas enviadas'}>
        <p>
          {editando
            ? 'Suas novas respostas foram registradas.'
            : 'Obrigado por responder. Suas respostas foram registradas.'}
        </p>
        <p>
          <LinkFora para={Rota.historico} variante="secundario">
            Ir para minhas inscrições
          </LinkFora>
        </p>
      </Painel>
    </div>
  );
}
