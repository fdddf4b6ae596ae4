import { eEnderecoProvisorio, StorageKey, type DadosCadastrais } from '@portal/contracts';
import { armazenamento, notificar, type UsuarioLogado } from '@portal/shared-auth';
import { lerConta, registrosApi } from '../../../comum/registros-api';
import { useFormularioDeRegistro } from '../../../comum/use-formulario-de-registro';
import {
  doRegistro,
  FORMULARIO_VAZIO,
  idDoCampo,
  validarDadosCadastrais,
  type FormularioDadosCadastrais,
} from '../formulario-dados-cadastrais';

/**
 * The account's e-mail, or nothing when it is the provisional address of a gov.br account without one of its own
 * (decision 0146): the portal never shows it, and pre-filled it would be saved as the candidate's e-mail.
 */
const emailProprio = (email: string): string => (eEnderecoProvisorio(email) ? '' : email);

/** What the session alone knows, used if the account cannot be read. */
function inicialDaSessao(user: UsuarioLogado): FormularioDadosCadastrais {
  return {
    ...FORMULARIO_VAZIO,
    nome: user.name,
    nomeSocial: user.nomeSocial ?? '',
    email: emailProprio(user.email),
  };
}

/** In create mode the account already knows name, CPF, e-mail and birth date: start from them, not blank fields. */
async function inicialDaConta(user: UsuarioLogado): Promise<FormularioDadosCadastrais> {
  const conta = await lerConta(user.id);
  return {
    ...FORMULARIO_VAZIO,
    nome: conta.nome,
    // gov.br's social name, when there is one, fills the form's (Decreto 8.727/2016).
    nomeSocial: user.nomeSocial ?? '',
    email: emailProprio(conta.email),
    cpf: conta.cpf,
    dataNascimento: conta.dataNascimento ?? '',
  };
}

export function useFormularioDadosCadastrais(user: UsuarioLogado, aoSalvar: () => void | Promise<void>) {
  return useFormularioDeRegistro({
    chaveRascunho: `candidato:dados-cadastrais:${user.id}`,
    vazio: inicialDaSessao(user),
    inicialSemRegistro: () => inicialDaConta(user),
    carregar: async () => {
      const registro = await registrosApi.lerDadosCadastrais(user.id);
      // Enrolment guards read the birth date from storage (spec §3).
      if (registro) armazenamento.gravar(StorageKey.dataNascimento, registro.dataNascimento);
      return registro;
    },
    doRegistro,
    validar: (valores: FormularioDadosCadastrais) => validarDadosCadastrais(valores),
    salvar: async (dados: DadosCadastrais, existe: boolean) => {
      await (existe
        ? registrosApi.atualizarDadosCadastrais(user.id, dados)
        : registrosApi.criarDadosCadastrais(user.id, dados));
      armazenamento.gravar(StorageKey.dataNascimento, dados.dataNascimento);
      notificar.toast('Dados cadastrais salvos.', 'success');
    },
    aoSalvar,
    campoDeFoco: idDoCampo('nome'),
    idDoCampo,
  });
}
