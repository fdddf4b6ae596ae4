import { screen, within } from '@testing-library/react';
import { abrirRota } from '../../../testes/renderizar';

describe('apresentação do Meu Primeiro Emprego', () => {
  // The page said "16 a 24 anos que nunca tiveram emprego formal", a rule nothing enforces: the API takes this
  // programme's enrolment from 14 to 60 by birth year (spec §5), and the registration record every enrolment needs
  // refuses under 16 (same count); no check asks about a former job.
  it('diz a idade que o portal aceita, sem prometer uma regra que ninguém confere', () => {
    abrirRota('/meu-primeiro-emprego');
    const quem = screen.getByRole('heading', { level: 2, name: 'Quem pode participar' });
    const lista = quem.nextElementSibling as HTMLElement;
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pessoas de 16 a 60 anos (vale a idade que você completa neste ano).',
      'Com cadastro completo no portal e e-mail confirmado.',
    ]);
    expect(screen.queryByText(/24 anos/)).not.toBeInTheDocument();
    expect(screen.queryByText(/nunca tiveram emprego/)).not.toBeInTheDocument();
  });
});
