import type { Endereco } from '@portal/contracts';
import { notificar, type UsuarioLogado } from '@portal/shared-auth';
import { registrosApi } from '../../../comum/registros-api';
import { useFormularioDeRegistro } from '../../../comum/use-formulario-de-registro';
import { doRegistro, ENDERECO_VAZIO, idDoCampo, validarEndereco } from '../formulario-endereco';

export function useFormularioEndereco(user: UsuarioLogado, aoSalvar: () => void | Promise<void>) {
  return useFormularioDeRegistro({
    chaveRascunho: `candidato:endereco:${user.id}`,
    vazio: ENDERECO_VAZIO,
    carregar: () => registrosApi.lerEndereco(user.id),
    doRegistro,
    validar: validarEndereco,
    salvar: async (endereco: Endereco, existe: boolean) => {
      await (existe
        ? registrosApi.atualizarEndereco(user.id, endereco)
        : registrosApi.criarEndereco(user.id, endereco));
      notificar.toast('Endereço salvo.', 'success');
    },
    aoSalvar,
    campoDeFoco: idDoCampo('cep'),
    idDoCampo,
  });
}
