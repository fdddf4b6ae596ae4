import { useMemo } from 'react';
import { redefinirSenhaSchema } from '@portal/contracts';
import { Botao, ResumoErros, useFormulario, validarComSchema } from '@portal/ui';
import { CamposDeSenha } from '../../../comum/campos-de-senha';
import { redefinirSenha } from '../api/senha';

interface Props {
  id: string;
  token: string;
  aoRedefinir: () => void;
}

export function FormularioNovaSenha({ id, token, aoRedefinir }: Props) {
  const form = useFormulario({
    chaveRascunho: 'usuario-nova-senha',
    inicial: {},
    segredos: { senha: '', confirmacaoSenha: '' },
    // id and token come from the link; a broken link is reported on the first field.
    validar: (valores) => validarComSchema(redefinirSenhaSchema, { ...valores, id, token }),
    campoErroApi: 'senha',
    enviar: async (dados) => {
      await redefinirSenha(dados);
      aoRedefinir();
    },
  });
  const resumo = useMemo(
    () => form.resumo.map((e) => (e.campo === 'id' || e.campo === 'token' ? { ...e, campo: 'senha' } : e)),
    [form.resumo],
  );
  return (
    <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
      <ResumoErros erros={resumo} />
      <CamposDeSenha
        senha={form.campo('senha')}
        confirmacao={form.campo('confirmacaoSenha')}
        rotulo="Nova senha"
      />
      <Botao type="submit" ocupado={form.enviando}>
        Salvar nova senha
      </Botao>
    </form>
  );
}
