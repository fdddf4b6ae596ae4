import { useState } from 'react';
import { entrarComGovBr, reportarErro } from '@portal/shared-auth';
import { Botao, Painel } from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';
import { useHidratado } from '../../../comum/use-hidratado';

/** Hands the sign-in to the shell, which owns the OpenID client and comes back to `retorno`. */
export function BotaoGovBr({ retorno }: { retorno: string }) {
  const [ocupado, definirOcupado] = useState(false);
  const [falhou, definirFalhou] = useState(false);
  // Prerendered (decision 0855): a click before the code runs would do nothing.
  const pronto = useHidratado();

  async function entrar() {
    definirFalhou(false);
    definirOcupado(true);
    try {
      await entrarComGovBr(retorno);
    } catch (erro) {
      reportarErro(erro);
      definirFalhou(true);
      definirOcupado(false);
    }
  }

  return (
    <>
      {falhou ? <Painel tipo="erro">{TextoUsuario.govBrIndisponivel}</Painel> : null}
      {/* gov.br's sign-in button (decision 0185): pill, the person icon, "Entrar com" and the gov.br mark. */}
      <Botao
        className="botao-govbr"
        aria-label="Entrar com gov.br"
        onClick={() => void entrar()}
        ocupado={ocupado}
        disabled={!pronto}
      >
        <svg className="botao-govbr__icone" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="4.5" r="3.5" fill="currentColor" />
          <path d="M1 16c0-4 3-6.5 7-6.5s7 2.5 7 6.5z" fill="currentColor" />
        </svg>
        <span>
          Entrar com{' '}
          <span className="marca-govbr">
            gov<span className="marca-govbr__br">.br</span>
          </span>
        </span>
      </Botao>
    </>
  );
}
