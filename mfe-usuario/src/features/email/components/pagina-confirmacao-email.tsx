import { Link, useLocation } from 'react-router-dom';
import { mensagemDoErro } from '@portal/shared-auth';
import { Carregando, Painel, usePageTitle } from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';
import { useConfirmacao, type EstadoConfirmacao } from '../hooks/use-confirmacao';
import { RotaUsuario } from '../../../config/caminhos';

function Resultado({ resultado }: { resultado: EstadoConfirmacao }) {
  switch (resultado.estado) {
    case 'confirmando':
      return <Carregando texto="Confirmando o seu e-mail…" />;
    case 'confirmado':
      // A link of an e-mail change (confirmed, or undone from the old address): the API says what happened.
      if (resultado.mensagem && resultado.mensagem !== 'E-mail confirmado.')
        return (
          <Painel tipo="sucesso" titulo="Pronto">
            <p>{resultado.mensagem}</p>
            <p>
              <Link to={RotaUsuario.usuarioConta}>Ir para minha conta</Link>
            </p>
          </Painel>
        );
      return (
        <Painel tipo="sucesso" titulo="E-mail confirmado">
          <p>Pronto! Agora você já pode se inscrever nos cursos.</p>
          <p>
            <Link to={RotaUsuario.usuarioConta}>Ir para minha conta</Link>
          </p>
        </Painel>
      );
    case 'link-incompleto':
      return <Painel tipo="erro">{TextoUsuario.linkIncompleto}</Painel>;
    case 'falhou':
      return (
        <Painel tipo="erro" titulo="Não foi possível confirmar o e-mail">
          <p>{mensagemDoErro(resultado.erro)}</p>
          <p>
            <Link to={RotaUsuario.emailNaoConfirmado}>Pedir um novo link de confirmação</Link>
          </p>
        </Painel>
      );
  }
}

/** Target of the e-mail link `/usuario/confirmacao-email?id={id}&token={token}` (behind the login guard). */
export function PaginaConfirmacaoEmail() {
  const h1 = usePageTitle('Confirmação de e-mail');
  const { search } = useLocation();
  const resultado = useConfirmacao(search);
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Confirmação de e-mail</h1>
      <Resultado resultado={resultado} />
    </div>
  );
}
