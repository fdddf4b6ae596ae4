import type { ReactNode, Ref } from 'react';

export type TipoPainel = 'info' | 'sucesso' | 'aviso' | 'erro';

const ROTULO: Record<TipoPainel, string> = {
  info: 'Informação',
  sucesso: 'Sucesso',
  aviso: 'Atenção',
  erro: 'Erro',
};

export interface PainelProps {
  tipo?: TipoPainel;
  titulo?: string;
  children?: ReactNode;
  /**
   * For a panel the page moves the focus to (a refusal that takes the place of the button the focus was on): the
   * panel itself takes it, named by its title, not a wrapper with no name. Focusable by script only, never by Tab.
   */
  ref?: Ref<HTMLElement>;
}

/** A notice. Errors are announced at once (role=alert); the rest are plain content. */
export function Painel({ tipo = 'info', titulo, children, ref }: PainelProps) {
  return (
    <section
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={`painel painel--${tipo}`}
      role={tipo === 'erro' ? 'alert' : undefined}
      aria-label={titulo ?? ROTULO[tipo]}
    >
      {titulo ? (
        <h2 className="painel__titulo">{titulo}</h2>
      ) : (
        <span className="visualmente-oculto">{ROTULO[tipo]}: </span>
      )}
      <div className="painel__conteudo">{children}</div>
    </section>
  );
}

export interface CarregandoProps {
  texto?: string;
}

/** Polite live region: announced once, without interrupting what the reader is saying. */
export function Carregando({ texto = 'Carregando…' }: CarregandoProps) {
  return (
    <div className="carregando" role="status" aria-live="polite">
      <span className="carregando__indicador" aria-hidden="true" />
      <span>{texto}</span>
    </div>
  );
}
