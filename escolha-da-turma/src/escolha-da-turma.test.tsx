import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { turmaDeTeste } from '@portal/ui/testes';
import { CamposDaTurma } from './campos-da-turma';
import { useEscolhaDaTurma, validarEscolhaDaTurma } from './use-escolha-da-turma';

const VAZIA = { idCurso: '11', idMunicipio: '', idOrdemServico: '', idTurma: '' };

function Escolha() {
  const cascata = useEscolhaDaTurma('teste-escolha', VAZIA);
  return <CamposDaTurma cascata={cascata} erroDe={() => null} />;
}

beforeEach(() =>
  fingirRede({
    'GET /v1/cursos/11/municipios': { data: [{ id: 5, nome: 'Campinas', uf: 'SP' }] },
    'GET /v1/cursos/11/municipios/5/unidades': {
      data: [{ id: 1, nome: 'Centro', endereco: 'Rua A', idOrdemServico: 21 }],
    },
    'GET /v1/ordens-servico/21/turmas': {
      data: [turmaDeTeste(), turmaDeTeste({ id: 32, vagasDisponiveis: 0 })],
    },
  }),
);
afterEach(() => {
  restaurarRede();
  window.sessionStorage.clear();
});

async function escolherAteATurma() {
  await userEvent.selectOptions(
    screen.getByLabelText(/^Município/),
    await screen.findByRole('option', { name: 'Campinas' }),
  );
  await userEvent.selectOptions(
    screen.getByLabelText(/^Unidade/),
    await screen.findByRole('option', { name: 'Centro — Rua A' }),
  );
  await userEvent.selectOptions(
    screen.getByLabelText(/^Turma/),
    await screen.findByRole('option', {
      name: 'Noite, 19:00 às 22:00 — 01/02/2027 a 30/04/2027 — 7 vagas livres',
    }),
  );
}

it('cada lista chega quando o nível de cima é respondido; a turma sem vaga não pode ser escolhida', async () => {
  render(<Escolha />);
  await escolherAteATurma();
  expect(screen.getByLabelText(/^Turma/)).toHaveValue('31');
  // A change of class (the default) cannot take a full class; a new enrolment may join its waiting list (issue 28 §4).
  expect(screen.getByRole('option', { name: /Turma cheia$/ })).toBeDisabled();
});

it('mudar um nível apaga os de baixo, e o rascunho guarda as respostas para uma recarga', async () => {
  const { unmount } = render(<Escolha />);
  await escolherAteATurma();
  unmount();
  render(<Escolha />);
  expect(await screen.findByRole('option', { name: /7 vagas livres/ })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Turma/)).toHaveValue('31');
  await userEvent.selectOptions(screen.getByLabelText(/^Município/), '');
  expect(screen.getByLabelText(/^Unidade/)).toHaveValue('');
  expect(screen.getByLabelText(/^Turma/)).toHaveValue('');
});

it('validar: a turma escolhida, ou o que falta nível a nível', () => {
  expect(validarEscolhaDaTurma({ ...VAZIA, idMunicipio: '5' })).toEqual({
    ok: false,
    erros: { idOrdemServico: 'Escolha a unidade.', idTurma: 'Escolha a turma.' },
  });
  expect(
    validarEscolhaDaTurma({ idCurso: '11', idMunicipio: '5', idOrdemServico: '21', idTurma: '31' }),
  ).toEqual({
    ok: true,
    dados: 31,
  });
});
