import { usePageTitle } from '@portal/ui';
import { env } from '../../../config/env';

/** Landing page of the Novo Emprego programme (the programmes team extends it with the course catalogue). */
export function PaginaCursosNovoEmprego() {
  const h1Ref = usePageTitle('Cursos do Novo Emprego');
  return (
    <article>
      <h1 ref={h1Ref}>Cursos do Novo Emprego</h1>
      <p>
        Qualificação rápida e gratuita para quem quer voltar ao mercado de trabalho. Escolha um curso perto de você e
        faça sua inscrição com o seu cadastro do Via Rápida.
      </p>
      {/* data-build-marker: which build of this remote is live, read by the deploy/rollback journey (e2e). */}
      <footer className="rodape-programa" data-build-marker={env.marcadorDoBuild}>
        <p>Programa Novo Emprego — Governo do Estado de São Paulo.</p>
      </footer>
    </article>
  );
}
