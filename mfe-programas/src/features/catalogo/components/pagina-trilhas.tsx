import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { RotaProgramas } from '../../../config/caminhos';

const TITULO = 'Trilhas SP Tech';

/** trilhas-sp-tech: the technology learning paths (GET /v1/trilhas). */
export function PaginaTrilhas() {
  const h1 = usePageTitle(TITULO);
  const carga = useCarga(() => catalogoApi.trilhas(), 'trilhas');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <p>
        Trilhas de aprendizagem on-line e gratuitas em tecnologia. Cada trilha reúne cursos em sequência, do
        básico ao primeiro projeto, com certificado ao final de cada curso.
      </p>
      <EstadoCarga carga={carga}>
        {(trilhas) => (
          <ul className="cartoes">
            {trilhas.map((trilha) => (
              <li key={trilha.id} className="cartao">
                <h2 className="cartao__titulo">
                  <LinkPortal para={RotaProgramas.trilhaSpTech(trilha.id, trilha.urlSlug)}>
                    {trilha.nome}
                  </LinkPortal>
                </h2>
                <p>{trilha.descricao}</p>
                <p>{trilha.cursos.length === 1 ? '1 curso' : `${trilha.cursos.length} cursos`}</p>
              </li>
            ))}
          </ul>
        )}
      </EstadoCarga>
    </article>
  );
}
