import { usePageTitle } from '@portal/ui';

/** Landing page of Meu Primeiro Emprego (the first-job team extends it with the course list and the enrolment). */
export function PaginaCursosPrimeiroEmprego() {
  const h1Ref = usePageTitle('Cursos do Meu Primeiro Emprego');
  return (
    <article>
      <h1 ref={h1Ref}>Cursos do Meu Primeiro Emprego</h1>
      <p>
        Preparação gratuita para quem busca o primeiro emprego: cursos de curta duração, orientação profissional e
        oportunidades em empresas parceiras do Governo do Estado de São Paulo.
      </p>
    </article>
  );
}
