import { Link } from 'react-router-dom';
import { Mensagem, StorageKey, TAMANHO_MAXIMO, usuarioCreateSchema } from '@portal/contracts';
import { armazenamento, iniciarSessao, notificar } from '@portal/shared-auth';
import { Botao, Campo, ResumoErros, useFormulario, validarComSchema } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';
import { TextoUsuario } from '../../../comum/mensagens';
import { CamposDeSenha } from '../../../comum/campos-de-senha';
import { TermosDeUso } from '../../../comum/termos-de-uso';
import { criarConta } from '../api/criar-conta';
import { CampoEmailDisponivel } from './campo-email-disponivel';
import { RotaUsuario } from '../../../config/caminhos';

const VAZIO = { nome: '', cpf: '', email: '', dataNascimento: '', aceitouTermo: false };

/** Account creation: the API answers with tokens, so the new citizen is signed in at once. */
export function FormularioCadastro({ retorno }: { retorno: string }) {
  const navegarFora = useNavegarFora();
  const form = useFormulario({
    chaveRascunho: 'usuario-cadastro',
    inicial: VAZIO,
    segredos: { senha: '', confirmacaoSenha: '' },
    validar: (valores) => validarComSchema(usuarioCreateSchema, valores),
    // What names no field of the form (a lost connection, a refusal of the whole account) shows at the first field.
    campoErroApi: 'nome',
    enviar: async (dados) => {
      iniciarSessao(await criarConta(dados));
      // Enrolment checks the age from this stored birth date (spec §5).
      armazenamento.gravar(StorageKey.dataNascimento, dados.dataNascimento);
      notificar.toast(TextoUsuario.contaCriada, 'success');
      navegarFora(retorno);
    },
  });
  return (
    <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
      <ResumoErros erros={form.resumo} />
      {/* gov.br already proved this CPF (issue 27 §1): its owner gets in with gov.br, not with a new account. */}
      {Object.values(form.erros).includes(Mensagem.cpfConfirmadoPeloGovbr) ? (
        <p>
          <Link to={RotaUsuario.login}>Entrar com gov.br</Link>
        </p>
      ) : null}
      <Campo
        {...form.campo('nome')}
        rotulo="Nome completo"
        autoComplete="name"
        maxLength={TAMANHO_MAXIMO.nome}
        required
      />
      <Campo
        {...form.campo('cpf')}
        rotulo="CPF"
        dica="Somente os 11 números, ou com pontos e traço."
        inputMode="numeric"
        maxLength={TAMANHO_MAXIMO.cpf}
        required
      />
      <CampoEmailDisponivel {...form.campo('email')} />
      <Campo
        {...form.campo('dataNascimento')}
        rotulo="Data de nascimento"
        dica="No formato dd/mm/aaaa."
        inputMode="numeric"
        autoComplete="bday"
        maxLength={TAMANHO_MAXIMO.data}
        required
      />
      <CamposDeSenha
        senha={form.campo('senha')}
        confirmacao={form.campo('confirmacaoSenha')}
        rotulo="Senha"
      />
      {/* The terms are read where they are accepted, without leaving (and losing) the form. */}
      <details className="termos-do-cadastro">
        <summary>Ler os termos de uso do portal</summary>
        <TermosDeUso />
      </details>
      <Campo {...form.caixa('aceitouTermo')} rotulo="Li e aceito os termos de uso do portal" required />
      <Botao type="submit" ocupado={form.enviando}>
        Criar conta
      </Botao>
    </form>
  );
}
