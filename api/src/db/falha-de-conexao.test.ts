import { conectarComPaciencia, ehFalhaDeConexao, TENTATIVAS_DE_CONECTAR } from './falha-de-conexao.js';

const comCodigo = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('falha de conexão com o banco', () => {
  it('reconhece o soquete recusado ou cortado, o servidor que sai e as mensagens do pg', () => {
    expect(ehFalhaDeConexao(comCodigo('connect ECONNREFUSED 127.0.0.25:6432', 'ECONNREFUSED'))).toBe(true);
    expect(ehFalhaDeConexao(comCodigo('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(ehFalhaDeConexao(comCodigo('connection failure', '08006'))).toBe(true);
    expect(ehFalhaDeConexao(new Error('Connection terminated unexpectedly'))).toBe(true);
    // An error of another realm (Node's own) is read by its shape.
    expect(ehFalhaDeConexao({ message: 'x', code: 'ECONNRESET' })).toBe(true);
  });

  it('não confunde um erro do comando com a conexão', () => {
    expect(ehFalhaDeConexao(comCodigo('duplicate key value', '23505'))).toBe(false);
    expect(ehFalhaDeConexao(comCodigo('could not serialize access', '40001'))).toBe(false);
    expect(ehFalhaDeConexao(new Error('syntax error'))).toBe(false);
    expect(ehFalhaDeConexao(null)).toBe(false);
  });

  it('tenta abrir de novo só enquanto a falha é da conexão, com pausas que dobram', async () => {
    const pausas: number[] = [];
    const esperar = async (ms: number) => void pausas.push(ms);
    let chamadas = 0;
    const abre = await conectarComPaciencia(async () => {
      chamadas += 1;
      if (chamadas < 3) throw comCodigo('recusada', 'ECONNREFUSED');
      return 'conexão';
    }, esperar);
    expect(abre).toBe('conexão');
    expect(pausas).toEqual([100, 200]);

    await expect(
      conectarComPaciencia(async () => {
        throw comCodigo('senha errada', '28P01');
      }, esperar),
    ).rejects.toThrow('senha errada');

    pausas.length = 0;
    await expect(
      conectarComPaciencia(async () => {
        throw comCodigo('recusada', 'ECONNREFUSED');
      }, esperar),
    ).rejects.toThrow('recusada');
    expect(pausas).toHaveLength(TENTATIVAS_DE_CONECTAR - 1);
  });
});
