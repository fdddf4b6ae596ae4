import { http } from '@portal/shared-auth';
import { ehNaoEncontrado, ouNuloSeAusente } from './erros';

interface DadosCadastraisMinimos {
  dataNascimento: string;
}
interface SocioeconomicoMinimo {
  idGrauInstrucao: number;
  idStatusGraduacao?: number | null;
}

const BASE = '/v1/candidato/viaRapida';

/** The candidate's fast-track records; null means the record does not exist yet (404). */
export const candidatoApi = {
  dadosCadastrais(idUsuario: number): Promise<DadosCadastraisMinimos | null> {
    return ouNuloSeAusente(http.get(`${BASE}/dadosCadastrais/${idUsuario}`).then((r) => r.data));
  },
  endereco(idUsuario: number): Promise<unknown | null> {
    return ouNuloSeAusente(http.get(`${BASE}/endereco/${idUsuario}`).then((r) => r.data));
  },
  socioeconomico(idUsuario: number): Promise<SocioeconomicoMinimo | null> {
    return ouNuloSeAusente(http.get(`${BASE}/dadossocioeconomicos/${idUsuario}`).then((r) => r.data));
  },
  /** Spec §7: 404 means not confirmed, success means confirmed, other errors propagate. */
  async emailConfirmado(idUsuario: number): Promise<boolean> {
    try {
      await http.get(`/v1/usuario/${idUsuario}/email/confirmed`);
      return true;
    } catch (erro) {
      if (ehNaoEncontrado(erro)) return false;
      throw erro;
    }
  },
};
