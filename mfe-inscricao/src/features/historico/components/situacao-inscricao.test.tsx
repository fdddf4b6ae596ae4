import { render, screen } from '@testing-library/react';
import { inscricao } from '../../../testes/fixtures';
import { SituacaoInscricao } from './situacao-inscricao';

// 23:59:59 in Brasília on 26/11/2026; "now" is two and a half days before.
const PRAZO = '2026-11-27T02:59:59.000Z';
const AGORA = new Date('2026-11-24T14:00:00.000Z');

function mostrar(parcial: Parameters<typeof inscricao>[0]) {
  return render(<SituacaoInscricao inscricao={inscricao(parcial)} agora={AGORA} />).container;
}

describe('SituacaoInscricao', () => {
  it('a call-up shows that the candidate was called, the deadline as a date and the time left in words', () => {
    const celula = mostrar({ idStatusInscricao: 3, idConvocacao: 9001, prazoConvocacao: PRAZO });
    expect(celula.textContent).toBe(
      'ConvocadaVocê foi convocado(a). Confirme até 26/11/2026 (faltam 2 dias).',
    );
  });

  it('the waiting list shows the place in line', () => {
    expect(mostrar({ idStatusInscricao: 6, posicaoNaEspera: 4 })).toHaveTextContent(
      'Lista de espera — você é o Nº 4',
    );
  });

  it('an expired call-up says so, with no deadline', () => {
    const celula = mostrar({ idStatusInscricao: 7, prazoConvocacao: null });
    expect(celula).toHaveTextContent(/^Convocação expirada$/);
    expect(screen.queryByText(/Confirme até/)).not.toBeInTheDocument();
  });

  it('any other status is its name', () => {
    expect(mostrar({ idStatusInscricao: 4 })).toHaveTextContent(/^Matriculada$/);
  });
});
