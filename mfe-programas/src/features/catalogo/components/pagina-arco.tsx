import { useParams } from 'react-router-dom';
import type { Arco } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { useSlugCanonico } from '../hooks/navegacao';
import { ListaCursos } from './apresentacao-curso';
import { RotaProgramas } from '../../../config/caminhos';

function ConteudoArco({ arco, slug }: { arco: Arco; slug?: string }) {
  useSlugCanonico(slug, RotaProgramas.arco(arco.id, arco.urlSlug));
  return (
    <>
      <p>{arco.descricao}</p>
      <p>Cursos desta área:</p>
      {arco.cursos.length > 0 ? (
        <ListaCursos cursos={arco.cursos} />
      ) : (
        <p>Nenhum curso desta área está aberto no momento.</p>
      )}
    </>
  );
}

/** arcos/{idArco}/{urlSlugArco}: an occupational area (arc) and its courses. */
export function PaginaArco() {
  const { idArco, urlSlugArco } = useParams();
  // A malformed id throws inside the loader: the not-found notice, without asking the API.
  const carga = useCarga(() => catalogoApi.arco(idDaRota(idArco)), `arco:${idArco}`);
  const titulo = carga.dados ? `Área: ${carga.dados.nome}` : 'Área profissional';
  const h1 = usePageTitle(titulo);
  return (
    <article>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>{(arco) => <ConteudoArco arco={arco} slug={urlSlugArco} />}</EstadoCarga>
    </article>
  );
}
