import { DEMO, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();
const ROBO = '203.0.113.77';
const verificar = (email: string, remoteAddress: string) =>
  requisitar(t.ctx.app, 'GET', `/v1/usuario/ViaRapida/VerificarEmail/${encodeURIComponent(email)}`, {
    remoteAddress,
  });

describe('enumeração de contas por endereço', () => {
  it('VerificarEmail responde como a spec pede, mas um endereço que acha contas demais recebe 429', async () => {
    expect((await verificar(DEMO.maria, '198.51.100.40')).json()).toEqual({ disponivel: false });
    expect((await verificar('ninguem@exemplo.com.br', '198.51.100.40')).json()).toEqual({ disponivel: true });
    const codigos: number[] = [];
    for (let i = 0; i < 25; i += 1) codigos.push((await verificar(DEMO.joao, ROBO)).statusCode);
    expect(codigos.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codigos.slice(20).every((c) => c === 429)).toBe(true);
    expect((await verificar(DEMO.joao, '198.51.100.41')).statusCode).toBe(200);
  });

  it('o 409 do cadastro (CPF ou e-mail em uso) entra na mesma conta do endereço', async () => {
    const endereco = '203.0.113.78';
    const corpo = (i: number) => ({
      nome: 'Robô Enumerador',
      cpf: '529.982.247-25',
      email: `robo${i}@exemplo.com.br`,
      dataNascimento: '01/01/1990',
      senha: 'Frase-Longa-Do-Cadastro-7',
      confirmacaoSenha: 'Frase-Longa-Do-Cadastro-7',
      aceitouTermo: true,
    });
    const codigos: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      codigos.push(
        (
          await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
            body: corpo(i),
            remoteAddress: endereco,
          })
        ).statusCode,
      );
    }
    expect(codigos.slice(0, 20).every((c) => c === 409)).toBe(true);
    expect(codigos.slice(20)).toEqual([429, 429]);
  });
});
