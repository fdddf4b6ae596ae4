/**
 * The pages of this remote's route table (routes.tsx). Each `webpackChunkName` names a built chunk that the portal's
 * server hints per route (paginas-por-rota.json) and the JS budget counts (bench/orcamento-js.json): renaming one
 * changes those files' keys.
 */
import { paginaSobDemanda } from '@portal/remoto';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
export const PaginaAdministracao = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-administracao" */ '../features/conta/components/pagina-administracao'),
  'PaginaAdministracao',
);
export const PaginaAlterarEmail = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-alterar-email" */ '../features/email/components/pagina-alterar-email'),
  'PaginaAlterarEmail',
);
export const PaginaAtualizarCadastro = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-atualizar-cadastro" */ '../features/conta/components/pagina-atualizar-cadastro'
    ),
  'PaginaAtualizarCadastro',
);
export const PaginaCadastro = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-cadastro" */ '../features/cadastro/components/pagina-cadastro'),
  'PaginaCadastro',
);
export const PaginaConfirmacaoEmail = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-confirmacao-email" */ '../features/email/components/pagina-confirmacao-email'
    ),
  'PaginaConfirmacaoEmail',
);
export const PaginaConta = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-conta" */ '../features/conta/components/pagina-conta'),
  'PaginaConta',
);
export const PaginaEdicao = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-edicao" */ '../features/conta/components/pagina-edicao'),
  'PaginaEdicao',
);
export const PaginaEmailNaoConfirmado = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-email-nao-confirmado" */ '../features/email/components/pagina-email-nao-confirmado'
    ),
  'PaginaEmailNaoConfirmado',
);
export const PaginaLogin = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-login" */ '../features/acesso/components/pagina-login'),
  'PaginaLogin',
);
export const PaginaLogout = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-logout" */ '../features/acesso/components/pagina-logout'),
  'PaginaLogout',
);
export const PaginaEsqueciSenha = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-esqueci-senha" */ '../features/senha/components/pagina-esqueci-senha'),
  'PaginaEsqueciSenha',
);
export const PaginaRedefinicaoSenha = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-redefinicao-senha" */ '../features/senha/components/pagina-redefinicao-senha'
    ),
  'PaginaRedefinicaoSenha',
);
