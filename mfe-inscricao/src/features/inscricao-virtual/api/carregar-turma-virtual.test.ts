import type { Turma } from '@portal/contracts';
import { fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';
import { curso, municipio, turma, unidade } from '../../../testes/fixtures';
import { carregarOfertaVirtual } from './carregar-turma-virtual';

const OUTRA_UNIDADE = { ...unidade, id: 42, nome: 'Ambiente Virtual 2', idOrdemServico: 22 };
const CHEIA = turma({ id: 31, vagasDisponiveis: 0 });
const COM_VAGA = turma({ id: 32, vagasDisponiveis: 5 });
const ENCERRADA = turma({ id: 33, vagasDisponiveis: 5, aberta: false });

/** The course offered by two units (orders of service 21 and 22), with these classes in each. */
function catalogo(turmas21: Turma[], turmas22: Turma[] = [], extra: Record<string, RespostaFalsa> = {}) {
  fingirRede({
    'GET /v1/cursos/11': { data: curso },
    'GET /v1/cursos/11/municipios': { data: [municipio] },
    [`GET /v1/cursos/11/municipios/${municipio.id}/unidades`]: { data: [unidade, OUTRA_UNIDADE] },
    'GET /v1/ordens-servico/21/turmas': { data: turmas21 },
    'GET /v1/ordens-servico/22/turmas': { data: turmas22 },
    ...extra,
  });
}

afterEach(restaurarRede);

describe('carregarOfertaVirtual', () => {
  it('takes an open class with a free seat', async () => {
    catalogo([COM_VAGA]);
    expect(await carregarOfertaVirtual(11)).toMatchObject({ unidade: { id: 41 }, turma: { id: 32 } });
  });

  // Issue 28 §4 (decision 1500): a full open class takes a new enrolment onto its waiting list, so the course is not
  // closed; the citizen who finds a popular course full can still wait for a seat.
  it('with no free seat anywhere, takes the open full class (its waiting list)', async () => {
    catalogo([ENCERRADA, CHEIA]);
    expect(await carregarOfertaVirtual(11)).toMatchObject({ unidade: { id: 41 }, turma: { id: 31 } });
  });

  it('prefers a class with a seat, even in a later unit, to a full one found first', async () => {
    catalogo([CHEIA], [COM_VAGA]);
    expect(await carregarOfertaVirtual(11)).toMatchObject({ unidade: { id: 42 }, turma: { id: 32 } });
  });

  it('with no open class at all, the course takes no enrolment', async () => {
    catalogo([ENCERRADA], [{ ...CHEIA, aberta: false }]);
    expect(await carregarOfertaVirtual(11)).toMatchObject({ curso: { id: 11 }, unidade: null, turma: null });
  });

  it('reads the seats live: a class the cached list shows with seats but that filled up is full', async () => {
    catalogo([turma({ id: 31, vagasDisponiveis: 480 })], [], {
      'GET /v1/ordens-servico/21/vagas': { data: [{ idTurma: 31, vagasDisponiveis: 0, aberta: true }] },
    });
    expect(await carregarOfertaVirtual(11)).toMatchObject({
      unidade: { id: 41 },
      turma: { id: 31, vagasDisponiveis: 0 },
    });
  });
});
