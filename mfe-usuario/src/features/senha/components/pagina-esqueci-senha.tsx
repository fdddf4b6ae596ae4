import { useState } from 'react';
import { Link } from 'react-router-dom';
import { esqueciSenhaSchema } from '@portal/contracts';
import { Botao, Campo, Painel, ResumoErros, useFormulario, usePageTitle, validarComSchema } from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';
import { pedirRedefinicao } from '../api/senha';
import { RotaUsuario } from '../../../config/caminhos';

/**
 * The API answers the same neutral 202 whether or not the account exists (no one can find out which CPFs and e-mails
 * are registered), and only that answer shows the confirmation. A failure (no connection, 429, 503, 5xx) says nothing
 * about the account: it shows as on the other forms, and the form keeps what was typed, since nothing was sent.
 */
export function PaginaEsqueciSenha() {
  const h1 = usePageTitle('Esqueci minha senha');
  const [pedido, definirPedido] = useState(false);
  const form = useFormulario({
    chaveRascunho: 'usuario-esqueci-senha',
    inicial: { login: '' },
    validar: (valores) => validarComSchema(esqueciSenhaSchema, valores),
    campoErroApi: 'login',
    enviar: async (dados) => {
      await pedirRedefinicao(dados);
      definirPedido(true);
    },
  });
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Esqueci minha senha</h1>
      {pedido ? (
        <Painel tipo="sucesso" titulo="Pedido recebido">
          <p>{TextoUsuario.pedidoRedefinicao}</p>
          <p>
            <Link to={RotaUsuario.login}>Voltar para entrar</Link>
          </p>
        </Painel>
      ) : (
        <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
          <p>Informe o CPF ou o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
          <ResumoErros erros={form.resumo} />
          <Campo {...form.campo('login')} rotulo="CPF ou e-mail" autoComplete="username" required />
          <Botao type="submit" ocupado={form.enviando}>
            Enviar link
          </Botao>
        </form>
      )}
    </div>
  );
}
