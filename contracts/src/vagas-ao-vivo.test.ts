import { comVagasAoVivo } from './vagas-ao-vivo.js';
import { clienteDoCatalogo } from './endpoints/catalogo.cliente.js';
import type { Transporte } from './endpoints/cliente.js';
import type { Turma } from './schemas/inscricao.js';

const turma = (id: number, vagasDisponiveis: number): Turma => ({
  id,
  idOrdemServico: 7,
  turno: 'MANHA',
  horario: '08:00 às 12:00',
  dataInicio: '2026-02-01',
  dataFim: '2026-03-01',
  inscricoesAte: '2026-01-30',
  vagas: 30,
  vagasDisponiveis,
  aberta: true,
});

describe('comVagasAoVivo', () => {
  it('troca as vagas e a abertura da lista pelas vivas, turma a turma', () => {
    const lista = [turma(1, 30), turma(2, 30)];
    const juntas = comVagasAoVivo(lista, [{ idTurma: 2, vagasDisponiveis: 0, aberta: false }]);
    expect(juntas.map((t) => [t.id, t.vagasDisponiveis, t.aberta])).toEqual([
      [1, 30, true],
      [2, 0, false],
    ]);
    expect(lista[1]!.vagasDisponiveis).toBe(30);
  });

  it('sem resposta viva, fica a lista como veio', () => {
    expect(comVagasAoVivo([turma(1, 12)], [])).toEqual([turma(1, 12)]);
  });
});

describe('clienteDoCatalogo.turmas: a lista e as vagas vivas juntas', () => {
  const transporte = (responder: (url: string) => unknown) => {
    const pedidos: string[] = [];
    const t: Transporte = {
      request: async ({ url }) => {
        pedidos.push(url);
        return { data: responder(url), status: 200 };
      },
    };
    return { t, pedidos };
  };

  it('pede a lista e as vagas da ordem de serviço e junta as duas', async () => {
    const { t, pedidos } = transporte((url) =>
      url.endsWith('/vagas') ? [{ idTurma: 1, vagasDisponiveis: 3, aberta: true }] : [turma(1, 30)],
    );
    const turmas = await clienteDoCatalogo(t).turmas(7);
    expect(pedidos.sort()).toEqual(['/v1/ordens-servico/7/turmas', '/v1/ordens-servico/7/vagas']);
    expect(turmas[0]!.vagasDisponiveis).toBe(3);
  });

  it('se as vagas falham, mostra a lista; se a lista falha, a falha é da página', async () => {
    const { t } = transporte((url) => {
      if (url.endsWith('/vagas')) throw new Error('404');
      return [turma(1, 30)];
    });
    expect((await clienteDoCatalogo(t).turmas(7))[0]!.vagasDisponiveis).toBe(30);
    const { t: semRede } = transporte(() => {
      throw new Error('rede');
    });
    await expect(clienteDoCatalogo(semRede).turmas(7)).rejects.toThrow('rede');
  });
});
