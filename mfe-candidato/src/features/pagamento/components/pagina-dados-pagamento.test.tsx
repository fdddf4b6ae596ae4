import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { redeFalsa } from '../../../testes/rede-falsa';
import { abrir, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

const PAGAMENTOS = [
  { protocoloPagamento: '2026-000123', senhaPagamento: '4711', statusPagamento: 'Pago' },
  { protocoloPagamento: 'Em breve', senhaPagamento: '-', statusPagamento: 'Pendente' },
];

describe('dados de pagamento', () => {
  const avisos = prepararTestes();

  it('o visitante vê o convite para entrar, com retorno para esta página', async () => {
    const { navegarFora } = abrir('/candidato/dados-pagamento');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Entrar' }));
    expect(navegarFora).toHaveBeenCalledWith('/usuario/login?returnUrl=%2Fcandidato%2Fdados-pagamento');
  });

  it('o candidato vê a tabela e o alerta com asterisco e nota para "Em breve"', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/pagamento/usuario/9': { status: 200, data: PAGAMENTOS } });
    abrir('/candidato/dados-pagamento');
    const tabela = await screen.findByRole('table', { name: 'Seus pagamentos' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(Mensagem.pagamentoEmBreveNota)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver dados de pagamento' }));
    expect(avisos).toContainEqual(
      expect.objectContaining({
        tipo: 'alerta',
        corpo: [
          'Protocolo: 2026-000123  Senha: 4711  Status: Pago',
          'Protocolo: Em breve  Senha: -  Status: Pendente*',
          Mensagem.pagamentoEmBreveNota,
        ],
      }),
    );
  });

  it('sem pagamentos, diz isso e não oferece o alerta vazio', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/pagamento/usuario/9': { status: 200, data: [] } });
    abrir('/candidato/dados-pagamento');
    expect(await screen.findByText('Você ainda não tem pagamentos registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver dados de pagamento' })).not.toBeInTheDocument();
  });

  it('uma resposta fora do formato da API é uma falha, não uma tabela', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/pagamento/usuario/9': { status: 200, data: [{ protocoloPagamento: 1 }] } });
    abrir('/candidato/dados-pagamento');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus pagamentos');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('falha da API mostra um painel de erro', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/pagamento/usuario/9': { status: 500, data: { message: 'x', errors: [] } } });
    abrir('/candidato/dados-pagamento');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus pagamentos');
  });

  // A 503 or a dropped connection passes with a new try: offered in place, without reloading the whole portal.
  it('numa falha ao carregar, "Tentar novamente" carrega de novo no lugar', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/pagamento/usuario/9': { status: 503, data: { message: 'x', errors: [] } } });
    abrir('/candidato/dados-pagamento');
    const aviso = await screen.findByRole('alert');
    expect(
      within(aviso).getByRole('heading', { name: 'Não foi possível carregar seus pagamentos' }),
    ).toBeInTheDocument();
    redeFalsa({ 'GET /v1/pagamento/usuario/9': { status: 200, data: PAGAMENTOS } });
    await userEvent.setup().click(within(aviso).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Seus pagamentos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dados de pagamento' })).toHaveFocus();
  });
});
