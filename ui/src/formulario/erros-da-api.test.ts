import { Mensagem } from '@portal/contracts';
import { mensagemDaRecusa, mensagensDaApi, statusDoErro } from './erros-da-api';

const recusa = (status: number, data: unknown) => ({ response: { status, data } });

describe('erros da API no formulário', () => {
  it('lê o status de uma resposta, e null sem resposta', () => {
    expect(statusDoErro(recusa(409, {}))).toBe(409);
    expect(statusDoErro(new Error('Network Error'))).toBeNull();
    expect(statusDoErro(null)).toBeNull();
  });

  it('as mensagens de uma recusa: os errors, ou a message quando não há; sem corpo de erro, null', () => {
    const duas = recusa(400, { message: 'Dados inválidos', errors: ['CPF inválido', 'E-mail inválido'] });
    expect(mensagensDaApi(duas)).toEqual(['CPF inválido', 'E-mail inválido']);
    expect(mensagensDaApi(recusa(409, { message: 'Turma lotada', errors: [] }))).toEqual(['Turma lotada']);
    expect(mensagensDaApi(recusa(502, '<html>'))).toBeNull();
  });

  it('a recusa numa linha para o campo: errors juntos, ou a message; sem corpo, a mensagem padrão', () => {
    const duas = recusa(400, { message: 'Dados inválidos', errors: ['CPF inválido', 'E-mail inválido'] });
    expect(mensagemDaRecusa(duas)).toBe('CPF inválido E-mail inválido');
    expect(mensagemDaRecusa(recusa(409, { message: 'Turma lotada', errors: [] }))).toBe('Turma lotada');
    expect(mensagemDaRecusa(recusa(502, '<html>'), 'Tente de novo')).toBe('Tente de novo');
    expect(mensagemDaRecusa(recusa(502, '<html>'))).toBe(Mensagem.erroInterno);
  });
});
