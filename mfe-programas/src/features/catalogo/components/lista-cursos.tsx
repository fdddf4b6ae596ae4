import type { Curso } from '@portal/contracts';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { caminhoDetalhes } from '../programas';

/** Course cards; each title is the link to the course's details. */
export function ListaCursos({ cursos }: { cursos: readonly Curso[] }) {
  return (
    <ul className="cartoes">
      {cursos.map((curso) => (
        <li key={curso.id} className="cartao">
          <h2 className="cartao__titulo">
            <LinkPortal para={caminhoDetalhes(curso)}>{curso.nome}</LinkPortal>
          </h2>
          <p>{curso.descricao}</p>
          <p>
            {curso.cargaHoraria} horas · {curso.formato === 'ONLINE' ? 'On-line' : 'Presencial'}
          </p>
        </li>
      ))}
    </ul>
  );
}
