import { alterarEmailSchema, StorageKey } from '@portal/contracts';
import { armazenamento, notificar } from '@portal/shared-auth';
import {
  Botao,
  Campo,
  ResumoErros,
  useFormulario,
  useNavegarFora,
  usePageTitle,
  validarComSchema,
} from '@portal/ui';
import { TextoUsuario } from '../../../comum/mensagens';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { alterarEmail } from '../api/email';
import { RotaUsuario } from '../../../config/caminhos';

/** `usuario/alterar-email/edit`: a new address, which must then be confirmed again. */
export function PaginaAlterarEmail() {
  const h1 = usePageTitle('Alterar e-mail');
  const navegarFora = useNavegarFora();
  const { id, email } = useUsuarioLogado();
  const form = useFormulario({
    chaveRascunho: `usuario-alterar-email-${id}`,
    inicial: { email: '' },
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
      <p>
        E-mail atual: <strong>{email}</strong>. Depois da alteração, enviaremos um link de confirmação para o
        novo endereço.
      </p>
      <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
        <ResumoErros erros={form.resumo} />
        <Campo {...form.campo('email')} rotulo="Novo e-mail" type="email" autoComplete="email" required />
        <Botao type="submit" ocupado={form.enviando}>
          Salvar novo e-mail
        </Botao>
      </form>
    </div>
  );
}
