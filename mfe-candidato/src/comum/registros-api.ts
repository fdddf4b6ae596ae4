import {
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
import type { z } from 'zod';

const BASE = '/v1/candidato/viaRapida';

/** Status of a failed http call (axios error shape), without importing axios outside shared-auth. */
export function statusDoErro(erro: unknown): number | null {
  const resposta = (erro as { response?: { status?: unknown } } | null)?.response;
  return typeof resposta?.status === 'number' ? resposta.status : null;
}

export function ehNaoEncontrado(erro: unknown): boolean {
  return statusDoErro(erro) === 404;
}

/** 404 on a registration record means "does not exist yet" (spec §4), not a failure. */
async function lerOuNulo<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S> | null> {
  try {
    const { data } = await http.get<unknown>(url);
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
    lerOuNulo(`${BASE}/dadosCadastrais/${idUsuario}`, dadosCadastraisRecordSchema),
  criarDadosCadastrais: (idUsuario: number, dados: DadosCadastrais) =>
    http.post(`${BASE}/dadosCadastrais/create`, { ...dados, idUsuario }),
  atualizarDadosCadastrais: (idUsuario: number, dados: DadosCadastrais) =>
    http.put(`${BASE}/dadosCadastrais/update`, { ...dados, idUsuario }),

  lerEndereco: (idUsuario: number): Promise<EnderecoRecord | null> =>
    lerOuNulo(`${BASE}/endereco/${idUsuario}`, enderecoRecordSchema),
  criarEndereco: (idUsuario: number, endereco: Endereco) =>
    http.post(`${BASE}/endereco/create`, { ...endereco, idUsuario }),
  atualizarEndereco: (idUsuario: number, endereco: Endereco) =>
    http.put(`${BASE}/endereco/update`, { ...endereco, idUsuario }),

  lerSocioeconomico: (idUsuario: number): Promise<DadosSocioeconomicosRecord | null> =>
    lerOuNulo(`${BASE}/dadossocioeconomicos/${idUsuario}`, dadosSocioeconomicosRecordSchema),
  criarSocioeconomico: (idUsuario: number, dados: DadosSocioeconomicos) =>
    http.put(`${BASE}/dadossocioeconomicos`, { ...dados, idUsuario }),
  atualizarSocioeconomico: (idUsuario: number, dados: DadosSocioeconomicos) =>
    http.post(`${BASE}/dadossocioeconomicos/updatepost`, { ...dados, idUsuario }),
};

/** The signed-in user's account (GET /v1/usuario/{id}): it already holds name, CPF, e-mail and birth date. */
export async function lerConta(idUsuario: number): Promise<Usuario> {
  const { data } = await http.get<unknown>(`/v1/usuario/${idUsuario}`);
  return usuarioSchema.parse(data);
}
