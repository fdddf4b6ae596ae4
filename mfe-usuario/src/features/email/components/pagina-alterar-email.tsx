import { alterarEmailSchema, eEnderecoProvisorio, StorageKey } from '@portal/contracts';
import { armazenamento, notificar } from '@portal/shared-auth';
import { Botao, Campo, ResumoErros, useFormulario, usePageTitle, validarComSchema } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';
import { TextoUsuario } from '../../../comum/mensagens';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { alterarEmail } from '../api/email';
import { RotaUsuario } from '../../../config/caminhos';

/**
 * `usuario/alterar-email/edit`: the new address and the current password (issue 27 §2). The new address stays pending
 * until the link sent to it is used; the current one is told, with a link that undoes the change.
 */
export function PaginaAlterarEmail() {
  const h1 = usePageTitle('Alterar e-mail');
  const navegarFora = useNavegarFora();
  const { id, email } = useUsuarioLogado();
  const form = useFormulario({
    chaveRascunho: `usuario-alterar-email-${id}`,
    inicial: { email: '' },
    segredos: { senha: '' },
    validar: (valores) => validarComSchema(alterarEmailSchema, valores),
    campoErroApi: 'email',
    enviar: async (dados) => {
      await alterarEmail(id, dados);
      // The login guard stops asking to confirm the data once the citizen changed the e-mail (spec §4).
      armazenamento.gravar(StorageKey.atualizouEmail, 'true');
      notificar.toast(TextoUsuario.emailAlterado, 'success');
      navegarFora(RotaUsuario.usuarioConta);
    },
  });
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Alterar e-mail</h1>
      {/* A provisional address (decision 0146) is nobody's: it is not shown, and it is told nothing. */}
      {eEnderecoProvisorio(email) ? (
        <p>
          A sua conta ainda não tem um e-mail. Enviaremos um link ao endereço informado: ele passa a ser o
          e-mail da conta depois que o link for usado.
        </p>
      ) : (
        <p>
          E-mail atual: <strong>{email}</strong>. Enviaremos um link ao novo endereço: a troca só vale depois
          que ele for usado, e até lá o e-mail atual continua valendo. Também avisaremos o e-mail atual, se
          ele estiver confirmado, com um link para desfazer a troca em até 7 dias.
        </p>
      )}
      <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
        <ResumoErros erros={form.resumo} />
        <Campo {...form.campo('email')} rotulo="Novo e-mail" type="email" autoComplete="email" required />
        <Campo
          {...form.campo('senha')}
          rotulo="Senha atual"
          type="password"
          autoComplete="current-password"
          dica="Se você entra só pelo gov.br e não tem senha no portal, deixe em branco: nesse caso, entre de novo com o gov.br e altere o e-mail em até 5 minutos."
        />
        <Botao type="submit" ocupado={form.enviando}>
          Salvar novo e-mail
        </Botao>
      </form>
    </div>
  );
}
