/**
 * The pages of this remote's route table (routes.tsx). Each `webpackChunkName` names a built chunk that the portal's
 * server hints per route (paginas-por-rota.json) and the JS budget counts (bench/orcamento-js.json): renaming one
 * changes those files' keys.
 */
import { paginaSobDemanda } from '@portal/ui';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
export const AlertaCadastroPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-alerta-cadastro" */ '../features/alerta-cadastro/components/alerta-cadastro-pagina'
    ),
  'AlertaCadastroPagina',
);
export const ComprovantePagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-comprovante" */ '../features/fluxo-novo-emprego/components/comprovante-pagina'
    ),
  'ComprovantePagina',
);
export const ConferirInscricaoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-conferir-inscricao" */ '../features/fluxo-novo-emprego/components/conferir-inscricao-pagina'
    ),
  'ConferirInscricaoPagina',
);
export const EscolhaCursoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-curso" */ '../features/fluxo-novo-emprego/components/escolha-curso-pagina'
    ),
  'EscolhaCursoPagina',
);
export const EscolhaMunicipioPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-municipio" */ '../features/fluxo-novo-emprego/components/escolha-municipio-pagina'
    ),
  'EscolhaMunicipioPagina',
);
export const EscolhaTurnoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-turno" */ '../features/fluxo-novo-emprego/components/escolha-turno-pagina'
    ),
  'EscolhaTurnoPagina',
);
export const EscolhaUnidadePagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-unidade" */ '../features/fluxo-novo-emprego/components/escolha-unidade-pagina'
    ),
  'EscolhaUnidadePagina',
);
export const ModalidadesPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-modalidades" */ '../features/fluxo-novo-emprego/components/modalidades-pagina'
    ),
  'ModalidadesPagina',
);
export const DetalhesPagina = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-detalhes" */ '../features/historico/components/detalhes-pagina'),
  'DetalhesPagina',
);
export const HistoricoPagina = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-historico" */ '../features/historico/components/historico-pagina'),
  'HistoricoPagina',
);
export const MeusCursosPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-meus-cursos" */ '../features/meus-cursos/components/meus-cursos-pagina'
    ),
  'MeusCursosPagina',
);
export const ConfirmacaoProgramaPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-confirmacao-programa" */ '../features/inscricao-programa/components/confirmacao-programa-pagina'
    ),
  'ConfirmacaoProgramaPagina',
);
export const ConferirInscricaoVirtualPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-conferir-inscricao-virtual" */ '../features/inscricao-virtual/components/conferir-inscricao-virtual-pagina'
    ),
  'ConferirInscricaoVirtualPagina',
);
