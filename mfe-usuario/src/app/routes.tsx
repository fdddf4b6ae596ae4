import { Navigate, Route, Routes } from 'react-router-dom';
import { PAPEIS_CANDIDATO_E_ADMIN, Papel, Remote, Rota } from '@portal/contracts';
import { rotasFinais } from '@portal/ui';
import { RotaUsuario } from '../comum/mensagens';
import { PaginaAdministracao } from '../features/conta/components/pagina-administracao';
import { PaginaAlterarEmail } from '../features/email/components/pagina-alterar-email';
import { PaginaAtualizarCadastro } from '../features/conta/components/pagina-atualizar-cadastro';
import { PaginaCadastro } from '../features/cadastro/components/pagina-cadastro';
import { PaginaConfirmacaoEmail } from '../features/email/components/pagina-confirmacao-email';
import { PaginaConta } from '../features/conta/components/pagina-conta';
import { PaginaEdicao } from '../features/conta/components/pagina-edicao';
import { PaginaEmailNaoConfirmado } from '../features/email/components/pagina-email-nao-confirmado';
import { PaginaLogin } from '../features/acesso/components/pagina-login';
import { PaginaLogout } from '../features/acesso/components/pagina-logout';
import { PaginaEsqueciSenha } from '../features/senha/components/pagina-esqueci-senha';
import { PaginaRedefinicaoSenha } from '../features/senha/components/pagina-redefinicao-senha';
import { ComLogin, ComTermosPendentes, SemSessao } from './guardas';

const SO_ADMINISTRADOR = [Papel.Administrador] as const;

/** Every `usuario/*` route of spec §2 with its guard; full paths, as the shell mounts this remote at the root. */
export function Rotas() {
  return (
    <Routes>
      <Route path={RotaUsuario.raiz} element={<Navigate to={Rota.login} replace />} />
      <Route path={Rota.login} element={<PaginaLogin />} />
      <Route path={Rota.logout} element={<PaginaLogout />} />
      <Route
        path={Rota.usuarioForm}
        element={
          <SemSessao>
            <PaginaCadastro />
          </SemSessao>
        }
      />
      <Route
        path={Rota.usuarioEdit}
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
        path={Rota.confirmacaoEmail}
        element={
          <ComLogin>
            <PaginaConfirmacaoEmail />
          </ComLogin>
        }
      />
      <Route path={RotaUsuario.esqueciMinhaSenha} element={<PaginaEsqueciSenha />} />
      <Route path={Rota.redefinicaoSenha} element={<PaginaRedefinicaoSenha />} />
      <Route
        path={Rota.usuarioConta}
        element={
          <ComLogin>
            <PaginaConta />
          </ComLogin>
        }
      />
      <Route
        path={Rota.emailNaoConfirmado}
        element={
          <ComLogin>
            <PaginaEmailNaoConfirmado />
          </ComLogin>
        }
      />
      <Route
        path={Rota.atualizarCadastro}
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
      {rotasFinais(Remote.usuario)}
    </Routes>
  );
}
