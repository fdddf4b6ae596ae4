import type { z } from 'zod';
import { http } from '@portal/shared-auth';
import {
  inscricao,
  lerOuFalhar,
  leiturasInscricao as l,
  requisicao,
  type InscricaoDetalhe as Inscricao,
  type meusCursosParamsSchema,
} from '@portal/contracts';

/**
 * The device's copy of one enrolment as GET /v1/inscricao/{id} answers it: the receipt and the details page show the
 * same answer, so they share it (decision 0413).
 */
export const telaDaInscricao = (id: string | number | undefined | null) => `inscricao:${id}`;

type FiltroMeusCursos = z.infer<typeof meusCursosParamsSchema>;

/**
 * Enrolment reads and actions of spec §7 (answers carry idConvocacao, which ConfirmarMatricula needs). Answers are
 * checked by contracts' zod-free readers: the history and the flow's guards load this first, without zod (decision
 * 0841). The calls that send an enrolment, validated with zod, are in `envio/inscricao-envio-api.ts`.
 */
export const inscricaoApi = {
  async daModalidade(idModalidade: number, idUsuario: number): Promise<Inscricao[]> {
    const { data } = await http.request(
      requisicao(inscricao.daModalidade, { params: { modalidade: idModalidade, userId: idUsuario } }),
    );
    return lerOuFalhar(l.daModalidade, data, 'daModalidade');
  },
  async obter(id: number): Promise<Inscricao> {
    const { data } = await http.request(requisicao(inscricao.porId, { params: { id } }));
    return lerOuFalhar(l.porId, data, 'porId');
  },
  async cancelar(id: number): Promise<void> {
    await http.request(requisicao(inscricao.cancelar, { params: { id } }));
  },
  async avisoDeCancelamento(idUsuario: number): Promise<Inscricao[]> {
    const { data } = await http.request(requisicao(inscricao.canceladas, { params: { userId: idUsuario } }));
    return lerOuFalhar(l.canceladas, Array.isArray(data) ? data : data ? [data] : [], 'canceladas');
  },
  async marcarAvisoVisto(id: number): Promise<void> {
    await http.request(requisicao(inscricao.marcarAvisoVisto, { params: { id } }));
  },
  async confirmarMatricula(idInscricao: number, idConvocado: number): Promise<void> {
    await http.request(requisicao(inscricao.confirmarMatricula, { query: { idInscricao, idConvocado } }));
  },
  async meusCursos(
    userId: number,
    menuStatus: FiltroMeusCursos['menuStatus'],
    aprovado: FiltroMeusCursos['aprovado'],
  ): Promise<Inscricao[]> {
    const params = { userId, menuStatus, aprovado };
    const { data } = await http.request(requisicao(inscricao.meusCursos, { params }));
    return lerOuFalhar(l.meusCursos, data, 'meusCursos');
  },
};
