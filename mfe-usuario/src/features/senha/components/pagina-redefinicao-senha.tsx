import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Painel, usePageTitle } from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';
import { FormularioNovaSenha } from './formulario-nova-senha';
import { RotaUsuario } from '../../../config/caminhos';

/** Target of the e-mail link `/usuario/redefinicao-senha?id={id}&token={token}`. */
export function PaginaRedefinicaoSenha() {
  const h1 = usePageTitle('Redefinir senha');
  const parametros = new URLSearchParams(useLocation().search);
  const id = parametros.get('id');
  const token = parametros.get('token');
  const [redefinida, definirRedefinida] = useState(false);

  let conteudo;
  if (redefinida) {
    conteudo = (
      <Painel tipo="sucesso" titulo="Senha redefinida">
        <p>{TextoUsuario.senhaRedefinida}</p>
        <p>
          <Link to={RotaUsuario.login}>Entrar</Link>
        </p>
      </Painel>
    );
  } else if (!id || !token) {
    conteudo = (
      <Painel tipo="erro">
        <p>{TextoUsuario.linkIncompleto}</p>
        <p>
          <Link to={RotaUsuario.esqueciMinhaSenha}>Pedir um novo link</Link>
        </p>
      </Painel>
    );
  } else {
    conteudo = <FormularioNovaSenha id={id} token={token} aoRedefinir={() => definirRedefinida(true)} />;
  }
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Redefinir senha</h1>
      {conteudo}
    </div>
  );
}
