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
