import { Navigate, Route, Routes } from 'react-router-dom';
import { PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { rotasFinais } from '@portal/remoto';
import { ComLogin, ComTermosPendentes, SemSessao } from './guardas';
import { PREFIXOS, RotaUsuario } from '../config/caminhos';
import {
  PaginaAdministracao,
  PaginaAlterarEmail,
  PaginaAtualizarCadastro,
  PaginaCadastro,
  PaginaConfirmacaoEmail,
  PaginaConta,
  PaginaEdicao,
  PaginaEmailNaoConfirmado,
  PaginaEsqueciSenha,
  PaginaLogin,
  PaginaLogout,
  PaginaRedefinicaoSenha,
} from './paginas';

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
          // Spec §2: "usuario/edit/edit: login guard, roles Candidato and Administrador": that guard requires Candidato.
          <ComLogin papeis={PAPEIS_CANDIDATO_E_ADMIN} exigeCandidato>
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
        // The staff page guards itself with the staff roles (decision 1562): none of them on this table's load.
        element={<PaginaAdministracao />}
      />
      {rotasFinais(PREFIXOS)}
    </Routes>
  );
}
