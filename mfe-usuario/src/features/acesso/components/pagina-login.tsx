import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '@portal/ui';
import { comORetornoDaBusca, retornoDaBusca } from '../../../comum/url-retorno';
import { BotaoGovBr } from './botao-govbr';
import { FormularioCredenciais } from './formulario-credenciais';
import { RotaUsuario } from '../../../config/caminhos';

/** Two ways in: gov.br (the shell runs the OpenID flow) or CPF/e-mail and password against the API. */
export function PaginaLogin() {
  const h1 = usePageTitle('Entrar');
  const { search } = useLocation();
  const retorno = retornoDaBusca(search);
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Entrar no portal</h1>
      <section aria-labelledby="titulo-govbr">
        <h2 id="titulo-govbr">Com a sua conta gov.br</h2>
        <p>Use o mesmo login dos serviços do governo. É o jeito mais rápido e seguro.</p>
        <BotaoGovBr retorno={retorno} />
      </section>
      <section aria-labelledby="titulo-credenciais">
        <h2 id="titulo-credenciais">Com a senha do portal</h2>
        <FormularioCredenciais retorno={retorno} />
        <p>
          <Link to={RotaUsuario.esqueciMinhaSenha}>Esqueci minha senha</Link>
        </p>
        <p>
          Ainda não tem conta?{' '}
          <Link to={comORetornoDaBusca(RotaUsuario.usuarioForm, search)}>Criar conta</Link>
        </p>
      </section>
    </div>
  );
}
