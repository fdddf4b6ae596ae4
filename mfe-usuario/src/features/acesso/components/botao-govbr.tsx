import { useState } from 'react';
import { entrarComGovBr, reportarErro } from '@portal/shared-auth';
import { Botao, Painel } from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';

/** Hands the sign-in to the shell, which owns the OpenID client and comes back to `retorno`. */
export function BotaoGovBr({ retorno }: { retorno: string }) {
  const [ocupado, definirOcupado] = useState(false);
  const [falhou, definirFalhou] = useState(false);

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
      <Botao onClick={() => void entrar()} ocupado={ocupado}>
        Entrar com gov.br
      </Botao>
    </>
  );
}
