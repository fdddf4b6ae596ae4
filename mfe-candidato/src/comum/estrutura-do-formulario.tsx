import { useMemo, type ReactNode } from 'react';
import { FalhaNaCarga } from './componentes';
import { Carregando, ResumoErros, usePageTitle, listaDeErros, type ErrosPorCampo } from '@portal/ui';

export interface EstruturaDoFormularioProps {
  titulo: string;
  introducao?: ReactNode;
  carga: 'carregando' | 'pronto' | 'falhou';
  /** Loads the record again after a failure ("Tentar novamente"); the draft is kept meanwhile. */
  recarregar: () => void;
  erros: ErrosPorCampo;
  /** Field ids in page order, so the summary reads top to bottom. */
  ordemDosCampos: readonly string[];
  children: ReactNode;
}

/** The frame of every question page: one h1 that takes focus, loading and failure (with a retry), then the summary. */
export function EstruturaDoFormulario({
  titulo,
  introducao,
  carga,
  recarregar,
  erros,
  ordemDosCampos,
  children,
}: EstruturaDoFormularioProps) {
  const h1Ref = usePageTitle(titulo);
  // The summary takes focus whenever its list changes: a new list on every keystroke would steal the focus.
  const resumo = useMemo(() => listaDeErros(erros, ordemDosCampos), [erros, ordemDosCampos]);
  return (
    <div className="pagina-formulario">
      <h1 ref={h1Ref}>{titulo}</h1>
      {carga === 'carregando' ? <Carregando /> : null}
      {carga === 'falhou' ? (
        <FalhaNaCarga titulo="Não foi possível carregar seus dados" h1={h1Ref} recarregar={recarregar} />
      ) : null}
      {carga === 'pronto' ? (
        <>
          <ResumoErros erros={resumo} />
          {introducao}
          {children}
        </>
      ) : null}
    </div>
  );
}
