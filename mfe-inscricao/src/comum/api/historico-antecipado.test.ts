import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { avaliarHistorico } from '../guardas/avaliar-historico';
import { lerDoHistorico } from './historico-antecipado';

const SOCIOECONOMICO = 'GET /v1/candidato/viaRapida/dadossocioeconomicos/7';
const MEUS_CURSOS = 'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos';
const CANCELADAS = 'GET /v1/inscricao/usuario/getInscricaoCancelada/7';

beforeEach(() => entrarComo());
afterEach(() => {
  restaurarRede();
  jest.useRealTimers();
});

describe('a lista do histórico pedida junto com a guarda (issue 12)', () => {
  it('a guarda pede a lista enquanto confere o registro socioeconômico, e a página usa essa resposta', async () => {
    const chamadas = fingirRede({
      [SOCIOECONOMICO]: { data: { idGrauInstrucao: 5, idStatusGraduacao: 2 } },
      [MEUS_CURSOS]: { data: [] },
      [CANCELADAS]: { data: [] },
    });
    expect(await avaliarHistorico('/inscricao/historico')).toEqual({ permitir: true });
    expect(chamadas.map((c) => c.chave).sort()).toEqual([SOCIOECONOMICO, MEUS_CURSOS, CANCELADAS].sort());
    expect(await lerDoHistorico('cancelamentos', 7)).toEqual([]);
    expect(chamadas.filter((c) => c.chave === CANCELADAS)).toHaveLength(1);

    expect(await lerDoHistorico('meusCursos', 7)).toEqual([]);
    expect(chamadas.filter((c) => c.chave === MEUS_CURSOS)).toHaveLength(1);
    // Used once: reloading the list asks the API again.
    await lerDoHistorico('meusCursos', 7);
    expect(chamadas.filter((c) => c.chave === MEUS_CURSOS)).toHaveLength(2);
  });

  it('um visitante não pede a lista de ninguém', async () => {
    entrarComo(null);
    const chamadas = fingirRede({});
    await avaliarHistorico('/inscricao/historico');
    expect(chamadas).toEqual([]);
  });

  it('uma resposta antecipada de mais de 10 s não é usada: a página pede de novo', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-27T12:00:00Z'),
      doNotFake: ['setTimeout', 'nextTick', 'setImmediate'],
    });
    const chamadas = fingirRede({
      [SOCIOECONOMICO]: { data: { idGrauInstrucao: 5, idStatusGraduacao: 2 } },
      [MEUS_CURSOS]: { data: [] },
    });
    await avaliarHistorico('/inscricao/historico');
    jest.setSystemTime(new Date('2026-11-27T12:00:11Z'));
    await lerDoHistorico('meusCursos', 7);
    expect(chamadas.filter((c) => c.chave === MEUS_CURSOS)).toHaveLength(2);
  });
});
