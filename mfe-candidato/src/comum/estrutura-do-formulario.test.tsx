import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RotasFalsas } from '@portal/shared-auth/testes';
import { redeFalsa } from '../testes/rede-falsa';
import { registrosDoUsuario } from '../testes/registros';
import { abrir, prepararTestes } from '../testes/renderizar';
import { entrarComo } from '../testes/sessao';

const REGISTROS = registrosDoUsuario({ dados: true, endereco: true, socio: true });
const INDISPONIVEL = { status: 503, data: { message: 'Serviço indisponível.', errors: [] } };

/** The records as the API has them, except that the page's own read of `leitura` fails from the `falha`-th call on. */
function comFalha(leitura: keyof typeof REGISTROS, falha: number): RotasFalsas {
  let chamadas = 0;
  return { ...REGISTROS, [leitura]: () => (++chamadas >= falha ? INDISPONIVEL : REGISTROS[leitura]) };
}

// The three record pages share one frame (EstruturaDoFormulario). A 503 or a dropped connection while one loads
// passes with a new try: it is offered in place, announced and under a heading, and what the citizen had typed (the
// draft, kept in sessionStorage) is on the form when it comes back.
describe('falha ao carregar um formulário do cadastro', () => {
  prepararTestes();
  beforeEach(() => entrarComo());

  it.each([
    [
      '/candidato/dados-cadastrais/edit',
      'GET /v1/candidato/viaRapida/dadosCadastrais/9',
      /^Telefone/,
      '(11) 91234-5678',
    ],
    ['/candidato/endereco/edit', 'GET /v1/candidato/viaRapida/endereco/9', /^Número/, '250'],
    [
      '/candidato/questionario-socioeconomico/edit',
      'GET /v1/candidato/viaRapida/dadossocioeconomicos/9',
      /^Quantas pessoas/,
      '5',
    ],
  ] as const)(
    '%s oferece "Tentar novamente", que carrega de novo com o rascunho',
    async (rota, leitura, campo, valor) => {
      redeFalsa(REGISTROS);
      abrir(rota);
      const u = userEvent.setup();
      await u.clear(await screen.findByLabelText(campo));
      await u.type(screen.getByLabelText(campo), valor);
      cleanup();

      // The route's guard reads the records first (call 1); the page's own read (call 2) is the one that fails.
      redeFalsa(comFalha(leitura, 2));
      abrir(rota);
      const aviso = await screen.findByRole('alert');
      expect(
        within(aviso).getByRole('heading', { name: 'Não foi possível carregar seus dados' }),
      ).toBeInTheDocument();
      redeFalsa(REGISTROS);
      await u.click(within(aviso).getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByLabelText(campo)).toHaveValue(valor);
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    },
  );
});
