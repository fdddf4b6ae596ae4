import { redeFalsa, restaurarRede } from '../../../testes/rede-falsa';
import { usuarioExemplo } from '../../../testes/usuario-exemplo';
import { buscarDadosAtualizacao, buscarUsuario, paraDataBr } from './conta';

describe('paraDataBr', () => {
  it('converte uma data ISO para dd/mm/aaaa', () => {
    expect(paraDataBr('1990-10-05')).toBe('05/10/1990');
    expect(paraDataBr('1990-10-05T00:00:00.000Z')).toBe('05/10/1990');
  });

  it('mantém uma data que já está no formato brasileiro', () => {
    expect(paraDataBr('05/10/1990')).toBe('05/10/1990');
  });

  it('devolve texto vazio sem data', () => {
    expect(paraDataBr(null)).toBe('');
  });
});

describe('leitura da conta', () => {
  afterEach(restaurarRede);

  it('entrega a data de nascimento no formato dos formulários', async () => {
    redeFalsa({
      'GET /v1/usuario/7': { status: 200, data: usuarioExemplo({ dataNascimento: '1990-03-15' }) },
    });
    expect((await buscarUsuario(7)).dataNascimento).toBe('15/03/1990');
  });

  it('aceita uma conta antiga sem data de nascimento', async () => {
    redeFalsa({
      'GET /v1/usuario/7/dadosAtualizacaoCadastro': { status: 200, data: { nome: 'Carla', email: 'c@e.br' } },
    });
    expect(await buscarDadosAtualizacao(7)).toEqual({ nome: 'Carla', email: 'c@e.br', dataNascimento: null });
  });

  it('recusa uma resposta fora do contrato', async () => {
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: { id: 7 } } });
    await expect(buscarUsuario(7)).rejects.toThrow();
  });
});
