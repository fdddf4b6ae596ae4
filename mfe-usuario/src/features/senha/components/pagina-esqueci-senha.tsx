import { useState } from 'react';
import { Link } from 'react-router-dom';
import { esqueciSenhaSchema } from '@portal/contracts';
import { Botao, Campo, Painel, ResumoErros, useFormulario, usePageTitle, validarComSchema } from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';
import { pedirRedefinicao } from '../api/senha';
import { RotaUsuario } from '../../../config/caminhos';

/**
 * Always the same neutral answer, whatever the API says: telling "no such account" apart would let
 * anyone find out which CPFs and e-mails are registered.
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
      // Not even a toast on failure: its text could tell whether the account exists.
      await pedirRedefinicao(dados).catch(() => undefined);
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
