import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  assinarNotificacoes,
  definirCursoEscolhido,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
  encerrarSessao,
  escolhasStore,
} from '@portal/shared-auth';
import { abrirRota } from '../../../testes/renderizar';
import { entrarComo, fingirRede, USUARIO_DE_TESTE, restaurarRede } from '@portal/shared-auth/testes';
import { AUXILIAR, inscricao, lista, REGISTROS_COMPLETOS } from '../../../testes/fixtures';

afterEach(() => {
  restaurarRede();
  encerrarSessao();
  definirCursoEscolhido(null);
  sessionStorage.clear();
});

const CATALOGO = {
  ...REGISTROS_COMPLETOS,
  'GET /v1/cursos': { data: [AUXILIAR] },
  'GET /v1/cursos/50/municipios': { data: [{ id: 3509502, nome: 'Campinas', uf: 'SP' }] },
  'GET /v1/cursos/50/municipios/3509502/unidades': {
    data: [
      { id: 3, nome: 'Centro de Formação Campinas', endereco: 'Av. Andrade Neves, 50', idOrdemServico: 900 },
    ],
  },
  'GET /v1/ordens-servico/900/turmas': {
    data: [{ ...inscricao().turmaPrincipal, id: 78, turno: 'NOITE', horario: '18:30 às 22:30' }],
  },
};

const ATENDENTE = { ...AUXILIAR, id: 51, nome: 'Atendente de Loja', urlSlug: 'atendente-de-loja' };
const DOIS_CURSOS = {
  ...CATALOGO,
  'GET /v1/cursos': { data: [AUXILIAR, ATENDENTE] },
  'GET /v1/cursos/51/municipios': { data: [{ id: 3550308, nome: 'São Paulo', uf: 'SP' }] },
};

const TURMA_CHEIA = {
  ...CATALOGO,
  'GET /v1/ordens-servico/900/turmas': {
    data: [
      {
        ...inscricao().turmaPrincipal,
        id: 78,
        turno: 'NOITE',
        horario: '18:30 às 22:30',
        vagasDisponiveis: 0,
      },
    ],
  },
};

/** Campinas and its training centre: the class select then lists that unit's classes. */
async function escolherUnidade() {
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: /Município/ }),
    await screen.findByRole('option', { name: 'Campinas' }),
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Unidade/ }),
    await screen.findByRole('option', { name: /Centro de Formação Campinas/ }),
  );
}

async function escolherTurma(turma: RegExp = /Noite, 18:30 às 22:30/) {
  await escolherUnidade();
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Turma/ }),
    await screen.findByRole('option', { name: turma }),
  );
}

