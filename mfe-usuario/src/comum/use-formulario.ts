import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { mensagemDoErro } from '@portal/shared-auth';
import { useRascunho, type ErroDeCampo } from '@portal/ui';
import { validar, type ErrosDeCampo } from './validacao';

export type Valores = Record<string, string | boolean>;

/** What `campo(nome)` hands to a text Campo; components that group fields take it as is. */
export interface PropsDeCampo {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  erro?: string;
}

export interface OpcoesFormulario<S extends z.ZodType> {
  /** sessionStorage key of the draft: what the user typed survives a reload or an error. */
  chaveRascunho: string;
  inicial: Valores;
  /** Passwords: kept in memory only, never written to the draft. */
  segredos?: Record<string, string>;
  /**
   * The contracts schema, or a loader of it: a page that must be drawn without zod passes `() => import(…)`, fetched
   * on the form's first edit and awaited on submit (decision 0841).
   */
  schema: S | (() => Promise<S>);
  /** Adds what is not typed (ids, tokens from the link) before validation. */
  montar?: (valores: Valores) => unknown;
  enviar: (dados: z.output<S>) => Promise<void>;
  /** Field the summary links to when the API refuses the whole request. */
  campoErroApi: string;
}

const ehCarregador = <S>(schema: S | (() => Promise<S>)): schema is () => Promise<S> =>
  typeof schema === 'function';

/**
 * Validation on submit with the contracts schema, inline and summary errors, the API's
 * `{message, errors[]}` refusal in the summary, and the draft cleared only after a successful save.
 */
export function useFormulario<S extends z.ZodType>(opcoes: OpcoesFormulario<S>) {
  const [rascunho, definirRascunho, limparRascunho] = useRascunho<Valores>(
    opcoes.chaveRascunho,
    opcoes.inicial,
  );
  const [segredos, definirSegredos] = useState<Record<string, string>>(opcoes.segredos ?? {});
  const [erros, definirErros] = useState<ErrosDeCampo>({});
  const [erroApi, definirErroApi] = useState<string | null>(null);
  const [enviando, definirEnviando] = useState(false);
  const valores: Valores = { ...rascunho, ...segredos };

  function definirCampo(campo: string, valor: string | boolean): void {
    if (ehCarregador(opcoes.schema)) void opcoes.schema().catch(() => undefined); // a failure shows on submit
    if (campo in segredos) definirSegredos((anteriores) => ({ ...anteriores, [campo]: String(valor) }));
    else definirRascunho((anterior) => ({ ...anterior, [campo]: valor }));
  }

  async function aoEnviar(evento: FormEvent<HTMLFormElement>): Promise<void> {
    evento.preventDefault();
    definirErroApi(null);
    const schema = ehCarregador(opcoes.schema)
      ? await opcoes.schema().catch((erro: unknown) => void definirErroApi(mensagemDoErro(erro)))
      : opcoes.schema;
    if (!schema) return;
    const resultado = validar(schema, opcoes.montar ? opcoes.montar(valores) : valores);
    if (!resultado.ok) return definirErros(resultado.erros);
    definirErros({});
    definirEnviando(true);
    try {
      await opcoes.enviar(resultado.dados);
      limparRascunho();
    } catch (erro) {
      definirErroApi(mensagemDoErro(erro));
    } finally {
      definirEnviando(false);
    }
  }

  // A stable list: the summary takes focus whenever its list changes, which must not happen while typing.
  const { campoErroApi } = opcoes;
  const resumo = useMemo<ErroDeCampo[]>(() => {
    const lista = Object.entries(erros).map(([campo, mensagem]) => ({ campo, mensagem }));
    return erroApi ? [...lista, { campo: campoErroApi, mensagem: erroApi }] : lista;
  }, [erros, erroApi, campoErroApi]);
  /** Props of a text Campo: the field's id is its name, which the summary links to. */
  const campo = (nome: string): PropsDeCampo => ({
    id: nome,
    value: String(valores[nome] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => definirCampo(nome, e.target.value),
    erro: erros[nome],
  });
  const caixa = (nome: string) => ({
    id: nome,
    type: 'checkbox',
    checked: valores[nome] === true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => definirCampo(nome, e.target.checked),
    erro: erros[nome],
  });
  return { valores, definirCampo, erros, resumo, enviando, aoEnviar, campo, caixa };
}
