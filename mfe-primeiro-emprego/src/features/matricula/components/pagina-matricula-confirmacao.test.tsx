import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encerrarSessao } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede, semRede, USUARIO_DE_TESTE } from '@portal/shared-auth/testes';
import { inscricao } from '../../../testes/fixtures';
import { abrirRota } from '../../../testes/renderizar';

afterEach(() => {
  restaurarRede();
  encerrarSessao();
});

const RECUSA = (status: number, message: string) => ({ status, data: { message, errors: [message] } });

async function esperarNaoEncontrado() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  expect(screen.queryByText(/Matrícula confirmada/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver minha inscrição' })).toBeInTheDocument();
}

describe('comprovante de matrícula do Meu Primeiro Emprego', () => {
  beforeEach(() => entrarComo(USUARIO_DE_TESTE));

  it('mostra o comprovante lido da API para a matrícula confirmada da própria candidata', async () => {
    const chamadas = fingirRede({ 'GET /v1/inscricao/300': { data: inscricao({ idStatusInscricao: 4 }) } });
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=300');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Matrícula confirmada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sua matrícula da inscrição número 300 foi registrada.')).toBeInTheDocument();
    expect(screen.getByText('Auxiliar de Escritório')).toBeInTheDocument();
    // Issue 30 item 4: the class's start goes to the phone's calendar from the receipt, as in the other programmes.
    expect(screen.getByRole('button', { name: /^Adicionar à agenda/ })).toBeInTheDocument();
    expect(chamadas.map((c) => c.chave)).toEqual(['GET /v1/inscricao/300']);
  });

  // Issue 30 item 3: the receipts of the other programmes open offline from the device's copy; this one showed an
  // error panel in the tunnel.
  it('sem conexão, o comprovante já visto abre do aparelho, com a data da cópia', async () => {
    fingirRede({ 'GET /v1/inscricao/300': { data: inscricao({ idStatusInscricao: 4 }) } });
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=300');
    await screen.findByText('Sua matrícula da inscrição número 300 foi registrada.');
    cleanup();
    semRede();
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=300');
    expect(
      await screen.findByText('Sua matrícula da inscrição número 300 foi registrada.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Sem conexão — informações de \d{2}\/\d{2} às \d{2}:\d{2}$/),
    ).toBeInTheDocument();
  });

  // The h1 and the title lived in the receipt alone: a failed load showed a bare panel under the previous page's title.
  it('numa falha da API a página tem o seu h1 e o seu título, e "Tentar novamente" traz o comprovante', async () => {
    document.title = 'Página anterior | Portal Qualifica';
    let falhas = 1;
    fingirRede({
      'GET /v1/inscricao/300': () =>
        falhas-- > 0
          ? { status: 500, data: { message: 'Erro interno.', errors: [] } }
          : { data: inscricao({ idStatusInscricao: 4 }) },
    });
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=300');
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Comprovante de matrícula',
    ]);
    expect(document.title).toBe('Comprovante de matrícula | Portal Qualifica');
    await userEvent.click(tentar);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Matrícula confirmada' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Matrícula confirmada | Portal Qualifica');
  });

  it('um número inventado (404 da API) mostra que não foi encontrado', async () => {
    fingirRede({ 'GET /v1/inscricao/987654': RECUSA(404, 'Inscrição não encontrada.') });
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=987654');
    await esperarNaoEncontrado();
  });

  it('a inscrição de outra pessoa (403 da API) também não é mostrada', async () => {
    fingirRede({
      'GET /v1/inscricao/301': RECUSA(403, 'Você não tem permissão para acessar este recurso.'),
    });
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=301');
    await esperarNaoEncontrado();
  });

  it('uma inscrição ainda não matriculada não vira comprovante', async () => {
    fingirRede({ 'GET /v1/inscricao/300': { data: inscricao({ idStatusInscricao: 3, idConvocacao: 55 }) } });
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=300');
    await esperarNaoEncontrado();
  });

  it('sem número, ou com um número malformado, nem chega a perguntar à API', async () => {
    const chamadas = fingirRede({});
    abrirRota('/meuprimeiroemprego/matricula/confirmacao?idInscricao=abc');
    await esperarNaoEncontrado();
    expect(chamadas).toEqual([]);
  });
});
