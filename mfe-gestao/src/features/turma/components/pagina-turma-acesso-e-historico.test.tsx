import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurarRede } from '@portal/shared-auth/testes';
import { abrir } from '../../../testes/abrir-turma';
import { pagina, turma } from '../../../testes/dados';

afterEach(restaurarRede);

describe('/gestao/turmas/:id', () => {
  it.each(['Professor', 'Inscricao'])(
    '%s só lê: nenhum botão de ação, nenhuma caixa de seleção, sem CSV',
    async (papel) => {
      abrir(papel);
      await screen.findByRole('table', { name: 'Inscrições, página 1 de 1' });
      expect(screen.queryByRole('button', { name: /Convocar|inscrições|vagas|CSV/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    },
  );

  it('o Professor não tem a aba de histórico; a central de inscrição tem', async () => {
    abrir('Professor');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Histórico' })).not.toBeInTheDocument();
  });

  it('uma turma fora do escopo (403 da API) mostra o acesso negado, não um erro', async () => {
    abrir('Executora', {
      'GET /v1/gestao/turmas/7': {
        status: 403,
        data: { message: 'Esta turma não está entre as turmas sob sua responsabilidade.', errors: [] },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acesso não permitido' }),
    ).toBeInTheDocument();
  });

  // The h1 came with the class only: "Tentar novamente", which goes away while the class loads again, dropped the
  // focus to the page, where keyboard and screen reader users lose their place. The page's h1 stays and keeps it.
  it('"Tentar novamente" deixa o foco no h1 da página, que fica na falha e enquanto a turma carrega de novo', async () => {
    let leituras = 0;
    abrir('Executora', {
      'GET /v1/gestao/turmas/7': () =>
        ++leituras === 1
          ? { status: 500, data: { message: 'Serviço indisponível.', errors: [] } }
          : { data: turma() },
    });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(h1).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma 7: Auxiliar administrativo' })).toBe(
      h1,
    );
    expect(h1).toHaveFocus();
  });

  it('o histórico mostra quem mudou o quê, quando e por quê', async () => {
    abrir('Inscricao', {
      'GET /v1/gestao/turmas/7/historico': {
        data: pagina([
          {
            em: '2026-11-23T15:00:00Z',
            idInscricao: 11,
            nome: 'Candidata 11',
            de: 1,
            para: 3,
            autor: 'Eduardo Ramos',
            motivo: 'Convocação',
          },
        ]),
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Histórico' }));
    const tabela = await screen.findByRole('table', { name: 'Histórico, página 1 de 1' });
    expect(within(tabela).getByRole('row', { name: /Candidata 11/ })).toHaveTextContent(
      'Ativa → ConvocadaEduardo RamosConvocação',
    );
  });
});
