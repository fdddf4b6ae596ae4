import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Programa } from '@portal/contracts';
import { rotasFinais } from '@portal/remoto';
import { LayoutProgramas } from '../comum/componentes/layout-programas';
import { PROGRAMAS } from '../features/catalogo/programas';
import { PAGINAS_FAQ } from '../features/faq/paginas-faq';
import { paginaSobDemanda } from '@portal/remoto';
import { PREFIXOS, RotaProgramas } from '../config/caminhos';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
const PaginaArco = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-arco" */ '../features/catalogo/components/pagina-arco'),
  'PaginaArco',
);
const PaginaCatalogo = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-catalogo" */ '../features/catalogo/components/pagina-catalogo'),
  'PaginaCatalogo',
);
const PaginaCurso = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-curso" */ '../features/catalogo/components/pagina-curso'),
  'PaginaCurso',
);
const PaginaDetalhes = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-detalhes" */ '../features/catalogo/components/pagina-detalhes'),
  'PaginaDetalhes',
);
const PaginaTrilha = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-trilha" */ '../features/catalogo/components/pagina-trilha'),
  'PaginaTrilha',
);
const PaginaTrilhas = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-trilhas" */ '../features/catalogo/components/pagina-trilhas'),
  'PaginaTrilhas',
);
const PaginaFaq = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-faq" */ '../features/faq/components/pagina-faq'),
  'PaginaFaq',
);

// The information pages carry most of this remote's text: they load only when one is visited.
const PaginaDoCaminho = lazy(() => import('../features/paginas/components/pagina-do-caminho'));
const PaginaFaqForm = lazy(() => import('../features/faq/components/pagina-faq-form'));

/** Information pages rendered from src/features/paginas/content (each path has its content there). */
export const CAMINHOS_ESTATICOS = [
  RotaProgramas.ondeEstudar,
  RotaProgramas.online,
  RotaProgramas.programas,
  RotaProgramas.edit,
  RotaProgramas.sobre,
  RotaProgramas.unidadesMoveis,
  RotaProgramas.sistemaPrisional,
  RotaProgramas.bolsaAuxilio,
  RotaProgramas.htmlWebDeveloper,
  RotaProgramas.netFundamentals,
  RotaProgramas.javaDeveloper,
  RotaProgramas.javascriptGameDeveloper,
  RotaProgramas.apresentacaoTrilhaSpTech(':urlSlugTrilha'),
] as const;

const VIRTUAL = {
  titulo: 'Cursos virtuais',
  apresentacao:
    'Cursos on-line e gratuitos do Via Rápida Virtual, com certificado, para estudar no seu ritmo.',
  idModalidade: Programa.ViaRapidaVirtual,
};

/** Where a prefix alone leads: a programme's catalogue, the learning paths, or the list of programmes. */
const INICIO_POR_PREFIXO: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PROGRAMAS.map((programa) => [programa.prefixo, programa.catalogo])),
  virtual: RotaProgramas.cursosVirtuais,
  trilhas: RotaProgramas.trilhasSpTech,
  arcos: RotaProgramas.programas,
  cursos: RotaProgramas.programas,
};

/** The programmes' route table, with full paths (the shell mounts this remote at the portal's root). */
export function Rotas() {
  return (
    <Routes>
      <Route element={<LayoutProgramas />}>
        {PROGRAMAS.map((programa) => [
          <Route
            key={`${programa.prefixo}-cursos`}
            path={programa.catalogo}
            element={
              <PaginaCatalogo
                key={programa.prefixo}
                titulo={`Cursos do ${programa.nome}`}
                apresentacao={programa.apresentacao}
                idModalidade={programa.idModalidade}
                faq={programa.faq}
              />
            }
          />,
          <Route
            key={`${programa.prefixo}-details`}
            path={programa.detalhes(':idCurso')}
            element={<PaginaDetalhes key={programa.prefixo} programa={programa} />}
          />,
        ])}
        <Route path={RotaProgramas.cursosVirtuais} element={<PaginaCatalogo {...VIRTUAL} />} />
        <Route path={RotaProgramas.arco(':idArco', ':urlSlugArco')} element={<PaginaArco />} />
        <Route path={RotaProgramas.curso(':idCurso', ':urlSlugCurso')} element={<PaginaCurso />} />
        <Route path={RotaProgramas.trilhasSpTech} element={<PaginaTrilhas />} />
        <Route
          path={RotaProgramas.trilhaSpTech(':idTrilha', ':urlSlugTrilha')}
          element={<PaginaTrilha key="sp-tech" rota={RotaProgramas.trilhaSpTech} />}
        />
        <Route
          path={RotaProgramas.trilha(':idTrilha', ':urlSlugTrilha')}
          element={<PaginaTrilha key="trilhas" rota={RotaProgramas.trilha} />}
        />
        {PAGINAS_FAQ.map((pagina) => (
          <Route
            key={pagina.caminho}
            path={pagina.caminho}
            element={<PaginaFaq key={pagina.caminho} pagina={pagina} />}
          />
        ))}
        <Route path={RotaProgramas.faqForm} element={<PaginaFaqForm />} />
        {CAMINHOS_ESTATICOS.map((caminho) => (
          <Route key={caminho} path={caminho} element={<PaginaDoCaminho />} />
        ))}
      </Route>
      {rotasFinais(PREFIXOS, INICIO_POR_PREFIXO)}
    </Routes>
  );
}
