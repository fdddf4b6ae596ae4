import { useEffect, useRef, useState } from 'react';
import type { Curso } from '@portal/contracts';
import { useSearchParams } from 'react-router-dom';
import { Campo } from '@portal/ui';
import { filtrarCursos, textoResultado } from '../filtrar-cursos';
import { ListaCursos } from './apresentacao-curso';

/** Text filter kept in the URL (?busca=), so a reload or a shared link keeps what was typed. */
export function CursosFiltrados({ cursos }: { cursos: readonly Curso[] }) {
  const [parametros, setParametros] = useSearchParams();
  // The field's own state, not the URL's: the router applies a new address in a transition, and a controlled input
  // whose value waits for it gives way to the next key, so fast typing lost letters ("cuidador" became "udor").
  const [busca, setBusca] = useState(() => parametros.get('busca') ?? '');
  const encontrados = filtrarCursos(cursos, busca);
  const alterar = (valor: string) => {
    setBusca(valor);
    setParametros(valor ? { busca: valor } : {}, { replace: true });
  };
  // A prerendered page is on screen before React takes it over: what was typed meanwhile is only in the field.
  const campo = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const digitado = campo.current?.value ?? '';
    if (digitado !== busca) alterar(digitado);
    // Once, when the page comes alive; from then on the field is React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <form role="search" onSubmit={(evento) => evento.preventDefault()}>
        <Campo
          id="busca-cursos"
          type="search"
          rotulo="Filtrar cursos"
          dica="Digite parte do nome ou da descrição do curso."
          ref={campo}
          value={busca}
          onChange={(evento) => alterar(evento.target.value)}
        />
      </form>
      <p role="status" aria-live="polite">
        {textoResultado(encontrados.length)}
      </p>
      <ListaCursos cursos={encontrados} />
    </>
  );
}
