import { Link } from 'react-router-dom';
import { Rota, eEnderecoProvisorio, type Usuario } from '@portal/contracts';
import { usePageTitle, Painel } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { TextoUsuario } from '../../../comum/mensagens';
import { buscarUsuario } from '../api/conta';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { AreasDoCadastro } from './areas-do-cadastro';
import { RotaUsuario } from '../../../config/caminhos';
import { LinkPortal } from '../../../comum/link-portal';

/** Issue 27 §1: gov.br took back an account someone had registered with this CPF; what was typed then is reviewed. */
function AvisoDeCadastroRetomado() {
  return (
    <Painel tipo="aviso" titulo={TextoUsuario.cadastroRetomadoTitulo}>
      <p>{TextoUsuario.cadastroRetomado}</p>
      <p>Confira se estes dados são seus e corrija o que não for:</p>
      <ul>
        <li>
          <Link to={RotaUsuario.usuarioEdit}>nome e data de nascimento</Link> (salvar o formulário encerra
          este aviso);
        </li>
        <li>endereço, dados pessoais e questionário socioeconômico, nas áreas do cadastro abaixo;</li>
        <li>
          inscrições em cursos, em <LinkPortal para={Rota.historico}>Minhas inscrições</LinkPortal>.
        </li>
      </ul>
      <p>
        Se algo não foi você quem preencheu, corrija agora: nada do que está aqui foi confirmado por você.
      </p>
    </Painel>
  );
}

function DadosDaConta({ usuario }: { usuario: Usuario }) {
  // A gov.br account with no address of its own holds a provisional one (decision 0146): nothing to show or confirm.
  const semEmail = eEnderecoProvisorio(usuario.email);
  return (
    <>
      {usuario.revisarCadastro ? <AvisoDeCadastroRetomado /> : null}
      <dl className="lista-dados">
        <dt>Nome</dt>
        <dd>{usuario.nome}</dd>
        <dt>E-mail</dt>
        <dd>{semEmail ? 'Nenhum informado' : usuario.email}</dd>
        <dt>Situação do e-mail</dt>
        <dd>
          {semEmail ? (
            <Link to={RotaUsuario.alterarEmail}>Informar o meu e-mail</Link>
          ) : (
            <>
              {usuario.emailConfirmado ? 'Confirmado' : 'Não confirmado'}
              {usuario.emailConfirmado ? null : (
                <>
                  {' — '}
                  <Link to={RotaUsuario.emailNaoConfirmado}>Confirmar meu e-mail</Link>
                </>
              )}
            </>
          )}
        </dd>
        {usuario.emailPendente ? (
          <>
            <dt>Novo e-mail aguardando confirmação</dt>
            <dd>
              {usuario.emailPendente} — use o link que enviamos a esse endereço. Até lá, o e-mail acima
              continua valendo.
            </dd>
          </>
        ) : null}
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
