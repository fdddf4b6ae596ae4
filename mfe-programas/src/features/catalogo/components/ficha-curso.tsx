import type { Curso } from '@portal/contracts';

const FORMATO: Record<Curso['formato'], string> = { PRESENCIAL: 'Presencial', ONLINE: 'On-line' };

/** What a candidate weighs before enrolling: description, workload, minimum schooling and format. */
export function FichaCurso({ curso }: { curso: Curso }) {
  return (
    <>
      <p>{curso.descricao}</p>
      <dl className="ficha-curso">
        <dt>Carga horária</dt>
        <dd>{curso.cargaHoraria} horas</dd>
        <dt>Escolaridade mínima</dt>
        <dd>{curso.escolaridadeMinima}</dd>
        <dt>Formato</dt>
        <dd>{FORMATO[curso.formato]}</dd>
      </dl>
    </>
  );
}
