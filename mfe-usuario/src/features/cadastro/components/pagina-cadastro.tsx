import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '@portal/ui';
import { comORetornoDaBusca, retornoDaBusca } from '../../../comum/url-retorno';
import { FormularioCadastro } from './formulario-cadastro';
import { RotaUsuario } from '../../../config/caminhos';

export function PaginaCadastro() {
  const h1 = usePageTitle('Criar conta');
  const { search } = useLocation();
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Criar conta</h1>
      <p>
        Com a conta você se inscreve nos cursos e acompanha as suas inscrições. Todos os campos são
        obrigatórios.
      </p>
      <p>
        Já tem conta? <Link to={comORetornoDaBusca(RotaUsuario.login, search)}>Entrar</Link>
      </p>
      <FormularioCadastro retorno={retornoDaBusca(search, RotaUsuario.usuarioConta)} />
    </div>
  );
}
