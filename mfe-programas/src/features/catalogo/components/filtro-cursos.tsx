import type { Curso } from '@portal/contracts';
import { useSearchParams } from 'react-router-dom';
import { Campo } from '@portal/ui';
import { filtrarCursos, textoResultado } from '../hooks/filtrar-cursos';
import { ListaCursos } from './apresentacao-curso';

/** Text filter kept in the URL (?busca=), so a reload or a shared link keeps what was typed. */
export function CursosFiltrados({ cursos }: { cursos: readonly Curso[] }) {
  const [parametros, setParametros] = useSearchParams();
  const busca = parametros.get('busca') ?? '';
  const encontrados = filtrarCursos(cursos, busca);
  const alterar = (valor: string) => setParametros(valor ? { busca: valor } : {}, { replace: true });

  return (
    <>
      <form role="search" onSubmit={(evento) => evento.preventDefault()}>
        <Campo
          id="busca-cursos"
          type="search"
          rotulo="Filtrar cursos"
          dica="Digite parte do nome ou da descrição do curso."
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
