import { erroDeCampo, lerErroDeCampo } from './erros-de-campo.js';
import { cpfEmUso, cpfNaoMuda, emailEmUso, senhaComum } from './mensagens.js';

describe('erros de campo', () => {
  it('lê o campo do prefixo e devolve a mensagem sem ele', () => {
    expect(lerErroDeCampo(erroDeCampo('senha', senhaComum))).toEqual({
      campo: 'senha',
      mensagem: senhaComum,
    });
    expect(lerErroDeCampo('endereco.cep: CEP inválido.')).toEqual({
      campo: 'endereco',
      mensagem: 'CEP inválido.',
    });
  });

  it('as recusas sem prefixo que falam de um campo apontam para ele', () => {
    expect(lerErroDeCampo(cpfEmUso)).toEqual({ campo: 'cpf', mensagem: cpfEmUso });
    expect(lerErroDeCampo(cpfNaoMuda)).toEqual({ campo: 'cpf', mensagem: cpfNaoMuda });
    expect(lerErroDeCampo(emailEmUso)).toEqual({ campo: 'email', mensagem: emailEmUso });
  });

  it('uma frase com dois-pontos que não começa por um nome de campo fica sem campo', () => {
    const texto = 'Atenção: o prazo acabou.';
    expect(lerErroDeCampo(texto)).toEqual({ campo: null, mensagem: texto });
  });
});
