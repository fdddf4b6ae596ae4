import { render, screen } from '@testing-library/react';
import { inscricao } from '../../testes/fixtures';
import { DadosInscricao } from './dados-inscricao';

describe('DadosInscricao', () => {
  it('names the course modality as such: under "Inscrição no Qualifica SP", "Programa: Via Rápida Emprego" misled', () => {
    const base = inscricao();
    const naModalidade = {
      ...base,
      turmaPrincipal: {
        ...base.turmaPrincipal,
        cursoQualificacao: {
          ...base.turmaPrincipal.cursoQualificacao,
          modalidade: { id: 1, nome: 'Via Rápida Emprego' },
        },
      },
    };
    render(<DadosInscricao inscricao={naModalidade} />);

    expect(screen.queryByText('Programa')).not.toBeInTheDocument();
    const termo = screen.getByText('Modalidade');
    expect(termo.tagName).toBe('DT');
    expect(termo.nextElementSibling).toHaveTextContent('Via Rápida Emprego');
  });
});
