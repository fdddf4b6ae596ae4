import { Mensagem } from '@portal/contracts';
import { errosDaApi, mensagensDaApi, statusDoErro } from './erros-da-api';

const recusa = (status: number, data: unknown) => ({ response: { status, data } });

describe('erros da API no formulário', () => {
  it('lê o status de uma resposta, e null sem resposta', () => {
    expect(statusDoErro(recusa(409, {}))).toBe(409);
    expect(statusDoErro(new Error('Network Error'))).toBeNull();
    expect(statusDoErro(null)).toBeNull();
  });

  it('cada item de errors vira uma entrada do resumo apontando para o campo', () => {
    const erro = recusa(400, { message: 'Dados inválidos', errors: ['CPF inválido', 'E-mail inválido'] });
    expect(errosDaApi(erro, 'cpf')).toEqual([
      { campo: 'cpf', mensagem: 'CPF inválido' },
      { campo: 'cpf', mensagem: 'E-mail inválido' },
    ]);
  });

  it('sem errors vale a message; sem corpo de erro, a mensagem padrão', () => {
    expect(mensagensDaApi(recusa(409, { message: 'Turma lotada', errors: [] }))).toEqual(['Turma lotada']);
    expect(errosDaApi(recusa(502, '<html>'), 'x')).toEqual([{ campo: 'x', mensagem: Mensagem.erroInterno }]);
    expect(errosDaApi(new Error('rede'), 'x', 'Tente de novo')).toEqual([
      { campo: 'x', mensagem: 'Tente de novo' },
    ]);
  });
});
