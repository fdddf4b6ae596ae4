import { useState, type FormEvent } from 'react';
import { perguntaFaqRequestSchema } from '@portal/contracts';
import {
  Botao,
  errosDaApi,
  Painel,
  ResumoErros,
  usePageTitle,
  useRascunho,
  type ErroDeCampo,
} from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { errosDeCampo } from '../../../comum/erros-de-validacao';
import { CamposPergunta, PERGUNTA_VAZIA, type RascunhoPergunta } from './campos-pergunta';
import { RotaProgramas } from '../../../config/caminhos';

const TITULO = 'Envie sua pergunta';

/** faq-form: a visitor's question, validated with the API's own schema; nothing typed is lost on error or reload. */
export default function PaginaFaqForm() {
  const h1 = usePageTitle(TITULO);
  const [rascunho, setRascunho, limparRascunho] = useRascunho<RascunhoPergunta>('faq-form', PERGUNTA_VAZIA);
  const [erros, setErros] = useState<ErroDeCampo[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [enviada, setEnviada] = useState(false);

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const validacao = perguntaFaqRequestSchema.safeParse(rascunho);
    setErros(validacao.success ? [] : errosDeCampo(validacao.error));
    if (!validacao.success) return;
    setEnviando(true);
    try {
      await catalogoApi.enviarPergunta(validacao.data);
      limparRascunho();
      setEnviada(true);
    } catch (erro) {
      setErros(errosDaApi(erro, 'pergunta', 'Não foi possível enviar sua pergunta. Tente novamente.'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      {enviada ? (
        <Painel tipo="sucesso" titulo="Pergunta enviada">
          <p>Obrigado! A equipe do programa vai responder no e-mail informado em até 5 dias úteis.</p>
          <p>
            <LinkPortal para={RotaProgramas.faq}>Voltar às perguntas frequentes</LinkPortal>
          </p>
        </Painel>
      ) : (
        <form noValidate onSubmit={(evento) => void enviar(evento)}>
          <p>Não encontrou a resposta nas perguntas frequentes? Escreva para a equipe do programa.</p>
          <ResumoErros erros={erros} />
          <CamposPergunta
            valores={rascunho}
            erros={erros}
            alterar={(campo, valor) => setRascunho((r) => ({ ...r, [campo]: valor }))}
          />
          <div className="botoes">
            <Botao type="submit" ocupado={enviando}>
              Enviar pergunta
            </Botao>
          </div>
        </form>
      )}
    </article>
  );
}
