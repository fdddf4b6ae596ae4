import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { notificar } from '@portal/shared-auth';
import { useRascunho } from '@portal/ui';
import { errosDaApi, type ErrosPorCampo } from './formulario';

export type Validacao<P> = { ok: true; dados: P } | { ok: false; erros: ErrosPorCampo };

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
  /** Field the summary points at when the API refuses without naming a field. */
  campoDeFoco: string;
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
  } = opcoes;
  const [carga, setCarga] = useState<Carga>('carregando');
  const [base, setBase] = useState<F>(vazio);
  const [existe, setExiste] = useState(false);
  const [rascunho, definirRascunho, limparRascunho] = useRascunho<F | null>(chaveRascunho, null);
  const [erros, setErros] = useState<ErrosPorCampo>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    let vigente = true;
    const inicial = async (registro: R | null): Promise<F> => {
      if (registro !== null) return doRegistro(registro);
      // Only a convenience: if it fails, the form still opens with the defaults.
      return inicialSemRegistro ? inicialSemRegistro().catch(() => vazio) : vazio;
    };
    carregar()
      .then(async (registro) => ({ registro, valores: await inicial(registro) }))
      .then(
        ({ registro, valores }) => {
          if (!vigente) return;
          setExiste(registro !== null);
          setBase(valores);
          setCarga('pronto');
        },
        () => vigente && setCarga('falhou'),
      );
    return () => {
      vigente = false;
    };
    // The record is read once per page visit; callers pass fresh closures on every render.
  }, [chaveRascunho]);

  const valores = rascunho ?? base;

  const alterar = useCallback(
    (mudancas: Partial<F>) => definirRascunho((anterior) => ({ ...(anterior ?? base), ...mudancas })),
    [definirRascunho, base],
  );

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const validacao = validar(valores);
    if (!validacao.ok) return setErros(validacao.erros);
    setErros({});
    setEnviando(true);
    try {
      await salvar(validacao.dados, existe);
    } catch (erro) {
      setEnviando(false);
      return setErros(errosDaApi(erro, campoDeFoco));
    }
    limparRascunho();
    try {
      await aoSalvar();
    } catch (erro) {
      // Saved, but the next step could not be worked out: say so without pretending the save failed.
      notificar.toastErro(erro);
    } finally {
      setEnviando(false);
    }
  };

  return { carga, existe, valores, alterar, erros, enviando, enviar };
}
