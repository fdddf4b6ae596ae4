import {
  API_PREFIXO,
  authenticationResponseSchema,
  type AuthenticationResponse,
  type DadosAtualizacaoCadastro,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { z } from 'zod';

/** What is on record today; older accounts may lack a birth date, so it is read leniently. */
const dadosAtuaisSchema = z.object({
  nome: z.string(),
  email: z.string(),
  dataNascimento: z.string().nullable().default(null),
});
export type DadosAtuais = z.infer<typeof dadosAtuaisSchema>;

const caminho = (id: number) => `${API_PREFIXO}/usuario/${id}/dadosAtualizacaoCadastro`;

/** `GET …/dadosAtualizacaoCadastro`: the current data shown beside the terms. */
export async function buscarDadosAtualizacao(id: number): Promise<DadosAtuais> {
  const resposta = await http.get(caminho(id));
  return dadosAtuaisSchema.parse(resposta.data);
}

/** `PUT …/dadosAtualizacaoCadastro`: accepting the terms returns tokens that now say so. */
export async function aceitarTermos(id: number, dados: DadosAtualizacaoCadastro): Promise<AuthenticationResponse> {
  const resposta = await http.put(caminho(id), dados);
  return authenticationResponseSchema.parse(resposta.data);
}
