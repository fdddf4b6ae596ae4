import { useParams } from 'react-router-dom';
import type { Trilha } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { useSlugCanonico } from '../hooks/navegacao';
import { ListaCursos } from './apresentacao-curso';
import { RotaProgramas } from '../../../config/caminhos';

type RotaDaTrilha = (idTrilha: number, urlSlug: string) => string;

function ConteudoTrilha({ trilha, rota, slug }: { trilha: Trilha; rota: RotaDaTrilha; slug?: string }) {
  useSlugCanonico(slug, rota(trilha.id, trilha.urlSlug));
  return (
    <>
      <p>{trilha.descricao}</p>
      <p>Faça os cursos na ordem abaixo:</p>
      <ListaCursos cursos={trilha.cursos} />
      <p>
        <LinkPortal para={RotaProgramas.trilhasSpTech}>Ver todas as trilhas</LinkPortal>
      </p>
    </>
  );
}

/** trilhas-sp-tech/{idTrilha}/{urlSlugTrilha} and trilhas/{idTrilha}/{urlSlugTrilha}: one path and its courses in order. */
export function PaginaTrilha({ rota }: { rota: RotaDaTrilha }) {
  const { idTrilha, urlSlugTrilha } = useParams();
  // A malformed id throws inside the loader: the not-found notice, without asking the API.
  const carga = useCarga(() => catalogoApi.trilha(idDaRota(idTrilha)), `trilha:${idTrilha}`);
  const titulo = carga.dados ? `Trilha ${carga.dados.nome}` : 'Trilha de aprendizagem';
  const h1 = usePageTitle(titulo);
  return (
    <article>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>
        {(trilha) => <ConteudoTrilha trilha={trilha} rota={rota} slug={urlSlugTrilha} />}
      </EstadoCarga>
    </article>
  );
}
