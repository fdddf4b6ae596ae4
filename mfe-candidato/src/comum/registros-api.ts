import {
  candidato,
  requisicao,
  conta,
  type Endpoint,
  dadosCadastraisRecordSchema,
  dadosSocioeconomicosRecordSchema,
  enderecoRecordSchema,
  type DadosCadastrais,
  type DadosCadastraisRecord,
  type DadosSocioeconomicos,
  type DadosSocioeconomicosRecord,
  type Endereco,
  type EnderecoRecord,
  type Usuario,
  usuarioSchema,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { ehNaoEncontrado } from '@portal/remoto';
import type { z } from 'zod';

/** 404 on a registration record means "does not exist yet" (spec §4), not a failure. */
async function lerOuNulo<S extends z.ZodType>(
  e: Endpoint<'GET', `${string}/:id`>,
  idUsuario: number,
  schema: S,
): Promise<z.output<S> | null> {
  try {
    const { data } = await http.request<unknown>(requisicao(e, { params: { id: idUsuario } }));
    return schema.parse(data);
  } catch (erro) {
    if (ehNaoEncontrado(erro)) return null;
    throw erro;
  }
}

/**
 * The three fast-track records of spec §7, one per user. Create and update bodies name their owner (idUsuario):
 * the API checks it is the caller (or an administrator).
 */
export const registrosApi = {
  lerDadosCadastrais: (idUsuario: number): Promise<DadosCadastraisRecord | null> =>
    lerOuNulo(candidato.dadosCadastrais, idUsuario, dadosCadastraisRecordSchema),
  criarDadosCadastrais: (idUsuario: number, dados: DadosCadastrais) =>
    http.request(requisicao(candidato.criarDadosCadastrais, { corpo: { ...dados, idUsuario } })),
  atualizarDadosCadastrais: (idUsuario: number, dados: DadosCadastrais) =>
    http.request(requisicao(candidato.atualizarDadosCadastrais, { corpo: { ...dados, idUsuario } })),

  lerEndereco: (idUsuario: number): Promise<EnderecoRecord | null> =>
    lerOuNulo(candidato.endereco, idUsuario, enderecoRecordSchema),
  criarEndereco: (idUsuario: number, endereco: Endereco) =>
    http.request(requisicao(candidato.criarEndereco, { corpo: { ...endereco, idUsuario } })),
  atualizarEndereco: (idUsuario: number, endereco: Endereco) =>
    http.request(requisicao(candidato.atualizarEndereco, { corpo: { ...endereco, idUsuario } })),

  lerSocioeconomico: (idUsuario: number): Promise<DadosSocioeconomicosRecord | null> =>
    lerOuNulo(candidato.socioeconomicos, idUsuario, dadosSocioeconomicosRecordSchema),
  criarSocioeconomico: (idUsuario: number, dados: DadosSocioeconomicos) =>
    http.request(requisicao(candidato.criarSocioeconomicos, { corpo: { ...dados, idUsuario } })),
  atualizarSocioeconomico: (idUsuario: number, dados: DadosSocioeconomicos) =>
    http.request(requisicao(candidato.atualizarSocioeconomicosPost, { corpo: { ...dados, idUsuario } })),
};

/** The signed-in user's account (GET /v1/usuario/{id}): it already holds name, CPF, e-mail and birth date. */
export async function lerConta(idUsuario: number): Promise<Usuario> {
  const { data } = await http.request<unknown>(requisicao(conta.porId, { params: { id: idUsuario } }));
  return usuarioSchema.parse(data);
}
