import { useEffect, useRef, useState } from 'react';
import { perguntaFaqRequestSchema } from '@portal/contracts';
import { Botao, Painel, ResumoErros, useFormulario, usePageTitle, validarComSchema } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { CamposPergunta, PERGUNTA_VAZIA } from './campos-pergunta';
import { RotaProgramas } from '../../../config/caminhos';

const TITULO = 'Envie sua pergunta';

/** faq-form: a visitor's question, validated with the API's own schema; nothing typed is lost on error or reload. */
export default function PaginaFaqForm() {
  const h1 = usePageTitle(TITULO);
  const [enviada, setEnviada] = useState(false);
  const form = useFormulario({
    chaveRascunho: 'faq-form',
    inicial: PERGUNTA_VAZIA,
    validar: (valores) => validarComSchema(perguntaFaqRequestSchema, valores),
    campoErroApi: 'pergunta',
    mensagemErroApi: 'Não foi possível enviar sua pergunta. Tente novamente.',
    enviar: async (dados) => {
      await catalogoApi.enviarPergunta(dados);
      setEnviada(true);
    },
  });

  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      {enviada ? (
        <PerguntaEnviada />
      ) : (
        <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
          <p>Não encontrou a resposta nas perguntas frequentes? Escreva para a equipe do programa.</p>
          <ResumoErros erros={form.resumo} />
          <CamposPergunta valores={form.valores} erros={form.resumo} alterar={form.definirCampo} />
          <div className="botoes">
            <Botao type="submit" ocupado={form.enviando}>
              Enviar pergunta
            </Botao>
          </div>
        </form>
      )}
    </article>
  );
}

/**
 * The success notice replaces the form and, with it, the focused "Enviar pergunta": focus would fall to <body> and
 * nothing would be said. It moves to the notice's heading instead, so a screen reader announces "Pergunta enviada"
 * and the keyboard continues from the notice (WCAG 2.4.3, 4.1.3).
 */
function PerguntaEnviada() {
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
      <Painel tipo="sucesso" titulo="Pergunta enviada">
        <p>Obrigado! A equipe do programa vai responder no e-mail informado em até 5 dias úteis.</p>
        <p>
          <LinkPortal para={RotaProgramas.faq}>Voltar às perguntas frequentes</LinkPortal>
        </p>
      </Painel>
    </div>
  );
}
