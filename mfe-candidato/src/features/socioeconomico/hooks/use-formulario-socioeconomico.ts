import type { DadosSocioeconomicos } from '@portal/contracts';
import { notificar, type UsuarioLogado } from '@portal/shared-auth';
import { registrosApi } from '../../../comum/registros-api';
import { useFormularioDeRegistro } from '../../../comum/use-formulario-de-registro';
import {
  doRegistro,
  idDoCampo,
  SOCIOECONOMICO_VAZIO,
  validarSocioeconomico,
} from '../formulario-socioeconomico';

export function useFormularioSocioeconomico(user: UsuarioLogado, aoSalvar: () => void | Promise<void>) {
  return useFormularioDeRegistro({
    chaveRascunho: `candidato:socioeconomico:${user.id}`,
    vazio: SOCIOECONOMICO_VAZIO,
    carregar: () => registrosApi.lerSocioeconomico(user.id),
    doRegistro,
    validar: validarSocioeconomico,
    salvar: async (dados: DadosSocioeconomicos, existe: boolean) => {
      await (existe
        ? registrosApi.atualizarSocioeconomico(user.id, dados)
        : registrosApi.criarSocioeconomico(user.id, dados));
      notificar.toast('Questionário socioeconômico salvo.', 'success');
    },
    aoSalvar,
    campoDeFoco: idDoCampo('idGrauInstrucao'),
    idDoCampo,
  });
}
