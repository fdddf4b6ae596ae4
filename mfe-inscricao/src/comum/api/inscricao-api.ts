import { http } from '@portal/shared-auth';
import {
  inscricao,
  requisicao,
  inscricaoCreateSchema,
  inscricaoDetalheSchema,
  inscricaoUpdateSchema,
  meusCursosParamsSchema,
  type InscricaoDetalhe as Inscricao,
  type InscricaoCreate,
  type InscricaoUpdate,
} from '@portal/contracts';

const lista = inscricaoDetalheSchema.array();

/** Enrolment calls of spec §7 (answers carry idConvocacao, which ConfirmarMatricula needs); bodies are validated with the same schemas the API uses. */
export const inscricaoApi = {
  async daModalidade(idModalidade: number, idUsuario: number): Promise<Inscricao[]> {
    const { data } = await http.request(
      requisicao(inscricao.daModalidade, { params: { modalidade: idModalidade, userId: idUsuario } }),
    );
    return lista.parse(data);
  },
  async obter(id: number): Promise<Inscricao> {
    const { data } = await http.request(requisicao(inscricao.porId, { params: { id } }));
    return inscricaoDetalheSchema.parse(data);
  },
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
  async cancelar(id: number): Promise<void> {
    await http.request(requisicao(inscricao.cancelar, { params: { id } }));
  },
  async avisoDeCancelamento(idUsuario: number): Promise<Inscricao[]> {
    const { data } = await http.request(requisicao(inscricao.canceladas, { params: { userId: idUsuario } }));
    return lista.parse(Array.isArray(data) ? data : data ? [data] : []);
  },
  async marcarAvisoVisto(id: number): Promise<void> {
    await http.request(requisicao(inscricao.marcarAvisoVisto, { params: { id } }));
  },
  async confirmarMatricula(idInscricao: number, idConvocado: number): Promise<void> {
    await http.request(requisicao(inscricao.confirmarMatricula, { query: { idInscricao, idConvocado } }));
  },
  async meusCursos(userId: number, menuStatus: string, aprovado: string): Promise<Inscricao[]> {
    const p = meusCursosParamsSchema.parse({ userId, menuStatus, aprovado });
    const { data } = await http.request(requisicao(inscricao.meusCursos, { params: p }));
    return lista.parse(data);
  },
};
