import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abrirRota } from '../../../testes/renderizar';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';

afterEach(restaurarRede);

const PERGUNTAS = [
  {
    id: 1,
    tipo: 'novo-emprego',
    pergunta: 'O que é o Novo Emprego?',
    resposta: 'Uma qualificação rápida voltada a vagas de emprego na sua região.',
  },
  {
    id: 2,
    tipo: 'novo-emprego',
    pergunta: 'Como altero minha inscrição?',
    resposta: 'Em Meus cursos, clique em alterar e escolha outra turma.',
  },
];

describe('perguntas frequentes em acordeão', () => {
  it('pede o tipo da página à API e mostra cada pergunta como um resumo que abre a resposta', async () => {
    const chamadas = fingirRede({ 'GET /v1/faq': { data: PERGUNTAS } });
    abrirRota('/faq-novo-emprego');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Perguntas frequentes do Novo Emprego' }),
    ).toBeInTheDocument();
    const resumo = await screen.findByText('Como altero minha inscrição?');
    expect(chamadas[0]?.params).toEqual({ tipo: 'novo-emprego' });

    expect(resumo.tagName).toBe('SUMMARY');
    const item = resumo.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    expect(item).toHaveTextContent('Em Meus cursos, clique em alterar e escolha outra turma.');

    await userEvent.click(resumo);
    expect(item).toHaveAttribute('open');
    expect(document.querySelectorAll('details')).toHaveLength(2);
  });

  it.each([
    ['/faq', 'geral'],
    ['/faq-empreenda', 'empreenda'],
    ['/faq-empreenda-jovem', 'empreenda-jovem'],
  ])('%s pede as perguntas do tipo %s', async (url, tipo) => {
    const chamadas = fingirRede({ 'GET /v1/faq': { data: [] } });
    abrirRota(url);
    expect(
      await screen.findByText('Ainda não há perguntas publicadas sobre este assunto.'),
    ).toBeInTheDocument();
    expect(chamadas[0]?.params).toEqual({ tipo });
  });

  it('oferece o formulário para quem não achou a resposta', async () => {
    fingirRede({ 'GET /v1/faq': { data: PERGUNTAS } });
    abrirRota('/faq');
    await userEvent.click(await screen.findByRole('link', { name: 'Envie sua pergunta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Envie sua pergunta' })).toBeInTheDocument();
  });
});

describe('"Não encontrei minha resposta" abre o fale-conosco', () => {
  afterEach(() => localStorage.clear());

  it('concede o acesso de contato e leva ao fale-conosco pelo roteador do portal', async () => {
    fingirRede({ 'GET /v1/faq': { data: PERGUNTAS } });
    const { navegarFora } = abrirRota('/faq');
    await screen.findByText('Como altero minha inscrição?');
    expect(localStorage.getItem('acessoFaleConosco')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Não encontrei minha resposta' }));
    expect(localStorage.getItem('acessoFaleConosco')).toBe('true');
    expect(navegarFora).toHaveBeenCalledWith('/fale-conosco');
  });
});
