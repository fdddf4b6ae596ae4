import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { CursosFiltrados } from './filtro-cursos';

export interface CatalogoProps {
  titulo: string;
  apresentacao: string;
  idModalidade: number;
  faq?: string;
}

/** A programme's course catalogue (GET /v1/cursos?modalidade=), with a text filter. */
export function PaginaCatalogo({ titulo, apresentacao, idModalidade, faq }: CatalogoProps) {
  const h1 = usePageTitle(titulo);
  const cursos = useCarga(() => catalogoApi.cursosDaModalidade(idModalidade), `modalidade:${idModalidade}`);
  return (
    <article>
      <h1 ref={h1}>{titulo}</h1>
      <p>{apresentacao}</p>
      {faq ? (
        <p>
          Dúvidas? Veja as <LinkPortal para={faq}>perguntas frequentes</LinkPortal>.
        </p>
      ) : null}
      <EstadoCarga carga={cursos}>{(lista) => <CursosFiltrados cursos={lista} />}</EstadoCarga>
    </article>
  );
}
