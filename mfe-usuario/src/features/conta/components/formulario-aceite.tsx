import { dadosAtualizacaoCadastroSchema, StorageKey } from '@portal/contracts';
import { armazenamento, iniciarSessao, notificar } from '@portal/shared-auth';
import { Botao, Campo, ResumoErros, useFormulario, validarComSchema } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';
import { TextoUsuario } from '../../../comum/mensagens';
import { CamposDoPerfil } from './campos-do-perfil';
import { aceitarTermos, type DadosAtuais } from '../api/conta';

interface Props {
  id: number;
  dados: DadosAtuais;
  retorno: string;
}

/** Accepting returns new tokens (aceitouTermo now true), then the user goes where they were going. */
export function FormularioAceite({ id, dados, retorno }: Props) {
  const navegarFora = useNavegarFora();
  const form = useFormulario({
    chaveRascunho: `usuario-atualizacao-${id}`,
    inicial: {
      nome: dados.nome,
      email: dados.email,
      dataNascimento: dados.dataNascimento ?? '',
      aceitouTermo: false,
    },
    validar: (valores) => validarComSchema(dadosAtualizacaoCadastroSchema, valores),
    campoErroApi: 'nome',
    enviar: async (valores) => {
      iniciarSessao(await aceitarTermos(id, valores));
      armazenamento.gravar(StorageKey.dataNascimento, valores.dataNascimento);
      notificar.toast(TextoUsuario.termosAceitos, 'success');
      navegarFora(retorno);
    },
  });
  return (
    <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
      <h2>Seus dados</h2>
      <ResumoErros erros={form.resumo} />
      <CamposDoPerfil campo={form.campo} />
      <Campo {...form.caixa('aceitouTermo')} rotulo="Li e aceito os termos de uso do portal" required />
      <Botao type="submit" ocupado={form.enviando}>
        Aceitar e continuar
      </Botao>
    </form>
  );
}
