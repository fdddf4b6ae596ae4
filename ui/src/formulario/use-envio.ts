import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ErroDeCampo } from '../components/resumo-erros';
import { ehSemConexao, errosDaRecusa, mensagemDaRecusa } from './erros-da-api';
import { listaDeErros, type ErrosPorCampo, type Validacao } from './validacao';

export interface OpcoesEnvio<D> {
  /**
   * Checks what the form holds now; the API is called only with `dados`. May wait: a page drawn without zod loads its
   * schema on demand (decision 0841), and a failure to load shows at `campoErroApi`.
   */
  validar: () => Validacao<D> | Promise<Validacao<D>>;
  enviar: (dados: D) => Promise<void>;
  /** Field an API refusal is shown at when it names no field of this form. */
  campoErroApi: string;
  /**
   * The form's field id for a field the API names in `errors[]` (`senha: …`, or a refusal about the CPF), null when
   * the form has none: each message then shows at its own field (and in the summary), not all at `campoErroApi`.
   */
  campoDaApi?: (campo: string) => string | null;
  /** Text for a failure without the API's `{message, errors[]}` (default: shared-auth's, e.g. no connection). */
  mensagemErroApi?: string;
  /** Field ids in page order, so the summary reads top to bottom. */
  ordemDosCampos?: readonly string[];
}

export const MENSAGEM_ENVIO_SEM_CONEXAO =
  'Sem conexão: nada foi enviado. O que você preencheu continua aqui; envie de novo quando a conexão voltar.';
export const MENSAGEM_CONEXAO_VOLTOU = 'A conexão voltou. Confira o que você preencheu e envie de novo.';

/** No connection: the request failed without reaching the API, or the browser says it is offline (a chunk failed). */
export function semConexao(erro: unknown): boolean {
  return ehSemConexao(erro) || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * The submit side of every form: validation on submit, busy while sending, the API's refusal shown at a field, and
 * the summary's list. What the user typed is the caller's (a draft with useRascunho): nothing is lost on an error.
 */
export function useEnvio<D>({
  validar,
  enviar,
  campoErroApi,
  campoDaApi,
  mensagemErroApi,
  ordemDosCampos,
}: OpcoesEnvio<D>) {
  const [erros, definirErros] = useState<ErrosPorCampo>({});
  const [enviando, definirEnviando] = useState(false);
  // A send that found no connection: the form says so, and says again when the connection is back. It never sends
  // on its own: the citizen checks what is there and sends it (issue 30 §3, decision 0412).
  const [esperandoConexao, definirEsperandoConexao] = useState(false);

  useEffect(() => {
    if (!esperandoConexao) return;
    const aoVoltar = () => {
      definirEsperandoConexao(false);
      definirErros((anteriores) => ({ ...anteriores, [campoErroApi]: MENSAGEM_CONEXAO_VOLTOU }));
    };
    window.addEventListener('online', aoVoltar);
    return () => window.removeEventListener('online', aoVoltar);
  }, [esperandoConexao, campoErroApi]);

  function falharSemConexao(): void {
    definirEsperandoConexao(true);
    definirErros({ [campoErroApi]: MENSAGEM_ENVIO_SEM_CONEXAO });
  }

  async function aoEnviar(evento?: FormEvent): Promise<void> {
    evento?.preventDefault();
    definirEsperandoConexao(false);
    const validacao = await Promise.resolve()
      .then(validar)
      .catch((erro: unknown) => ({
        ok: false as const,
        semConexao: semConexao(erro),
        erros: { [campoErroApi]: mensagemDaRecusa(erro, mensagemErroApi) },
      }));
    // A schema loaded on demand that could not come: no connection, said as such.
    if ('semConexao' in validacao && validacao.semConexao) return falharSemConexao();
    if (!validacao.ok) return definirErros(validacao.erros);
    definirErros({});
    definirEnviando(true);
    try {
      await enviar(validacao.dados);
    } catch (erro) {
      if (semConexao(erro)) return falharSemConexao();
      definirErros(
        errosDaRecusa(erro, { campoPadrao: campoErroApi, campoDaApi, mensagemPadrao: mensagemErroApi }),
      );
    } finally {
      definirEnviando(false);
    }
  }

  // A stable list: the summary takes focus when its content changes, which must not happen while typing.
  const resumo = useMemo<ErroDeCampo[]>(() => listaDeErros(erros, ordemDosCampos), [erros, ordemDosCampos]);
  /** The inline error of a field, or null. */
  const erroDe = (campo: string): string | null => erros[campo] ?? null;
  return { erros, erroDe, resumo, enviando, esperandoConexao, aoEnviar, definirErros };
}