describe('inscrição no Meu Primeiro Emprego', () => {
  beforeEach(() => entrarComo(USUARIO_DE_TESTE));

  it('mostra o período, vem com o curso escolhido nos detalhes e exige cada escolha ao salvar', async () => {
    definirCursoEscolhido({ idCurso: 50, idModalidade: 32 });
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]),
      ...CATALOGO,
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByText('As inscrições vão de 01/11/2026 a 20/01/2027.')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Curso/ })).toHaveValue('50');

    await userEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    const resumo = screen.getByRole('alert');
    expect(
      within(resumo)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#idMunicipio', '#idOrdemServico', '#idTurma']);
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  // An earlier visit's unsaved draft (course 50) showed instead of the course just chosen with "Inscrever-se" (51).
  it('o curso escolhido nos detalhes vence um rascunho antigo de outro curso, e o município dele não fica', async () => {
    sessionStorage.setItem(
      'rascunho:primeiro-emprego-inscricao',
      JSON.stringify({ idCurso: '50', idMunicipio: '3509502', idOrdemServico: '900', idTurma: '78' }),
    );
    definirCursoEscolhido({ idCurso: 51, idModalidade: 32 });
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]), ...DOIS_CURSOS });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByRole('combobox', { name: /Curso/ })).toHaveValue('51');
    expect(await screen.findByRole('option', { name: 'São Paulo' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Campinas' })).not.toBeInTheDocument();
  });

  it('trocar o curso no formulário e recarregar a página mantém a troca e o que foi escolhido', async () => {
    definirCursoEscolhido({ idCurso: 51, idModalidade: 32 });
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]), ...DOIS_CURSOS });
    const primeira = abrirRota('/meuprimeiroemprego/inscricao/edit');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Curso/ }), '50');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Município/ }),
      await screen.findByRole('option', { name: 'Campinas' }),
    );
    primeira.unmount();
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByRole('combobox', { name: /Curso/ })).toHaveValue('50');
    await screen.findByRole('option', { name: 'Campinas' });
    expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('3509502');
  });

  it('com uma inscrição ativa, o rascunho da troca de curso que a pessoa fez continua valendo', async () => {
    sessionStorage.setItem(
      'rascunho:primeiro-emprego-inscricao',
      JSON.stringify({ idCurso: '51', idMunicipio: '3550308', idOrdemServico: '', idTurma: '' }),
    );
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao()]), ...DOIS_CURSOS });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByRole('combobox', { name: /Curso/ })).toHaveValue('51');
    await screen.findByRole('option', { name: 'São Paulo' });
    expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('3550308');
  });

  // Decision 1601: a new enrolment may take a full class (the API puts it on the waiting list, status 6); a change of
  // class may not (the API refuses it).
  it('numa inscrição nova, a turma cheia pode ser escolhida e o botão diz que é a lista de espera', async () => {
    definirCursoEscolhido({ idCurso: 50, idModalidade: 32 });
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]),
      'POST /v1/inscricao/PrimeiroEmpregoSP': {
        status: 201,
        data: inscricao({ idTurmaPrincipal: 78, idStatusInscricao: 6 }),
      },
      ...TURMA_CHEIA,
    });
    const avisos: string[] = [];
    const parar = assinarNotificacoes((n) => n.tipo === 'toast' && avisos.push(n.texto));
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    await escolherTurma(/Turma cheia: entre na lista de espera$/);
    expect(screen.queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    await screen.findByText('/meuprimeiroemprego/questionario', { exact: false });
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ idUsuario: 7, idTurmaPrincipal: 78 });
    // The API put it on the waiting list (status 6): "Inscrição salva." said the citizen had a seat.
    expect(avisos).toContain('Você entrou na lista de espera desta turma.');
    expect(avisos).not.toContain('Inscrição salva.');
    parar();
  });

  it('numa troca de turma, a turma cheia não pode ser escolhida', async () => {
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao()]), ...TURMA_CHEIA });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    await escolherUnidade();
    expect(await screen.findByRole('option', { name: /Turma cheia$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar alteração' })).toBeInTheDocument();
  });

  it('os quatro selects são obrigatórios, visualmente (*, com a nota que o explica) e para o leitor de tela', async () => {
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]), ...CATALOGO });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    for (const rotulo of ['Curso', 'Município', 'Unidade', 'Turma']) {
      const select = await screen.findByRole('combobox', { name: rotulo });
      expect(select).toBeRequired();
      expect(select).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${select.id}"]`)).toHaveTextContent(`${rotulo} *`);
    }
    expect(screen.getByText('Campos marcados com * são obrigatórios.')).toBeInTheDocument();
  });

  it('salva a turma escolhida, limpa o curso escolhido e segue para o questionário', async () => {
    definirCursoEscolhido({ idCurso: 50, idModalidade: 32 });
    // Spec §4: after an enrolment the stored municipality, option and update draft go too.
    definirMunicipioEscolhido({ idMunicipio: 3509502 });
    definirOpcaoInscricao({ opcao: 'antiga' });
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]),
      'POST /v1/inscricao/PrimeiroEmpregoSP': { status: 201, data: inscricao({ idTurmaPrincipal: 78 }) },
      ...CATALOGO,
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    await escolherTurma();
    // The API's ISO dates, as people read them (it once showed 'início em undefined/undefined/21/12/2026').
    expect(screen.getByRole('option', { name: /21\/12\/2026 a 20\/03\/2027/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));

    await screen.findByText('/meuprimeiroemprego/questionario', { exact: false });
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ idUsuario: 7, idTurmaPrincipal: 78 });
    expect(escolhasStore.getState()).toMatchObject({ curso: null, municipio: null, opcaoInscricao: null });
    expect(sessionStorage.getItem('rascunho:primeiro-emprego-inscricao')).toBeNull();
  });

  it('um erro da API aparece no resumo e as escolhas continuam lá', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao(),
        inscricao({ id: 250, idStatusInscricao: 2 }),
      ]),
      'POST /v1/inscricao/PrimeiroEmpregoSP': {
        status: 409,
        data: { message: 'Conflito.', errors: ['Não há mais vagas nesta turma. Escolha outra turma.'] },
      },
      ...CATALOGO,
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByRole('heading', { name: 'Sua inscrição atual' })).toBeInTheDocument();
    const historico = screen.getByRole('table', { name: 'Suas inscrições no programa' });
    expect(within(historico).getByRole('row', { name: /250 .* Cancelada/ })).toBeInTheDocument();
    expect(within(historico).getByRole('row', { name: /300 .* Ativa/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Curso/ })).toHaveValue('50');
    await escolherTurma();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));

    expect(
      await within(screen.getByRole('alert')).findByRole('link', {
        name: 'Não há mais vagas nesta turma. Escolha outra turma.',
      }),
    ).toHaveAttribute('href', '#idTurma');
    expect(screen.getByRole('combobox', { name: /Turma/ })).toHaveValue('78');
  });

  // Only an active enrolment changes class (the API looks for status 1): a called-up or waiting candidate got the form
  // and then 409 "…clique no botão alterar!", with no such button, while the confirmation deadline ran.
  it('convocada: nada de trocar de turma, e o caminho para confirmar a matrícula', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao({ idStatusInscricao: 3 })]),
      ...CATALOGO,
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    const confirmar = await screen.findByRole('link', { name: 'Confirme sua matrícula' });
    expect(confirmar).toHaveAttribute(
      'href',
      `/meuprimeiroemprego/matricula/form/${inscricao().idTurmaPrincipal}`,
    );
    expect(screen.queryByRole('heading', { name: 'Trocar de turma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('na lista de espera: nada de trocar de turma, e o que acontece a seguir', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao({ idStatusInscricao: 6 })]),
      ...CATALOGO,
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByText(/Você está na lista de espera desta turma/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trocar de turma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('sem período aberto não mostra o formulário', async () => {
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([], null), ...CATALOGO });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByRole('heading', { name: 'Inscrições encerradas' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
