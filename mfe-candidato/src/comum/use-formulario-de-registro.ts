import { useCallback } from 'react';
import { notificar } from '@portal/shared-auth';
import { useEnvio, useRascunho, type Validacao } from '@portal/ui';
import { useCarga } from '@portal/remoto';

export interface OpcoesFormulario<F, R, P> {
  /** sessionStorage key of the draft; include the user id so two accounts in one tab never mix. */
  chaveRascunho: string;
  vazio: F;
  carregar: () => Promise<R | null>;
  /** Create mode: values known elsewhere (e.g. the account), so the candidate is not asked twice. */
  inicialSemRegistro?: () => Promise<F>;
  doRegistro: (registro: R) => F;
  validar: (valores: F) => Validacao<P>;
  salvar: (dados: P, existe: boolean) => Promise<void>;
  /** What happens once the record is saved and the draft cleared (the next registration step). */
  aoSalvar: () => void | Promise<void>;
  /** Field the summary points at when the API refuses without naming a field of this form. */
  campoDeFoco: string;
  /** The page's id of a field of the record (`cpf` → `dados-cpf`): an API refusal that names it shows there. */
  idDoCampo: (campo: string) => string;
}

type Carga = 'carregando' | 'pronto' | 'falhou';

/**
 * One record form of the registration: loads the record (null = create mode), keeps what the user typed as a
 * draft until saved (a reload or an error loses nothing), validates on submit, and shows API refusals.
 */
export function useFormularioDeRegistro<F extends object, R, P>(opcoes: OpcoesFormulario<F, R, P>) {
  const {
    chaveRascunho,
    vazio,
    carregar,
    inicialSemRegistro,
    doRegistro,
    validar,
    salvar,
    aoSalvar,
    campoDeFoco,
    idDoCampo,
  } = opcoes;
  // The record is read once per page visit (per draft key); its absence (null) is create mode.
  const registro = useCarga(async () => {
    const achado = await carregar();
    if (achado !== null) return { existe: true, valores: doRegistro(achado) };
    // Only a convenience: if it fails, the form still opens with the defaults.
    const valores = inicialSemRegistro ? await inicialSemRegistro().catch(() => vazio) : vazio;
    return { existe: false, valores };
  }, `registro:${chaveRascunho}`);
  const carga: Carga = registro.carregando ? 'carregando' : registro.dados ? 'pronto' : 'falhou';
  const base = registro.dados?.valores ?? vazio;
  const existe = registro.dados?.existe ?? false;
  const [rascunho, definirRascunho, limparRascunho] = useRascunho<F | null>(chaveRascunho, null);

  const valores = rascunho ?? base;

  const alterar = useCallback(
    (mudancas: Partial<F>) => definirRascunho((anterior) => ({ ...(anterior ?? base), ...mudancas })),
    [definirRascunho, base],
  );

  const { erros, enviando, aoEnviar } = useEnvio({
    validar: () => validar(valores),
    enviar: async (dados: P) => {
      await salvar(dados, existe);
      limparRascunho();
      try {
        await aoSalvar();
      } catch (erro) {
        // Saved, but the next step could not be worked out: say so without pretending the save failed.
        notificar.toastErro(erro);
      }
    },
    campoErroApi: campoDeFoco,
    campoDaApi: (nome) => (nome in vazio ? idDoCampo(nome) : null),
  });

  return {
    carga,
    recarregar: registro.recarregar,
    existe,
    valores,
    alterar,
    erros,
    enviando,
    enviar: aoEnviar,
  };
}
