import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MembroDaEquipe } from '@portal/contracts';
import { fingirRede, restaurarRede, type ChamadaFeita } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../../../app/routes';
import { entrarNaEquipe, pagina } from '../../../testes/dados';
import { focoComoNoChromium } from '@portal/ui/testes';
import {
  aoExpirarASessao,
  entrarPeloPortal,
  esquecerSessao,
  SESSAO_EXPIRADA,
} from '../../../testes/sessao-que-expira';

const admin: MembroDaEquipe = {
  id: 1,
  nome: 'Administração',
  cpf: '24681357928',
  email: 'admin@exemplo.com.br',
  papel: 'Administrador',
  escopos: [],
};
const eduardo: MembroDaEquipe = {
  id: 5,
  nome: 'Eduardo Ramos',
  cpf: '53157546422',
  email: 'executora@exemplo.com.br',
  papel: 'Executora',
  escopos: [{ id: 31, tipo: 'unidade', idAlvo: 3, nome: 'Escola Central' }],
};
const ALVOS = {
  programas: [{ id: 1, nome: 'Via Rápida Emprego' }],
  unidades: [
    { id: 3, nome: 'Escola Central' },
    { id: 4, nome: 'Escola Norte' },
  ],
};
const maria: MembroDaEquipe = {
  id: 7,
  nome: 'Maria Silva',
  cpf: '52998224725',
  email: 'maria@exemplo.com.br',
  papel: 'Executora',
  escopos: [{ id: 40, tipo: 'unidade', idAlvo: 4, nome: 'Escola Norte' }],
};

afterEach(restaurarRede);
afterEach(esquecerSessao);

