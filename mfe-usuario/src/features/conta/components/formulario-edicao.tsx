import { StorageKey, usuarioUpdateSchema, type Usuario } from '@portal/contracts';
import { armazenamento, notificar } from '@portal/shared-auth';
import { Botao, ResumoErros, useFormulario, validarComSchema } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';
import { TextoUsuario } from '../../../comum/mensagens';
import { CamposDoPerfil } from './campos-do-perfil';
import { atualizarUsuario } from '../api/conta';
import { RotaUsuario } from '../../../config/caminhos';

export function FormularioEdicao({ usuario }: { usuario: Usuario }) {
  const navegarFora = useNavegarFora();
  const form = useFormulario({
    chaveRascunho: `usuario-edicao-${usuario.id}`,
    inicial: { nome: usuario.nome, email: usuario.email, dataNascimento: usuario.dataNascimento ?? '' },
    validar: (valores) => validarComSchema(usuarioUpdateSchema, valores),
    campoErroApi: 'nome',
    enviar: async (dados) => {
      await atualizarUsuario(usuario.id, dados);
      armazenamento.gravar(StorageKey.dataNascimento, dados.dataNascimento);
      // Saving here is the confirmation the login guard asks for when gov.br's e-mail differs (spec §4).
      armazenamento.gravar(StorageKey.atualizouEmail, 'true');
      notificar.toast(TextoUsuario.dadosAtualizados, 'success');
      navegarFora(RotaUsuario.usuarioConta);
    },
  });
  return (
    <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
      <ResumoErros erros={form.resumo} />
      <CamposDoPerfil campo={form.campo} />
      <Botao type="submit" ocupado={form.enviando}>
        Salvar
      </Botao>
    </form>
  );
}
