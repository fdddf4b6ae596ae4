import { http } from '@portal/shared-auth';
import {
  requisicao,
  inscricaoDetalheSchema,
  inscricaoProgramaRequestSchema,
  type InscricaoDetalhe,
  type InscricaoProgramaRequest,
} from '@portal/contracts';
import type { ProgramaComConfirmacao } from '../programas';

/** The programme's own enrolment call; the body is validated with the schema the API uses. */
export async function inscreverNoPrograma(
  programa: ProgramaComConfirmacao,
  pedido: InscricaoProgramaRequest,
): Promise<InscricaoDetalhe> {
  const corpo = inscricaoProgramaRequestSchema.parse(pedido);
  const { data } = await http.request(
    requisicao(programa.endpoint, { params: { id: corpo.idUsuario }, corpo }),
  );
  return inscricaoDetalheSchema.parse(data);
}
