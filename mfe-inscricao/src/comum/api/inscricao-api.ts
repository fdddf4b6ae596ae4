import { http } from '@portal/shared-auth';
import {
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
    const { data } = await http.get(`/v1/inscricao/modalidade/${idModalidade}/usuario/${idUsuario}`);
    return lista.parse(data);
  },
  async obter(id: number): Promise<Inscricao> {
    const { data } = await http.get(`/v1/inscricao/${id}`);
    return inscricaoDetalheSchema.parse(data);
  },
  async criarNovoEmprego(dados: InscricaoCreate): Promise<Inscricao> {
    const corpo = inscricaoCreateSchema.parse(dados);
    const { data } = await http.post('/v1/inscricao/novoemprego/createUpdateNovoEmprego', corpo);
    return inscricaoDetalheSchema.parse(data);
  },
  /** On-line courses (virtual and SP Tech): POST /v1/inscricao/viaRapida/virtual/create. */
  async criarVirtual(dados: InscricaoCreate): Promise<Inscricao> {
    const corpo = inscricaoCreateSchema.parse(dados);
    const { data } = await http.post('/v1/inscricao/viaRapida/virtual/create', corpo);
    return inscricaoDetalheSchema.parse(data);
  },
  async atualizarNovoEmprego(dados: InscricaoUpdate): Promise<Inscricao> {
    const corpo = inscricaoUpdateSchema.parse(dados);
    const { data } = await http.put('/v1/inscricao/novoemprego/update', corpo);
    return inscricaoDetalheSchema.parse(data);
  },
  async cancelar(id: number): Promise<void> {
    await http.put(`/v1/inscricao/viaRapida/cancelarInscricao/${id}`);
  },
  async avisoDeCancelamento(idUsuario: number): Promise<Inscricao[]> {
    const { data } = await http.get(`/v1/inscricao/usuario/getInscricaoCancelada/${idUsuario}/`);
    return lista.parse(Array.isArray(data) ? data : data ? [data] : []);
  },
  async marcarAvisoVisto(id: number): Promise<void> {
    await http.put(`/v1/inscricao/viaRapida/updateAvisoCancelamento/${id}`);
  },
  async confirmarMatricula(idInscricao: number, idConvocado: number): Promise<void> {
    await http.post('/v1/Inscricao/ViaRapida/ConfirmarMatricula', undefined, {
      params: { idInscricao, idConvocado },
    });
  },
  async meusCursos(userId: number, menuStatus: string, aprovado: string): Promise<Inscricao[]> {
    const p = meusCursosParamsSchema.parse({ userId, menuStatus, aprovado });
    const { data } = await http.get(
      `/v1/inscricao/usuario/meuscursosstatus/${p.userId}/${p.menuStatus}/${p.aprovado}/`,
    );
    return lista.parse(data);
  },
};
