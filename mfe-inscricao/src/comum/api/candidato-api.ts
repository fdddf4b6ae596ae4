import { candidato, requisicao, conta } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { ehNaoEncontrado } from '@portal/remoto';
import { ouNuloSeAusente } from './erros';

interface DadosCadastraisMinimos {
  dataNascimento: string;
}
interface SocioeconomicoMinimo {
  idGrauInstrucao: number;
  idStatusGraduacao?: number | null;
}

/** The candidate's fast-track records; null means the record does not exist yet (404). */
export const candidatoApi = {
  dadosCadastrais(idUsuario: number): Promise<DadosCadastraisMinimos | null> {
    return ouNuloSeAusente(
      http.request(requisicao(candidato.dadosCadastrais, { params: { id: idUsuario } })).then((r) => r.data),
    );
  },
  endereco(idUsuario: number): Promise<unknown | null> {
    return ouNuloSeAusente(
      http.request(requisicao(candidato.endereco, { params: { id: idUsuario } })).then((r) => r.data),
    );
  },
  socioeconomico(idUsuario: number): Promise<SocioeconomicoMinimo | null> {
    return ouNuloSeAusente(
      http.request(requisicao(candidato.socioeconomicos, { params: { id: idUsuario } })).then((r) => r.data),
    );
  },
  /** Spec §7: 404 means not confirmed, success means confirmed, other errors propagate. */
  async emailConfirmado(idUsuario: number): Promise<boolean> {
    try {
      await http.request(requisicao(conta.emailConfirmado, { params: { id: idUsuario } }));
      return true;
    } catch (erro) {
      if (ehNaoEncontrado(erro)) return false;
      throw erro;
    }
  },
};
