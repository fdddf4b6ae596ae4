import {
  dadosSocioeconomicosSchema,
  exigeStatusGraduacao,
  type DadosSocioeconomicos,
  type DadosSocioeconomicosRecord,
} from '@portal/contracts';
import { errosDoZod, type Validacao } from '@portal/ui';

export interface FormularioSocioeconomico {
  idGrauInstrucao: string;
  idStatusGraduacao: string;
  rendaFamiliar: string;
  pessoasResidencia: string;
  situacaoTrabalho: string;
  recebeBeneficioSocial: '' | 'sim' | 'nao';
}

export const CAMPOS_SOCIOECONOMICO = [
  'idGrauInstrucao',
  'idStatusGraduacao',
  'rendaFamiliar',
  'pessoasResidencia',
  'situacaoTrabalho',
  'recebeBeneficioSocial',
] as const;
export const idDoCampo = (campo: string): string => `socio-${campo}`;

export const SOCIOECONOMICO_VAZIO: FormularioSocioeconomico = {
  idGrauInstrucao: '',
  idStatusGraduacao: '',
  rendaFamiliar: '',
  pessoasResidencia: '',
  situacaoTrabalho: '',
  recebeBeneficioSocial: '',
};

/** Fields whose zod messages are generic (numbers, booleans): any problem with them reads as this question. */
const MENSAGEM_DO_CAMPO: Partial<Record<keyof FormularioSocioeconomico, string>> = {
  idGrauInstrucao: 'Escolha a escolaridade.',
  pessoasResidencia: 'Informe quantas pessoas moram na sua casa, de 1 a 30, contando você.',
  recebeBeneficioSocial: 'Responda se alguém da sua família recebe benefício social.',
};

export function doRegistro(r: DadosSocioeconomicosRecord): FormularioSocioeconomico {
  return {
    idGrauInstrucao: String(r.idGrauInstrucao),
    idStatusGraduacao: r.idStatusGraduacao == null ? '' : String(r.idStatusGraduacao),
    rendaFamiliar: r.rendaFamiliar,
    pessoasResidencia: String(r.pessoasResidencia),
    situacaoTrabalho: r.situacaoTrabalho,
    recebeBeneficioSocial: r.recebeBeneficioSocial ? 'sim' : 'nao',
  };
}

const numeroOuNada = (valor: string) => (valor.trim() === '' ? undefined : Number(valor));

function paraPayload(f: FormularioSocioeconomico): Record<string, unknown> {
  const idGrauInstrucao = numeroOuNada(f.idGrauInstrucao);
  return {
    ...f,
    idGrauInstrucao,
    // A status only means something above level 2 (spec §5); below it, a stale choice is not sent.
    idStatusGraduacao: exigeStatusGraduacao(idGrauInstrucao)
      ? (numeroOuNada(f.idStatusGraduacao) ?? null)
      : null,
    pessoasResidencia: numeroOuNada(f.pessoasResidencia),
    recebeBeneficioSocial: f.recebeBeneficioSocial === '' ? undefined : f.recebeBeneficioSocial === 'sim',
  };
}

export function validarSocioeconomico(f: FormularioSocioeconomico): Validacao<DadosSocioeconomicos> {
  const resultado = dadosSocioeconomicosSchema.safeParse(paraPayload(f));
  if (resultado.success) return { ok: true, dados: resultado.data };
  const erros = errosDoZod(resultado.error, idDoCampo);
  for (const [campo, mensagem] of Object.entries(MENSAGEM_DO_CAMPO)) {
    if (erros[idDoCampo(campo)]) erros[idDoCampo(campo)] = mensagem;
  }
  return { ok: false, erros };
}
