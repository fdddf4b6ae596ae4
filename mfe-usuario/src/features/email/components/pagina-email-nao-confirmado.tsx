import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { eEnderecoProvisorio } from '@portal/contracts';
import { mensagemDoErro, notificar } from '@portal/shared-auth';
import { Botao, Carregando, Painel, usePageTitle } from '@portal/ui';
import { useCarga } from '@portal/remoto';
import { TextoUsuario } from '../../../comum/mensagens';
import { retornoDaBusca } from '../../../comum/url-retorno';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { emailJaConfirmado, reenviarConfirmacao } from '../api/email';
import { RotaUsuario } from '../../../config/caminhos';

type Envio =
  | { estado: 'parado' }
  | { estado: 'enviando' }
  | { estado: 'enviado' }
  | { estado: 'falhou'; mensagem: string };

/**
 * Where enrolment sends a citizen whose e-mail is not confirmed yet (spec §4). It asks the API first: a
 * citizen who has confirmed meanwhile (another tab, an old link) is told so and goes on to the return URL.
 */
export function PaginaEmailNaoConfirmado() {
  const { id, email } = useUsuarioLogado();
  const situacao = useCarga(() => emailJaConfirmado(id), `email-confirmado:${id}`);
  if (situacao.carregando) return <Carregando />;
  // If the check itself fails, the page still offers a new link: the API's answer to it says the rest.
  if (situacao.dados) return <SeguirComEmailConfirmado />;
  return eEnderecoProvisorio(email) ? <InformarEmail /> : <PedirConfirmacao />;
}

/** A gov.br account with no address of its own (decision 0146): nothing to resend to, one to give. */
function InformarEmail() {
  const h1 = usePageTitle('Informe o seu e-mail');
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Informe o seu e-mail</h1>
      <p>
        Para se inscrever nos cursos é preciso um e-mail confirmado, e a sua conta ainda não tem um. Informe o
        seu: enviaremos a ele o link de confirmação.
      </p>
      <Link to={RotaUsuario.alterarEmail}>Informar o meu e-mail</Link>
    </div>
  );
}

/** Says that the e-mail is confirmed and goes on to the return URL (the account page without one). */
function SeguirComEmailConfirmado() {
  const navigate = useNavigate();
  const retorno = retornoDaBusca(useLocation().search, RotaUsuario.usuarioConta);
  useEffect(() => {
    notificar.toast(TextoUsuario.emailJaConfirmado, 'success');
    navigate(retorno, { replace: true });
  }, [navigate, retorno]);
  return <Carregando />;
}

function PedirConfirmacao() {
  const h1 = usePageTitle('E-mail não confirmado');
  const { id, email } = useUsuarioLogado();
  const [envio, definirEnvio] = useState<Envio>({ estado: 'parado' });

  async function reenviar() {
    definirEnvio({ estado: 'enviando' });
    try {
      await reenviarConfirmacao(id);
      definirEnvio({ estado: 'enviado' });
    } catch (erro) {
      definirEnvio({ estado: 'falhou', mensagem: mensagemDoErro(erro) });
    }
  }

  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Confirme o seu e-mail</h1>
      <p>
        Para se inscrever nos cursos é preciso confirmar o e-mail <strong>{email}</strong>. Abra a mensagem
        que enviamos e clique no link de confirmação.
      </p>
      <p>Não recebeu? Verifique a caixa de spam ou peça um novo link.</p>
      <div aria-live="polite">
        {envio.estado === 'enviado' ? (
          <Painel tipo="sucesso" titulo="Link enviado">
            <p>Enviamos um novo link de confirmação para {email}.</p>
          </Painel>
        ) : null}
        {envio.estado === 'falhou' ? <Painel tipo="erro">{envio.mensagem}</Painel> : null}
      </div>
      <Botao onClick={() => void reenviar()} ocupado={envio.estado === 'enviando'}>
        Reenviar e-mail de confirmação
      </Botao>
    </div>
  );
}
