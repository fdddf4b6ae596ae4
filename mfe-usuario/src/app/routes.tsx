import { Navigate, Route, Routes } from 'react-router-dom';
import { PAPEIS_CANDIDATO_E_ADMIN, Papel } from '@portal/contracts';
import { paginaSobDemanda, rotasFinais } from '@portal/ui';
import { ComLogin, ComTermosPendentes, SemSessao } from './guardas';
import { PREFIXOS, RotaUsuario } from '../config/caminhos';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
const PaginaAdministracao = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-administracao" */ '../features/conta/components/pagina-administracao'),
  'PaginaAdministracao',
);
const PaginaAlterarEmail = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-alterar-email" */ '../features/email/components/pagina-alterar-email'),
  'PaginaAlterarEmail',
);
const PaginaAtualizarCadastro = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-atualizar-cadastro" */ '../features/conta/components/pagina-atualizar-cadastro'
    ),
  'PaginaAtualizarCadastro',
);
const PaginaCadastro = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-cadastro" */ '../features/cadastro/components/pagina-cadastro'),
  'PaginaCadastro',
);
const PaginaConfirmacaoEmail = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-confirmacao-email" */ '../features/email/components/pagina-confirmacao-email'
    ),
  'PaginaConfirmacaoEmail',
);
const PaginaConta = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-conta" */ '../features/conta/components/pagina-conta'),
  'PaginaConta',
);
const PaginaEdicao = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-edicao" */ '../features/conta/components/pagina-edicao'),
  'PaginaEdicao',
);
const PaginaEmailNaoConfirmado = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-email-nao-confirmado" */ '../features/email/components/pagina-email-nao-confirmado'
    ),
  'PaginaEmailNaoConfirmado',
);
const PaginaLogin = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-login" */ '../features/acesso/components/pagina-login'),
  'PaginaLogin',
);
const PaginaLogout = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-logout" */ '../features/acesso/components/pagina-logout'),
  'PaginaLogout',
);
const PaginaEsqueciSenha = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-esqueci-senha" */ '../features/senha/components/pagina-esqueci-senha'),
  'PaginaEsqueciSenha',
);
const PaginaRedefinicaoSenha = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-redefinicao-senha" */ '../features/senha/components/pagina-redefinicao-senha'
    ),
  'PaginaRedefinicaoSenha',
);

const SO_ADMINISTRADOR = [Papel.Administrador] as const;

/** Every `usuario/*` route of spec §2 with its guard; full paths, as the shell mounts this remote at the root. */
export function Rotas() {
  return (
    <Routes>
      <Route path={RotaUsuario.raiz} element={<Navigate to={RotaUsuario.login} replace />} />
      <Route path={RotaUsuario.login} element={<PaginaLogin />} />
      <Route path={RotaUsuario.logout} element={<PaginaLogout />} />
      <Route
        path={RotaUsuario.usuarioForm}
        element={
          <SemSessao>
            <PaginaCadastro />
          </SemSessao>
        }
      />
      <Route
        path={RotaUsuario.usuarioEdit}
        element={
          <ComLogin>
            <PaginaEdicao />
          </ComLogin>
        }
      />
      <Route
        path={RotaUsuario.editEdit}
        element={
          <ComLogin papeis={PAPEIS_CANDIDATO_E_ADMIN}>
            <PaginaEdicao />
          </ComLogin>
        }
      />
      <Route
        path={RotaUsuario.confirmacaoEmail}
        element={
          <ComLogin>
            <PaginaConfirmacaoEmail />
          </ComLogin>
        }
      />
      <Route path={RotaUsuario.esqueciMinhaSenha} element={<PaginaEsqueciSenha />} />
      <Route path={RotaUsuario.redefinicaoSenha} element={<PaginaRedefinicaoSenha />} />
      <Route
        path={RotaUsuario.usuarioConta}
        element={
          <ComLogin>
            <PaginaConta />
          </ComLogin>
        }
      />
      <Route
        path={RotaUsuario.emailNaoConfirmado}
        element={
          <ComLogin>
            <PaginaEmailNaoConfirmado />
          </ComLogin>
        }
      />
      <Route
        path={RotaUsuario.atualizarCadastro}
        element={
          <ComTermosPendentes>
            <PaginaAtualizarCadastro />
          </ComTermosPendentes>
        }
      />
      <Route
        path={RotaUsuario.alterarEmail}
        element={
          <ComLogin papeis={PAPEIS_CANDIDATO_E_ADMIN}>
            <PaginaAlterarEmail />
          </ComLogin>
        }
      />
      <Route
        path={RotaUsuario.administracao}
        element={
          <ComLogin papeis={SO_ADMINISTRADOR}>
            <PaginaAdministracao />
          </ComLogin>
        }
      />
      {rotasFinais(PREFIXOS)}
    </Routes>
  );
}
