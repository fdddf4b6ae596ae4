import { dadosSocioeconomicosRecordValidoSchema } from '../api.js';
import {
  dadosCadastraisRecordSchema,
  enderecoRecordSchema,
  pessoaFisicaPatchSchema,
} from '../schemas/candidato.js';
import { idParamSchema } from '../schemas/common.js';
import { candidato } from './candidato.js';
import { definicoes, type EsquemasDe } from './esquema.js';

const obter = { params: idParamSchema };
const cadastro = { body: dadosCadastraisRecordSchema };
const endereco = { body: enderecoRecordSchema };
const socioeconomicos = { body: dadosSocioeconomicosRecordValidoSchema };

export const esquemasCandidato = {
  dadosCadastrais: obter,
  criarDadosCadastrais: cadastro,
  atualizarDadosCadastrais: cadastro,
  atualizarDadosCadastraisPost: cadastro,
  endereco: obter,
  criarEndereco: endereco,
  atualizarEndereco: endereco,
  atualizarEnderecoPost: endereco,
  socioeconomicos: obter,
  criarSocioeconomicos: socioeconomicos,
  atualizarSocioeconomicosPost: socioeconomicos,
  pessoaFisica: { params: idParamSchema, body: pessoaFisicaPatchSchema },
} satisfies EsquemasDe<typeof candidato>;

export const definicoesCandidato = definicoes(candidato, esquemasCandidato);
