import {
  dadosCadastraisSchema,
  idadePorAno,
  Mensagem,
  Regras,
  type DadosCadastrais,
  type DadosCadastraisRecord,
} from '@portal/contracts';
import { errosDoZod, type ErrosPorCampo, type Validacao } from '@portal/ui';

/** What the user typed, field by field, exactly as typed (the draft keeps it across reloads). */
export interface FormularioDadosCadastrais {
  nome: string;
  nomeSocial: string;
  cpf: string;
  dataNascimento: string;
  sexo: string;
  racaCor: string;
  possuiDeficiencia: '' | 'sim' | 'nao';
  tipoDeficiencia: string;
  telefone: string;
  email: string;
}

export const CAMPOS_DADOS_CADASTRAIS = [
  'nome',
  'nomeSocial',
  'cpf',
  'dataNascimento',
  'sexo',
  'racaCor',
  'possuiDeficiencia',
  'tipoDeficiencia',
  'telefone',
  'email',
] as const;

export const idDoCampo = (campo: string): string => `dados-${campo}`;

export const FORMULARIO_VAZIO: FormularioDadosCadastrais = {
  nome: '',
  nomeSocial: '',
  cpf: '',
  dataNascimento: '',
  sexo: '',
  racaCor: '',
  possuiDeficiencia: '',
  tipoDeficiencia: '',
  telefone: '',
  email: '',
};

export function doRegistro(registro: DadosCadastraisRecord): FormularioDadosCadastrais {
  return {
    nome: registro.nome,
    cpf: registro.cpf,
    dataNascimento: registro.dataNascimento,
    sexo: registro.sexo,
    racaCor: registro.racaCor,
    telefone: registro.telefone,
    email: registro.email,
    nomeSocial: registro.nomeSocial ?? '',
    tipoDeficiencia: registro.tipoDeficiencia ?? '',
    possuiDeficiencia: registro.possuiDeficiencia ? 'sim' : 'nao',
  };
}

/** The yes/no question has no value until answered; zod would only say "expected boolean" in English. */
function paraPayload(f: FormularioDadosCadastrais): Record<string, unknown> {
  const possui = f.possuiDeficiencia === '' ? undefined : f.possuiDeficiencia === 'sim';
  return {
    ...f,
    nomeSocial: f.nomeSocial.trim() || null,
    possuiDeficiencia: possui,
    tipoDeficiencia: possui ? f.tipoDeficiencia.trim() || null : null,
  };
}

export function validarDadosCadastrais(
  f: FormularioDadosCadastrais,
  hoje = new Date(),
): Validacao<DadosCadastrais> {
  const resultado = dadosCadastraisSchema.safeParse(paraPayload(f));
  const erros: ErrosPorCampo = resultado.success ? {} : errosDoZod(resultado.error, idDoCampo);
  if (f.possuiDeficiencia === '')
    erros[idDoCampo('possuiDeficiencia')] = 'Responda se você tem alguma deficiência.';
  const idade = idadePorAno(f.dataNascimento, hoje);
  // spec §5: under 16 by birth year cannot register; said here, next to the field, rather than after a round trip.
  if (idade !== null && idade < Regras.idadeMinimaCadastro && !erros[idDoCampo('dataNascimento')]) {
    erros[idDoCampo('dataNascimento')] = Mensagem.idadeMinimaCadastro;
  }
  if (!resultado.success || Object.keys(erros).length > 0) return { ok: false, erros };
  return { ok: true, dados: resultado.data };
}
