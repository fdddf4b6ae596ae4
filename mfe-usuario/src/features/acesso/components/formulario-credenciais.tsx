import { useRef } from 'react';
import { iniciarSessao } from '@portal/shared-auth';
import { Botao, Campo, ResumoErros, useFormulario, validarComSchema } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';
import { useDigitadoAntesDaHidratacao, useHidratado } from '../../../comum/use-hidratado';
import { autenticar } from '../api/autenticar';

/** The login page is drawn without zod: the schema, and zod with it, load on the first keystroke (decision 0841). */
const esquemaDoLogin = () =>
  import(/* webpackChunkName: "esquema-login" */ '@portal/contracts').then(
    (contratos) => contratos.authenticationRequestSchema,
  );

/** Credentials sign-in; a refusal shows the API's message and keeps the typed CPF or e-mail. */
export function FormularioCredenciais({ retorno }: { retorno: string }) {
  // Prerendered (decision 0855): until the code runs, Entrar (and with it Enter in a field) submits nothing. The fields
  // stay editable, for the browser's saved logins too, and what was typed in them is kept at hydration.
  const pronto = useHidratado();
  const login = useRef<HTMLInputElement>(null);
  const senha = useRef<HTMLInputElement>(null);
  const navegarFora = useNavegarFora();
  const form = useFormulario({
    chaveRascunho: 'usuario-login',
    inicial: { login: '' },
    segredos: { senha: '' },
    validar: async (valores) => validarComSchema(await esquemaDoLogin(), valores),
    aoEditar: () => void esquemaDoLogin().catch(() => undefined), // a failure shows on submit
    campoErroApi: 'login',
    enviar: async (credenciais) => {
      iniciarSessao(await autenticar(credenciais));
      navegarFora(retorno);
    },
  });
  useDigitadoAntesDaHidratacao({ login, senha }, form.definirCampo);
  return (
    <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
      <ResumoErros erros={form.resumo} />
      <Campo
        {...form.campo('login')}
        rotulo="CPF ou e-mail"
        dica="Digite o CPF só com números ou com pontos e traço."
        autoComplete="username"
        ref={login}
      />
      <Campo
        {...form.campo('senha')}
        rotulo="Senha"
        type="password"
        autoComplete="current-password"
        ref={senha}
      />
      <Botao type="submit" ocupado={form.enviando} disabled={!pronto}>
        Entrar
      </Botao>
    </form>
  );
}
