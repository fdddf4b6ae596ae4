import { Link } from 'react-router-dom';
import { type Usuario } from '@portal/contracts';
import { usePageTitle, EstadoCarga, useCarga } from '@portal/ui';
import { buscarUsuario } from '../api/conta';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { AreasDoCadastro } from './areas-do-cadastro';
import { RotaUsuario } from '../../../config/caminhos';

function DadosDaConta({ usuario }: { usuario: Usuario }) {
  return (
    <>
      <dl className="lista-dados">
        <dt>Nome</dt>
        <dd>{usuario.nome}</dd>
        <dt>E-mail</dt>
        <dd>{usuario.email}</dd>
        <dt>Situação do e-mail</dt>
        <dd>
          {usuario.emailConfirmado ? 'Confirmado' : 'Não confirmado'}
          {usuario.emailConfirmado ? null : (
            <>
              {' — '}
              <Link to={RotaUsuario.emailNaoConfirmado}>Confirmar meu e-mail</Link>
            </>
          )}
        </dd>
      </dl>
      <ul className="lista-acoes">
        <li>
          <Link to={RotaUsuario.usuarioEdit}>Editar meus dados</Link>
        </li>
        <li>
          <Link to={RotaUsuario.alterarEmail}>Alterar e-mail</Link>
        </li>
        <li>
          <Link to={RotaUsuario.logout}>Sair</Link>
        </li>
      </ul>
    </>
  );
}

/** The account at a glance, with the way to each part of the registration. */
export function PaginaConta() {
  const h1 = usePageTitle('Minha conta');
  const { id } = useUsuarioLogado();
  const carga = useCarga(() => buscarUsuario(id), `conta-${id}`);
  return (
    <div className="pagina">
      <h1 ref={h1}>Minha conta</h1>
      <EstadoCarga carga={carga}>{(usuario) => <DadosDaConta usuario={usuario} />}</EstadoCarga>
      <AreasDoCadastro />
    </div>
  );
}
