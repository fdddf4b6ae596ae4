import { screen } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { redeFalsa } from '../testes/rede-falsa';
import { registrosDoUsuario } from '../testes/registros';
import { abrir, esperarLocal, prepararTestes } from '../testes/renderizar';
import { entrarComo } from '../testes/sessao';

describe('guardas das rotas candidato/*', () => {
  const avisos = prepararTestes();
  const toast = (texto: string) => expect.objectContaining({ tipo: 'toast', texto });

  it('visitante vai para o login com o retorno e o aviso', async () => {
    abrir('/candidato/endereco/form');
    // With the portal at '/', the redirect goes through the router; the shell follows the shared URL.
    await esperarLocal('/usuario/login?returnUrl=%2Fcandidato%2Fendereco%2Fform');
    expect(avisos).toContainEqual(toast(Mensagem.efetueLoginParaContinuar));
  });

  it('papel fora de Candidato e Administrador vai para error/forbidden', async () => {
    entrarComo({ role: 'Secretaria' });
    abrir('/candidato/questionario-empresa/edit');
    await esperarLocal('/error/forbidden');
  });

  // Spec §6, issue 28 §14: the citizen's login guard lists Candidato and Administrador and requires Candidato.
  it.each(['/candidato/dados-cadastrais/edit', '/candidato/questionario-empresa/edit'])(
    'o Administrador vai para error/forbidden em %s',
    async (rota) => {
      entrarComo({ role: 'Administrador' });
      redeFalsa(registrosDoUsuario({ dados: true, endereco: true, socio: true }));
      abrir(rota);
      await esperarLocal('/error/forbidden');
    },
  );

  it('sem dados cadastrais, o endereço manda aos dados cadastrais, que abrem em modo de criação', async () => {
    entrarComo();
    redeFalsa(registrosDoUsuario({}));
    abrir('/candidato/endereco/form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados cadastrais' })).toBeInTheDocument();
    await esperarLocal('/candidato/dados-cadastrais/edit');
    expect(avisos).toContainEqual(toast(Mensagem.cadastroIncompleto));
    expect(screen.getByRole('button', { name: 'Salvar e continuar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('João Souza');
  });

  it('formulário de endereço com registro existente vai para a edição', async () => {
    entrarComo();
    redeFalsa(registrosDoUsuario({ dados: true, endereco: true }));
    abrir('/candidato/endereco/form');
    await esperarLocal('/candidato/endereco/edit');
    expect(await screen.findByLabelText(/^Logradouro/)).toHaveValue('Praça da Sé');
  });

  it('404 na verificação deixa o formulário abrir', async () => {
    entrarComo();
    redeFalsa(registrosDoUsuario({ dados: true, endereco: true }));
    abrir('/candidato/questionario-socioeconomico/form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questionário socioeconômico' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/candidato/questionario-socioeconomico/form');
  });

  it('edição sem registro vai para o formulário de criação', async () => {
    entrarComo();
    redeFalsa(registrosDoUsuario({ dados: true, endereco: true }));
    abrir('/candidato/questionario-socioeconomico/edit');
    await esperarLocal('/candidato/questionario-socioeconomico/form');
  });

  it('menor de 16 anos volta aos dados cadastrais com a mensagem de idade', async () => {
    entrarComo();
    const anoMenor = new Date().getFullYear() - 15;
    redeFalsa(
      registrosDoUsuario({ dados: { dataNascimento: `01/01/${anoMenor}` }, endereco: true, socio: true }),
    );
    abrir('/candidato/endereco/edit');
    await esperarLocal('/candidato/dados-cadastrais/edit');
    expect(avisos).toContainEqual(toast(Mensagem.idadeMinimaCadastro));
    expect(window.localStorage.getItem('dataNascimento')).toBe(`01/01/${anoMenor}`);
  });

  it('o painel de conclusão só abre com o cadastro completo', async () => {
    entrarComo();
    redeFalsa(registrosDoUsuario({ dados: true, endereco: true, socio: true }));
    const { navegarFora } = abrir('/candidato/cadastro-concluido');
    const link = await screen.findByRole('link', { name: 'Ir para a área de inscrição' });
    link.click();
    expect(navegarFora).toHaveBeenCalledWith('/inscricao/modalidades');
  });

  it('o painel de conclusão com etapa faltando manda para ela', async () => {
    entrarComo();
    redeFalsa(registrosDoUsuario({ dados: true }));
    abrir('/candidato/cadastro-concluido');
    await esperarLocal('/candidato/endereco/form');
  });
});

describe('endereços fora das rotas', () => {
  prepararTestes();

  it('um endereço inexistente dentro de candidato/ mostra a página não encontrada', async () => {
    abrir('/candidato/nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });

  it('fora de candidato/ (um redirecionamento a caminho de outra área) não mostra nada', async () => {
    abrir('/usuario/login');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
