import { useMemo, useState, type FormEvent } from 'react';
import type { ErroDeCampo } from '../components/resumo-erros';
import { errosDaRecusa, mensagemDaRecusa } from './erros-da-api';
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

  async function aoEnviar(evento?: FormEvent): Promise<void> {
    evento?.preventDefault();
    const validacao = await Promise.resolve()
      .then(validar)
      .catch((erro: unknown) => ({
        ok: false as const,
        erros: { [campoErroApi]: mensagemDaRecusa(erro, mensagemErroApi) },
      }));
    if (!validacao.ok) return definirErros(validacao.erros);
    definirErros({});
    definirEnviando(true);
    try {
      await enviar(validacao.dados);
    } catch (erro) {
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
  return { erros, erroDe, resumo, enviando, aoEnviar, definirErros };
}
