import { useState, type ChangeEvent } from 'react';
import { useRascunho } from '../hooks/use-rascunho';
import { useEnvio, type OpcoesEnvio } from './use-envio';
import type { Validacao } from './validacao';

/** What `campo(nome)` hands to a text Campo; components that group fields take it as is. */
export interface PropsDeCampo {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  erro?: string;
}

export interface OpcoesFormulario<V extends object, D> extends Omit<OpcoesEnvio<D>, 'validar'> {
  /** sessionStorage key of the draft: what the user typed survives a reload or an error. */
  chaveRascunho: string;
  inicial: V;
  /** Passwords: kept in memory only, never written to the draft. */
  segredos?: Record<string, string>;
  /** Checks the values (with `validarComSchema` for a contracts schema); may wait for a schema loaded on demand. */
  validar: (valores: V) => Validacao<D> | Promise<Validacao<D>>;
  /** Called on every edit: a page drawn without zod starts loading its schema at the first keystroke (decision 0841). */
  aoEditar?: () => void;
}

/**
 * A form of plain fields: its values kept as a draft (cleared only after a successful save), and useEnvio's
 * validation, busy state, API refusal and summary. `campo`/`caixa` tie a Campo to a field by its name, its id.
 */
export function useFormulario<V extends object, D>({
  chaveRascunho,
  inicial,
  segredos: segredosIniciais,
  validar,
  aoEditar,
  enviar,
  ...envio
}: OpcoesFormulario<V, D>) {
  const [rascunho, definirRascunho, limparRascunho] = useRascunho<V>(chaveRascunho, inicial);
  const [segredos, definirSegredos] = useState<Record<string, string>>(segredosIniciais ?? {});
  const valores = { ...rascunho, ...segredos } as V;
  const formulario = useEnvio<D>({
    // A field the API names is one of this form's when it has a value here (its id is its name).
    campoDaApi: (nome) => (nome in valores ? nome : null),
    ...envio,
    validar: () => validar(valores),
    enviar: async (dados) => {
      await enviar(dados);
      limparRascunho();
    },
  });

  function definirCampo(campo: string, valor: string | boolean): void {
    aoEditar?.();
    if (campo in segredos) definirSegredos((anteriores) => ({ ...anteriores, [campo]: String(valor) }));
    else definirRascunho((anterior) => ({ ...anterior, [campo]: valor }));
  }

  const valorDe = (nome: string): unknown => (valores as Record<string, unknown>)[nome];
  const campo = (nome: string): PropsDeCampo => ({
    id: nome,
    value: String(valorDe(nome) ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => definirCampo(nome, e.target.value),
    erro: formulario.erros[nome],
  });
  const caixa = (nome: string) => ({
    id: nome,
    type: 'checkbox',
    checked: valorDe(nome) === true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => definirCampo(nome, e.target.checked),
    erro: formulario.erros[nome],
  });
  return { ...formulario, valores, definirCampo, campo, caixa };
}
