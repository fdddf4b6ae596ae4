import { http } from '@portal/shared-auth';
import {
  inscricao,
  requisicao,
  inscricaoCreateSchema,
  inscricaoDetalheSchema,
  inscricaoUpdateSchema,
  type InscricaoDetalhe as Inscricao,
  type InscricaoCreate,
  type InscricaoUpdate,
} from '@portal/contracts';

/**
 * The calls that send an enrolment: bodies validated with the same zod schemas the API uses. Only the pages that
 * send one import this, so zod comes with them and not with the history (decision 0841).
 */
export const envioDeInscricaoApi = {
  async criarNovoEmprego(dados: InscricaoCreate): Promise<Inscricao> {
    const corpo = inscricaoCreateSchema.parse(dados);
    const { data } = await http.request(requisicao(inscricao.criarOuAlterarNovoEmprego, { corpo }));
    return inscricaoDetalheSchema.parse(data);
  },
  /** On-line courses (virtual and SP Tech). */
  async criarVirtual(dados: InscricaoCreate): Promise<Inscricao> {
    const corpo = inscricaoCreateSchema.parse(dados);
    const { data } = await http.request(requisicao(inscricao.criarVirtual, { corpo }));
    return inscricaoDetalheSchema.parse(data);
  },
  async atualizarNovoEmprego(dados: InscricaoUpdate): Promise<Inscricao> {
    const corpo = inscricaoUpdateSchema.parse(dados);
    const { data } = await http.request(requisicao(inscricao.atualizarNovoEmprego, { corpo }));
    return inscricaoDetalheSchema.parse(data);
  },
};
