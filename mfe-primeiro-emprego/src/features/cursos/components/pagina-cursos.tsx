import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';

const TITULO = 'Cursos do Meu Primeiro Emprego';

/** meuprimeiroemprego/cursos: the first-job courses (GET /v1/cursos?modalidade=32, decision 0700). */
export function PaginaCursos() {
  const h1 = usePageTitle(TITULO);
  const cursos = useCarga(() => catalogoApi.cursosPrimeiroEmprego(), 'cursos');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <p>
        Preparação gratuita para quem busca o primeiro emprego: cursos de curta duração, orientação
        profissional e oportunidades em empresas parceiras do Governo do Estado de São Paulo.
      </p>
      <EstadoCarga carga={cursos}>
        {(lista) =>
          lista.length === 0 ? (
            <p>Nenhum curso aberto no momento. Volte em breve.</p>
          ) : (
            <ul className="cartoes">
              {lista.map((curso) => (
                <li key={curso.id} className="cartao">
                  <h2 className="cartao__titulo">
                    <LinkPortal para={RotaPrimeiroEmprego.detalhes(curso.id)}>{curso.nome}</LinkPortal>
                  </h2>
                  <p>{curso.descricao}</p>
                  <p>{curso.cargaHoraria} horas</p>
                </li>
              ))}
            </ul>
          )
        }
      </EstadoCarga>
      <p>
        Saiba mais sobre o <LinkPortal para={RotaPrimeiroEmprego.meuPrimeiroEmprego}>programa</LinkPortal> ou
        veja as <LinkPortal para={RotaPrimeiroEmprego.faq}>perguntas frequentes</LinkPortal>.
      </p>
    </article>
  );
}
