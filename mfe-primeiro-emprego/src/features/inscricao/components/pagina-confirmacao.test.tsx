import { screen } from '@testing-library/react';
import { encerrarSessao } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede, USUARIO_DE_TESTE } from '@portal/shared-auth/testes';
import { abrirRota } from '../../../testes/renderizar';
import { inscricao, lista, REGISTROS_COMPLETOS } from '../../../testes/fixtures';

afterEach(() => {
  restaurarRede();
  encerrarSessao();
});
beforeEach(() => entrarComo(USUARIO_DE_TESTE));

const comInscricao = (i: ReturnType<typeof inscricao>) =>
  fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([i]) });

// Issue 28 §9: after the matrícula is confirmed, the page said "Confirme sua matrícula" and offered "Trocar de turma".
describe('página da inscrição no Meu Primeiro Emprego depois da convocação', () => {
  it('matrícula confirmada: só o estado confirmado, com o comprovante', async () => {
    comInscricao(inscricao({ id: 900, idStatusInscricao: 4, idConvocacao: 5002 }));
    abrirRota('/meuprimeiroemprego/inscricao/confirmacao');
    expect(await screen.findByText('Situação: Matriculada')).toBeInTheDocument();
    expect(screen.getByText(/Sua matrícula nesta turma está confirmada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o comprovante da matrícula' })).toHaveAttribute(
      'href',
      '/meuprimeiroemprego/matricula/confirmacao?idInscricao=900',
    );
    expect(screen.queryByRole('link', { name: 'Confirme sua matrícula' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Você foi convocado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trocar de turma' })).not.toBeInTheDocument();
  });

  it('convocado: pede a confirmação, sem trocar de turma', async () => {
    comInscricao(inscricao({ id: 901, idStatusInscricao: 3, idConvocacao: 5003 }));
    abrirRota('/meuprimeiroemprego/inscricao/confirmacao');
    expect(await screen.findByRole('link', { name: 'Confirme sua matrícula' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trocar de turma' })).not.toBeInTheDocument();
  });

  it('inscrição ativa, ainda sem convocação: pode trocar de turma', async () => {
    comInscricao(inscricao({ id: 902, idStatusInscricao: 1, idConvocacao: null }));
    abrirRota('/meuprimeiroemprego/inscricao/confirmacao');
    expect(await screen.findByRole('link', { name: 'Trocar de turma' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Confirme sua matrícula' })).not.toBeInTheDocument();
  });

  it('na página de inscrição, a matrícula confirmada não oferece o formulário de troca', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ id: 900, idStatusInscricao: 4, idConvocacao: 5002 }),
      ]),
      'GET /v1/cursos': { data: [] },
      ...REGISTROS_COMPLETOS,
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    expect(await screen.findByText(/Sua matrícula nesta turma está confirmada/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trocar de turma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar alteração' })).not.toBeInTheDocument();
  });
});
