/**
 * The pages of this remote's route table (routes.tsx). Each `webpackChunkName` names a built chunk that the portal's
 * server hints per route (paginas-por-rota.json) and the JS budget counts (bench/orcamento-js.json): renaming one
 * changes those files' keys.
 */
import { paginaSobDemanda } from '@portal/remoto';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
export const AlertaCadastroPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-alerta-cadastro" */ '../features/alerta-cadastro/components/pagina-alerta-cadastro'
    ),
  'AlertaCadastroPagina',
);
export const ComprovantePagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-comprovante" */ '../features/fluxo-novo-emprego/components/pagina-comprovante'
    ),
  'ComprovantePagina',
);
export const ConferirInscricaoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-conferir-inscricao" */ '../features/fluxo-novo-emprego/components/pagina-conferir-inscricao'
    ),
  'ConferirInscricaoPagina',
);
export const EscolhaCursoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-curso" */ '../features/fluxo-novo-emprego/components/pagina-escolha-curso'
    ),
  'EscolhaCursoPagina',
);
export const EscolhaMunicipioPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-municipio" */ '../features/fluxo-novo-emprego/components/pagina-escolha-municipio'
    ),
  'EscolhaMunicipioPagina',
);
export const EscolhaTurnoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-turno" */ '../features/fluxo-novo-emprego/components/pagina-escolha-turno'
    ),
  'EscolhaTurnoPagina',
);
export const EscolhaUnidadePagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-unidade" */ '../features/fluxo-novo-emprego/components/pagina-escolha-unidade'
    ),
  'EscolhaUnidadePagina',
);
export const ModalidadesPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-modalidades" */ '../features/fluxo-novo-emprego/components/pagina-modalidades'
    ),
  'ModalidadesPagina',
);
export const DetalhesPagina = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-detalhes" */ '../features/historico/components/pagina-detalhes'),
  'DetalhesPagina',
);
export const HistoricoPagina = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-historico" */ '../features/historico/components/pagina-historico'),
  'HistoricoPagina',
);
export const MeusCursosPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-meus-cursos" */ '../features/meus-cursos/components/pagina-meus-cursos'
    ),
  'MeusCursosPagina',
);
export const ConfirmacaoProgramaPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-confirmacao-programa" */ '../features/inscricao-programa/components/pagina-confirmacao-programa'
    ),
  'ConfirmacaoProgramaPagina',
);
export const ConferirInscricaoVirtualPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-conferir-inscricao-virtual" */ '../features/inscricao-virtual/components/pagina-conferir-inscricao-virtual'
    ),
  'ConferirInscricaoVirtualPagina',
);
