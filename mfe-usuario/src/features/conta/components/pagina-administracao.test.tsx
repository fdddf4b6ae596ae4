import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';

const EQUIPE = ['Administrador', 'Secretaria', 'Executora', 'Professor', 'Inscricao'];

/** The registry as the portal's server writes it into the page, with the operations area's line (decision 1560). */
function embutirRegistro(menu: Record<string, string> = { gestao: 'Área de operações' }) {
  const registro = {
    remotes: {
      mfe_gestao: {
        manifest: '/remotes/mfe_gestao/v1/mf-manifest.json',
        version: 'v1',
        prefixes: ['gestao'],
        acesso: { gestao: { papeis: EQUIPE } },
        menu,
      },
    },
  };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = ID_REGISTRO_EMBUTIDO;
  script.textContent = JSON.stringify(registro);
  document.head.append(script);
}

describe('painel da administração: as áreas que o registro oferece ao perfil', () => {
  limparEntreTestes();
  afterEach(() => document.getElementById(ID_REGISTRO_EMBUTIDO)?.remove());

  it.each(EQUIPE)('%s vê a área de operações, que o registro declara, e leva a /gestao', async (papel) => {
    embutirRegistro();
    entrarComo({ role: papel, name: 'Equipe' });
    renderizarRota('/usuario/administracao');
    expect(await screen.findByRole('link', { name: 'Área de operações' })).toHaveAttribute('href', '/gestao');
    expect(screen.queryByText(/em construção/)).not.toBeInTheDocument();
  });

  it('sem área declarada para o perfil, diz isso em vez de uma lista vazia', async () => {
    embutirRegistro({});
    entrarComo({ role: 'Executora', name: 'Equipe' });
    renderizarRota('/usuario/administracao');
    expect(
      await screen.findByText('Nenhuma área de trabalho está disponível para o seu perfil.'),
    ).toBeInTheDocument();
  });

  it('só o Administrador consulta uma inscrição pelo número', async () => {
    embutirRegistro();
    entrarComo({ role: 'Executora', name: 'Equipe' });
    renderizarRota('/usuario/administracao');
    await screen.findByRole('link', { name: 'Área de operações' });
    expect(screen.queryByLabelText('Número da inscrição')).not.toBeInTheDocument();
  });

  it('o Administrador abre uma inscrição de qualquer candidato pelo número', async () => {
    embutirRegistro();
    entrarComo({ role: 'Administrador', name: 'Administração' });
    const { navegarFora } = renderizarRota('/usuario/administracao');
    await userEvent.type(await screen.findByLabelText('Número da inscrição'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir inscrição' }));
    expect(navegarFora).toHaveBeenCalledWith('/inscricao/detalhes/42');
  });

  it('um número inválido fica no campo, com o erro em português', async () => {
    embutirRegistro();
    entrarComo({ role: 'Administrador', name: 'Administração' });
    const { navegarFora } = renderizarRota('/usuario/administracao');
    const campo = await screen.findByLabelText('Número da inscrição');
    await userEvent.type(campo, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir inscrição' }));
    expect(screen.getByText('Informe o número da inscrição, só com algarismos.')).toBeInTheDocument();
    expect(campo).toHaveValue('12a');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(navegarFora).not.toHaveBeenCalled();
  });
});
