import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Programa } from '@portal/contracts';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { abrirRota } from '../../../testes/renderizar';
import { curso } from '../../../testes/fixtures';

afterEach(restaurarRede);

const EXCEL = curso({
  id: 50,
  nome: 'Excel Essencial',
  idModalidade: Programa.ViaRapidaVirtual,
  formato: 'ONLINE',
});
const JAVA = curso({ id: 61, nome: 'Java Developer', idModalidade: Programa.SPTech, formato: 'ONLINE' });
const PEDREIRO = curso({ id: 70, nome: 'Pedreiro de Alvenaria', idModalidade: Programa.Expresso });

describe('página pública de um curso', () => {
  it.each([
    ['um curso virtual', EXCEL],
    ['um curso das trilhas SP Tech', JAVA],
  ])("em %s, 'Inscrever-se' leva à conferência da inscrição virtual", async (_caso, alvo) => {
    fingirRede({ [`GET /v1/cursos/${alvo.id}`]: { data: alvo } });
    const { navegarFora } = abrirRota(`/cursos/${alvo.id}/${alvo.urlSlug}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Inscrever-se' }));
    expect(navegarFora).toHaveBeenCalledWith(`/inscricao/confirmacao-virtual/${alvo.id}`);
  });

  it('num programa sem inscrição pelo portal, diz por quê e o que fazer no lugar', async () => {
    fingirRede({ [`GET /v1/cursos/${PEDREIRO.id}`]: { data: PEDREIRO } });
    abrirRota(`/cursos/${PEDREIRO.id}/${PEDREIRO.urlSlug}`);
    expect(
      await screen.findByRole('heading', { name: 'Inscrições fechadas neste programa' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cursos do Novo Emprego' })).toHaveAttribute(
      'href',
      '/novoemprego/cursos',
    );
    expect(screen.getByRole('link', { name: 'cursos virtuais' })).toHaveAttribute('href', '/virtual/cursos');
  });
});
