import { useEffect, useId, useRef, type MouseEvent } from 'react';

export interface ErroDeCampo {
  /** The id of the field the message is about; the link goes there. */
  campo: string;
  mensagem: string;
}

export interface ResumoErrosProps {
  erros: readonly ErroDeCampo[];
  titulo?: string;
}

export const TITULO_RESUMO_ERROS = 'Há problemas nas informações';

function focarCampo(evento: MouseEvent<HTMLAnchorElement>, id: string): void {
  const campo = document.getElementById(id);
  if (!campo) return;
  // The hash alone would scroll without moving keyboard focus to the field.
  evento.preventDefault();
  campo.focus();
  campo.scrollIntoView?.({ block: 'center' });
}

/** Summary at the top of a form after a failed submit; takes focus so it is read first. */
export function ResumoErros({ erros, titulo = TITULO_RESUMO_ERROS }: ResumoErrosProps) {
  const ref = useRef<HTMLDivElement>(null);
  const idTitulo = useId();
  const visivel = erros.length > 0;
  // Keyed by content, not array identity: a page that rebuilds the list on each render must not steal focus per keystroke.
  const conteudo = erros.map(({ campo, mensagem }) => `${campo}:${mensagem}`).join('\n');

  useEffect(() => {
    if (conteudo) ref.current?.focus();
  }, [conteudo]);

  if (!visivel) return null;
  return (
    <div ref={ref} className="resumo-erros" role="alert" tabIndex={-1} aria-labelledby={idTitulo}>
      <h2 id={idTitulo} className="resumo-erros__titulo">
        {titulo}
      </h2>
      <ul className="resumo-erros__lista">
        {erros.map(({ campo, mensagem }) => (
          <li key={`${campo}:${mensagem}`}>
            <a href={`#${campo}`} onClick={(evento) => focarCampo(evento, campo)}>
              {mensagem}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
