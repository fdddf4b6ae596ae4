import { screen, waitFor } from '@testing-library/react';
import { inscricao, Mensagem } from '@portal/contracts';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { curso, municipio } from '../../../testes/fixtures';
import { renderizarEm } from '../../../testes/renderizar';
import { PROGRAMAS_COM_CONFIRMACAO } from '../programas';
import { ConfirmacaoProgramaPagina } from './pagina-confirmacao-programa';

const jovem = PROGRAMAS_COM_CONFIRMACAO.find((p) => p.endpoint === inscricao.empreendaJovem)!;
const anoAtual = new Date().getFullYear();

function abrirComNascimento(dataNascimento: string) {
  fingirRede({
    'GET /v1/candidato/viaRapida/dadosCadastrais/7': { data: { dataNascimento } },
    'GET /v1/cursos/11': { data: curso },
    'GET /v1/cursos/11/municipios': { data: [municipio] },
  });
  renderizarEm(
    <ConfirmacaoProgramaPagina programa={jovem} />,
    '/inscricao/confirmacao-qualificaSP-empreenda-jovem/:idCurso',
    '/inscricao/confirmacao-qualificaSP-empreenda-jovem/11',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  entrarComo();
});
afterEach(restaurarRede);

describe('Empreenda Jovem: a faixa de 16 a 29 anos aparece antes do formulário', () => {
  it('quem tem 36 anos lê a regra e não vê nenhum campo para preencher', async () => {
    abrirComNascimento(`15/03/${anoAtual - 36}`);
    expect(await screen.findByText(Mensagem.idadeForaDaFaixaEmpreendaJovem)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Município/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
  });

  it('quem tem 15 anos também', async () => {
    abrirComNascimento(`15/03/${anoAtual - 15}`);
    expect(await screen.findByText(Mensagem.idadeForaDaFaixaEmpreendaJovem)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Município/)).not.toBeInTheDocument();
  });

  it('quem tem 20 anos escolhe a turma normalmente', async () => {
    abrirComNascimento(`15/03/${anoAtual - 20}`);
    expect(await screen.findByLabelText(/^Município/)).toBeInTheDocument();
    expect(screen.queryByText(Mensagem.idadeForaDaFaixaEmpreendaJovem)).not.toBeInTheDocument();
  });
});

describe('Empreenda Jovem: chegando de outra página, o foco vai ao h1 depois da verificação da idade', () => {
  // A navigation in this document happened before: the page's h1 takes focus (decision 0188).
  beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it.each([
    ['dentro da faixa', 20],
    ['fora da faixa', 36],
  ])('%s', async (_caso, idade) => {
    abrirComNascimento(`15/03/${anoAtual - idade}`);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Inscrição no Empreenda Jovem' });
    await waitFor(() => expect(h1).toHaveFocus());
  });
});
