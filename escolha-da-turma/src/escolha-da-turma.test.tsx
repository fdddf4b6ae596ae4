import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fingirRede, restaurarRede, semRede } from '@portal/shared-auth/testes';
import { turmaDeTeste } from '@portal/ui/testes';
import { CamposDaTurma } from './campos-da-turma';
import { useEscolhaDaTurma, validarEscolhaDaTurma } from './use-escolha-da-turma';

const VAZIA = { idCurso: '11', idMunicipio: '', idOrdemServico: '', idTurma: '' };

function Escolha({ cursoVence }: { cursoVence?: boolean }) {
  const cascata = useEscolhaDaTurma('teste-escolha', VAZIA, cursoVence);
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

// "Inscrever-se" on course B showed course A, left in the tab's draft by an earlier visit, against the page's word.
it('o curso da página vence um rascunho de outro curso, que leva junto o município, a unidade e a turma', async () => {
  const antigo = { idCurso: '12', idMunicipio: '9', idOrdemServico: '40', idTurma: '41' };
  sessionStorage.setItem('rascunho:teste-escolha', JSON.stringify(antigo));
  render(<Escolha />);
  await userEvent.selectOptions(
    screen.getByLabelText(/^Município/),
    await screen.findByRole('option', { name: 'Campinas' }),
  );
  expect(JSON.parse(sessionStorage.getItem('rascunho:teste-escolha')!)).toEqual({
    idCurso: '11',
    idMunicipio: '5',
    idOrdemServico: '',
    idTurma: '',
  });
});

it('onde o curso inicial é só sugestão, o rascunho de outro curso é a escolha da pessoa e fica', async () => {
  const proprio = { idCurso: '12', idMunicipio: '9', idOrdemServico: '', idTurma: '' };
  sessionStorage.setItem('rascunho:teste-escolha', JSON.stringify(proprio));
  fingirRede({ 'GET /v1/cursos/12/municipios': { data: [{ id: 9, nome: 'Santos', uf: 'SP' }] } });
  render(<Escolha cursoVence={false} />);
  expect(await screen.findByRole('option', { name: 'Santos' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Município/)).toHaveValue('9');
});

// A list that did not come (503, no network) left a mute "Selecione" and then "Escolha o município." on submit: the
// citizen could not tell the portal had failed, nor ask for the list again.
it('uma lista que não carrega diz isso ao lado do campo, e "Tentar novamente" a carrega de novo', async () => {
  let falhas = 1;
  fingirRede({
    'GET /v1/cursos/11/municipios': () =>
      falhas-- > 0
        ? { status: 503, data: { message: 'Serviço indisponível.', errors: [] } }
        : { data: [{ id: 5, nome: 'Campinas', uf: 'SP' }] },
  });
  render(<Escolha />);
  const aviso = await screen.findByRole('alert');
  expect(aviso).toHaveTextContent('Não foi possível carregar os municípios. Serviço indisponível.');
  expect(screen.getByLabelText(/^Município/)).toHaveAccessibleDescription(
    'Não foi possível carregar os municípios. Serviço indisponível.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('option', { name: 'Campinas' })).toBeInTheDocument();
  // The retry button leaves with the failure: the focus goes to the select it filled, not to <body>.
  expect(screen.getByLabelText(/^Município/)).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
});

it('a falha de cada nível aparece no seu campo: a unidade sem conexão', async () => {
  render(<Escolha />);
  await screen.findByRole('option', { name: 'Campinas' });
  semRede();
  await userEvent.selectOptions(screen.getByLabelText(/^Município/), '5');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Não foi possível carregar as unidades\./);
  expect(screen.getByLabelText(/^Unidade/)).toHaveAccessibleDescription(
    expect.stringMatching(/^Não foi possível carregar as unidades\./),
  );
  expect(screen.getByLabelText(/^Município/)).not.toHaveAccessibleDescription(expect.stringMatching(/\S/));
  fingirRede({
    'GET /v1/cursos/11/municipios/5/unidades': {
      data: [{ id: 1, nome: 'Centro', endereco: 'Rua A', idOrdemServico: 21 }],
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('option', { name: 'Centro — Rua A' })).toBeInTheDocument();
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
