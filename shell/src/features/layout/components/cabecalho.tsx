import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { primeiroNome, useSession } from '@portal/shared-auth';
import { ID_NAVEGACAO, NOME_DO_PORTAL } from './barra-lateral';
import { RotaShell } from '../../../config/caminhos';

export interface CabecalhoProps {
  /** Extra header controls (the dark-mode toggle), composed by the app. */
  acoes?: ReactNode;
  menuAberto: boolean;
  aoAlternarMenu: () => void;
  /** The Menu button, for the layout to give focus back to when Escape closes the menu. */
  botaoMenuRef?: RefObject<HTMLButtonElement | null>;
}

function LinkDeAcesso({ logado }: { logado: boolean }) {
  return logado ? (
    <Link className="botao botao--secundario" to={Rota.logout}>
      Sair
    </Link>
  ) : (
    <Link className="botao" to={Rota.login}>
      Entrar
    </Link>
  );
}

/** Portal name, greeting by first name (or 'visitante'), dark-mode toggle, sign-in/out and the small-screen menu. */
export function Cabecalho({ acoes, menuAberto, aoAlternarMenu, botaoMenuRef }: CabecalhoProps) {
  const usuario = useSession((estado) => estado.user);
  return (
    <header className="layout__header shell-cabecalho">
      <Link className="shell-cabecalho__marca" to={RotaShell.home}>
        {NOME_DO_PORTAL}
      </Link>
      <p className="shell-cabecalho__saudacao">Olá, {primeiroNome(usuario)}</p>
      <div className="shell-cabecalho__acoes">
        {acoes}
        <button
          ref={botaoMenuRef}
          type="button"
          className="shell-botao-menu"
          aria-expanded={menuAberto}
          aria-controls={ID_NAVEGACAO}
          onClick={aoAlternarMenu}
        >
          Menu
        </button>
        <div className="shell-cabecalho__conta">
          <LinkDeAcesso logado={usuario !== null} />
        </div>
      </div>
      {/* The spec's sign-in button container: shown at 768 px and below, full width under the header. */}
      <div className="entrar shell-container-entrar">
        <LinkDeAcesso logado={usuario !== null} />
      </div>
    </header>
  );
}
