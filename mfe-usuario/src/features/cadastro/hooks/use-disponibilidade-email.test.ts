import { act, renderHook } from '@testing-library/react';
import { redeFalsa, restaurarRede } from '../../../testes/rede-falsa';
import { useDisponibilidadeEmail } from './use-disponibilidade-email';

const URL_LIVRE = 'GET /v1/usuario/ViaRapida/VerificarEmail/nova%40exemplo.com.br';
const URL_EM_USO = 'GET /v1/usuario/ViaRapida/VerificarEmail/maria.silva%40exemplo.com.br';

describe('useDisponibilidadeEmail', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    restaurarRede();
  });

  async function passar(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it('espera uma pausa de 400 ms na digitação antes de consultar a API', async () => {
    const vistas = redeFalsa({ [URL_LIVRE]: { status: 200, data: { disponivel: true } } });
    const { result } = renderHook(({ email }) => useDisponibilidadeEmail(email), {
      initialProps: { email: 'nova@exemplo.com.br' },
    });
    await passar(399);
    expect(vistas).toHaveLength(0);
    expect(result.current).toBe('ocioso');
    await passar(1);
    expect(vistas).toHaveLength(1);
    expect(result.current).toBe('disponivel');
  });

  it('consulta só o último e-mail quando o usuário continua digitando', async () => {
    const vistas = redeFalsa({
      [URL_LIVRE]: { status: 200, data: { disponivel: true } },
      [URL_EM_USO]: { status: 200, data: { disponivel: false } },
    });
    const { result, rerender } = renderHook(({ email }) => useDisponibilidadeEmail(email), {
      initialProps: { email: 'nova@exemplo.com.br' },
    });
    await passar(200);
    rerender({ email: 'maria.silva@exemplo.com.br' });
    await passar(400);
    expect(vistas.map((v) => v.url)).toEqual([
      '/v1/usuario/ViaRapida/VerificarEmail/maria.silva%40exemplo.com.br',
    ]);
    expect(result.current).toBe('em-uso');
  });

  it('não consulta um e-mail ainda incompleto', async () => {
    const vistas = redeFalsa({});
    const { result } = renderHook(() => useDisponibilidadeEmail('maria@'));
    await passar(1000);
    expect(vistas).toHaveLength(0);
    expect(result.current).toBe('ocioso');
  });

  it('informa a falha da consulta sem bloquear o cadastro', async () => {
    redeFalsa({ [URL_LIVRE]: { status: 500, data: { message: 'erro', errors: [] } } });
    const { result } = renderHook(() => useDisponibilidadeEmail('nova@exemplo.com.br'));
    await passar(400);
    expect(result.current).toBe('falhou');
  });
});