describe('/gestao/equipe (Equipe e perfis)', () => {
  beforeEach(() => entrarNaEquipe('Administrador'));

  it('lista a equipe com perfil, CPF e escopo', async () => {
    fingirRede({
      'GET /v1/gestao/equipe': { data: pagina([admin, eduardo]) },
      'GET /v1/gestao/equipe/alvos': { data: ALVOS },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Equipe e perfis' })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Equipe, página 1 de 1' });
    const linha = within(tabela).getByRole('row', { name: /Eduardo Ramos/ });
    expect(
      within(linha)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '531.575.464-22',
      'executora@exemplo.com.br',
      'Executora',
      'Unidade: Escola Central Remover escopo',
      'Remover perfil',
    ]);
    expect(within(tabela).getByRole('row', { name: /Administração/ })).toHaveTextContent('Todas as turmas');
    expect(screen.getByText('2 pessoas na equipe.')).toHaveAttribute('role', 'status');
  });

  it('concede Executora com a unidade escolhida e recarrega a lista; sem unidade, diz o que falta', async () => {
    let concedido = false;
    const chamadas = fingirRede({
      'GET /v1/gestao/equipe': () => ({ data: pagina(concedido ? [admin, maria] : [admin]) }),
      'GET /v1/gestao/equipe/alvos': { data: ALVOS },
      'POST /v1/gestao/equipe': () => {
        concedido = true;
        return { data: maria };
      },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await userEvent.type(await screen.findByLabelText(/CPF da pessoa/), '529.982.247-25');
    await userEvent.selectOptions(screen.getByLabelText(/Perfil/), 'Executora');
    await userEvent.click(screen.getByRole('button', { name: 'Conceder perfil' }));
    expect(await screen.findByText('Escolha a unidade da Executora.')).toBeInTheDocument();
    // The focus goes to the field that is missing, which a screen reader reads with its message.
    await waitFor(() => expect(screen.getByLabelText(/Unidade/)).toHaveFocus());
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
    expect(screen.getByLabelText(/CPF da pessoa/)).toHaveValue('529.982.247-25');

    await userEvent.selectOptions(screen.getByLabelText(/Unidade/), 'Escola Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Conceder perfil' }));
    expect(await screen.findByText('Perfil Executora concedido a Maria Silva.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      cpf: '52998224725',
      papel: 'Executora',
      idAlvo: 4,
    });
    expect(await screen.findByRole('row', { name: /Maria Silva/ })).toBeInTheDocument();
  });

  it('mostra a recusa da API e guarda o que foi digitado', async () => {
    const message = 'Esta pessoa já tem o perfil Executora. Remova-o antes de conceder outro perfil.';
    fingirRede({
      'GET /v1/gestao/equipe': { data: pagina([admin]) },
      'GET /v1/gestao/equipe/alvos': { data: ALVOS },
      'POST /v1/gestao/equipe': { status: 409, data: { message, errors: [message] } },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await userEvent.type(await screen.findByLabelText(/CPF da pessoa/), '53157546422');
    await userEvent.selectOptions(screen.getByLabelText(/Perfil/), 'Inscricao');
    await userEvent.click(screen.getByRole('button', { name: 'Conceder perfil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/CPF da pessoa/)).toHaveValue('53157546422');
  });

  it('pede confirmação antes de remover um perfil; Cancelar não remove nada', async () => {
    let removido = false;
    const chamadas = fingirRede({
      'GET /v1/gestao/equipe': () => ({ data: pagina(removido ? [admin] : [admin, eduardo]) }),
      'GET /v1/gestao/equipe/alvos': { data: ALVOS },
      'DELETE /v1/gestao/equipe/5': () => {
        removido = true;
        return { data: { ...eduardo, papel: 'Candidato', escopos: [] } };
      },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    const remover = await screen.findByRole('button', { name: 'Remover o perfil de Eduardo Ramos' });

    await userEvent.click(remover);
    const dialogo = screen.getByRole('alertdialog', { name: 'Remover perfil' });
    expect(dialogo).toHaveTextContent(
      'Remover o perfil Executora de Eduardo Ramos? A pessoa perde o acesso à área de operações agora',
    );
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(chamadas.some((c: ChamadaFeita) => c.metodo === 'DELETE')).toBe(false);

    await userEvent.click(remover);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover perfil' }),
    );
    expect(await screen.findByText('Perfil de Eduardo Ramos removido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Eduardo Ramos/ })).not.toBeInTheDocument());
  });

  it('remove um escopo depois de confirmar', async () => {
    const chamadas = fingirRede({
      'GET /v1/gestao/equipe': { data: pagina([eduardo]) },
      'GET /v1/gestao/equipe/alvos': { data: ALVOS },
      'DELETE /v1/gestao/equipe/5/escopos/31': { data: { ...eduardo, escopos: [] } },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover o escopo Escola Central de Eduardo Ramos' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remover escopo' })).getByRole('button', {
        name: 'Remover escopo',
      }),
    );
    expect(await screen.findByText('Escopo Escola Central removido de Eduardo Ramos.')).toBeInTheDocument();
    expect(chamadas.some((c) => c.chave === 'DELETE /v1/gestao/equipe/5/escopos/31')).toBe(true);
  });

  // A Secretaria, Executora or Professor sees only the classes of their scopes (decision 1500): with none left they
  // see no class, and the table must not tell the Administrador they see every one.
  it('um perfil com escopo que ficou sem nenhum: "Nenhuma turma", não "Todas as turmas"', async () => {
    fingirRede({
      'GET /v1/gestao/equipe': { data: pagina([{ ...eduardo, escopos: [] }]) },
      'GET /v1/gestao/equipe/alvos': { data: ALVOS },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    const linha = await screen.findByRole('row', { name: /Eduardo Ramos/ });
    expect(linha).toHaveTextContent('Nenhuma turma (sem escopo)');
    expect(linha).not.toHaveTextContent('Todas as turmas');
  });
});

// The access token expires while the Administrador fills the form: the request that meets it ends the session and
// the portal sends them to sign in, then back. What they typed must be there when they come back (house rule), and
// must not be there for another person who signs in on the same tab.
describe('Conceder perfil depois de a sessão expirar', () => {
  /** Types a grant of Executora at Escola Norte and sends it, the API answering `resposta`; then leaves the page. */
  async function preencherEEnviar(
    resposta: Parameters<typeof fingirRede>[0][string],
    depois: () => Promise<unknown>,
  ) {
    fingirRede(
      {
        'GET /v1/gestao/equipe': { data: pagina([admin]) },
        'GET /v1/gestao/equipe/alvos': { data: ALVOS },
        'POST /v1/gestao/equipe': resposta,
      },
      { ignorarCookieCsrf: true },
    );
    const primeira = renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await userEvent.type(await screen.findByLabelText(/CPF da pessoa/), '529.982.247-25');
    await userEvent.selectOptions(screen.getByLabelText(/Perfil/), 'Executora');
    await userEvent.selectOptions(screen.getByLabelText(/Unidade/), 'Escola Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Conceder perfil' }));
    await depois();
    primeira.unmount();
  }

  async function preencherEEnviarComASessaoExpirada() {
    entrarPeloPortal('Administrador');
    const aoExpirar = aoExpirarASessao();
    // The sign-in page takes the place of the area.
    await preencherEEnviar(SESSAO_EXPIRADA, () => waitFor(() => expect(aoExpirar).toHaveBeenCalled()));
  }

  it('quem entra de novo encontra o que tinha digitado', async () => {
    await preencherEEnviarComASessaoExpirada();
    entrarPeloPortal('Administrador');
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');

    expect(await screen.findByLabelText(/CPF da pessoa/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/Perfil/)).toHaveValue('Executora');
    expect(screen.getByLabelText(/Unidade/)).toHaveValue('4');
  });

  it('outra pessoa que entra na mesma aba não encontra nada', async () => {
    await preencherEEnviarComASessaoExpirada();
    entrarPeloPortal('Administrador', 99);
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');

    expect(await screen.findByLabelText(/CPF da pessoa/)).toHaveValue('');
    expect(screen.getByLabelText(/Perfil/)).toHaveValue('');
  });

  it('concedido o perfil, o rascunho some', async () => {
    entrarPeloPortal('Administrador');
    await preencherEEnviar({ status: 201, data: maria }, () =>
      screen.findByText('Perfil Executora concedido a Maria Silva.'),
    );

    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    expect(await screen.findByLabelText(/CPF da pessoa/)).toHaveValue('');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('rascunho:'))).toEqual([]);
  });
});

// Keyboard and screen reader users must not lose their place after an action: in Chromium a busy (disabled) button
// drops the focus to <body>, and so does a button that leaves the page with its row.
describe('/gestao/equipe: o foco e os avisos depois de cada ação', () => {
  let pararFoco: () => void;
  beforeEach(() => {
    entrarNaEquipe('Administrador');
    pararFoco = focoComoNoChromium();
  });
  afterEach(() => pararFoco());

  /** Grants the Inscricao profile by CPF, the API answering `resposta`; the button pressed. */
  async function concederInscricao(resposta: Parameters<typeof fingirRede>[0][string]) {
    fingirRede(
      {
        'GET /v1/gestao/equipe': { data: pagina([admin]) },
        'GET /v1/gestao/equipe/alvos': { data: ALVOS },
        'POST /v1/gestao/equipe': resposta,
      },
      { ignorarCookieCsrf: true },
    );
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await userEvent.type(await screen.findByLabelText(/CPF da pessoa/), '529.982.247-25');
    await userEvent.selectOptions(screen.getByLabelText(/Perfil/), 'Inscricao');
    const botao = screen.getByRole('button', { name: 'Conceder perfil' });
    await userEvent.click(botao);
    return botao;
  }

  it('concedido o perfil, o foco volta a "Conceder perfil"', async () => {
    const botao = await concederInscricao({ status: 201, data: maria });

    await screen.findByText(/concedido a Maria Silva/);
    await waitFor(() => expect(botao).toHaveFocus());
  });

  it('recusada a concessão, o foco volta a "Conceder perfil" e a recusa é um alerta', async () => {
    const message = 'Nenhuma conta com este CPF.';
    const botao = await concederInscricao({ status: 404, data: { message, errors: [message] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(botao).toHaveFocus());
  });

  // The button that opened the confirmation leaves with its row: the focus goes to the result, which says what
  // happened, instead of falling to <body>.
  it('removido o perfil, a linha sai da tabela e o foco vai ao aviso do resultado', async () => {
    let removido = false;
    fingirRede(
      {
        'GET /v1/gestao/equipe': () => ({ data: pagina(removido ? [admin] : [admin, eduardo]) }),
        'GET /v1/gestao/equipe/alvos': { data: ALVOS },
        'DELETE /v1/gestao/equipe/5': () => {
          removido = true;
          return { data: { ...eduardo, papel: 'Candidato', escopos: [] } };
        },
      },
      { ignorarCookieCsrf: true },
    );
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Remover o perfil de Eduardo Ramos' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover perfil' }),
    );

    const aviso = await screen.findByText('Perfil de Eduardo Ramos removido.');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Eduardo Ramos/ })).not.toBeInTheDocument());
    await waitFor(() => expect(aviso).toHaveFocus());
  });

  // A live region is announced by what changes inside it: one that turns from status into alert as the refusal
  // arrives is not read by every screen reader. The refusal is an alert of its own.
  it('a recusa de uma remoção é anunciada num alerta, sem mudar o papel de uma região que já estava na tela', async () => {
    const message = 'Não é possível remover o próprio perfil.';
    fingirRede(
      {
        'GET /v1/gestao/equipe': { data: pagina([admin, eduardo]) },
        'GET /v1/gestao/equipe/alvos': { data: ALVOS },
        'DELETE /v1/gestao/equipe/5': { status: 409, data: { message, errors: [message] } },
      },
      { ignorarCookieCsrf: true },
    );
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    const remover = await screen.findByRole('button', { name: 'Remover o perfil de Eduardo Ramos' });
    const papeisMudados: string[] = [];
    const observador = new MutationObserver((mudancas) =>
      mudancas.forEach((m) =>
        papeisMudados.push(`${m.oldValue} → ${(m.target as Element).getAttribute('role')}`),
      ),
    );
    observador.observe(document.body, {
      attributes: true,
      attributeFilter: ['role'],
      attributeOldValue: true,
      subtree: true,
    });
    await userEvent.click(remover);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover perfil' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    observador.disconnect();
    expect(papeisMudados).toEqual([]);
    // The row is still there, and so is its button: the dialog gave the focus back to it.
    await waitFor(() => expect(remover).toHaveFocus());
  });
});

describe('/gestao/equipe para quem não é Administrador', () => {
  it('a Executora vai à página de acesso proibido, sem chamar a API da equipe', async () => {
    entrarNaEquipe('Executora');
    const chamadas = fingirRede({});
    renderizarRotasDoRemoto(<Rotas />, '/gestao/equipe');
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/error/forbidden'));
    expect(chamadas.filter((c) => c.url.startsWith('/v1/gestao/equipe'))).toEqual([]);
  });
});
