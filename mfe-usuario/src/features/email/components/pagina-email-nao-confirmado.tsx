import { useState } from 'react';
import { mensagemDoErro } from '@portal/shared-auth';
import { Botao, Painel, usePageTitle } from '@portal/ui';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { reenviarConfirmacao } from '../api/email';

type Envio =
  | { estado: 'parado' }
  | { estado: 'enviando' }
  | { estado: 'enviado' }
  | { estado: 'falhou'; mensagem: string };

/** Where enrolment sends a citizen whose e-mail is not confirmed yet (spec §4). */
export function PaginaEmailNaoConfirmado() {
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
