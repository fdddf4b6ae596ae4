import { Mensagem } from '@portal/contracts';
import { Cabecalhos } from '../http/cabecalhos';
import { ErroHttp, type ConfiguracaoInterna } from '../http/tipos';
import { assinarNotificacoes } from './barramento';
import { MENSAGEM_SEM_CONEXAO, mensagemDoErro } from './textos';
import { notificar } from './notificar';
import type { Notificacao } from './tipos';

const config: ConfiguracaoInterna = { method: 'get', url: '/v1/x', headers: new Cabecalhos() };

function erroDaApi(status: number, data: unknown): ErroHttp {
  const resposta = { status, statusText: '', data, headers: {}, config };
  return new ErroHttp('falhou', 'ERR_BAD_REQUEST', config, resposta);
}

let recebidas: Notificacao[] = [];
let cancelar: () => void = () => undefined;
beforeEach(() => {
  recebidas = [];
  cancelar = assinarNotificacoes((n) => recebidas.push(n));
});
afterEach(() => cancelar());

describe('toast', () => {
  it('padrão: cor warning, 3000 ms e botão OK', () => {
    notificar.toast('Salvo');
    expect(recebidas).toEqual([
      expect.objectContaining({
        tipo: 'toast',
        texto: 'Salvo',
        cor: 'warning',
        duracaoMs: 3000,
        botaoFechar: 'OK',
      }),
    ]);
  });

  it('com exatamente um item em errors, mostra esse item', () => {
    notificar.toastErro(
      erroDaApi(422, { message: 'Os dados enviados são inválidos.', errors: ['CPF inválido.'] }),
    );
    expect(recebidas[0]).toMatchObject({ texto: 'CPF inválido.', cor: 'danger' });
  });

  it.each([
    [[], 'Mensagem geral'],
    [['a', 'b'], 'Mensagem geral'],
  ])('com errors %j, mostra a message', (errors, esperado) => {
    notificar.toastErro(erroDaApi(400, { message: 'Mensagem geral', errors }));
    expect(recebidas[0]).toMatchObject({ texto: esperado });
  });
});

describe('mensagemDoErro', () => {
  it('sem corpo no formato da API: mensagem genérica em português', () => {
    expect(mensagemDoErro(new Error('boom'))).toBe(Mensagem.erroInterno);
    expect(mensagemDoErro(erroDaApi(502, '<html>'))).toBe(Mensagem.erroInterno);
  });

  it('sem resposta (rede): pede para verificar a conexão', () => {
    expect(mensagemDoErro(new ErroHttp('Network Error', 'ERR_NETWORK', config))).toBe(MENSAGEM_SEM_CONEXAO);
  });
});

describe('alerta', () => {
  it('botão padrão OK com papel cancel e estilo custom-alert; a duração não fecha o alerta', () => {
    notificar.alerta({ cabecalho: 'Atenção', corpo: ['linha 1'], duracaoMs: 3000 });
    expect(recebidas[0]).toEqual({
      id: expect.any(Number),
      tipo: 'alerta',
      cabecalho: 'Atenção',
      corpo: ['linha 1'],
      botoes: [{ texto: 'OK', papel: 'cancel' }],
      cssClass: 'custom-alert',
    });
  });

  it('alertaErro: cabeçalho = message, corpo = errors', () => {
    notificar.alertaErro(
      erroDaApi(422, { message: 'Corrija os campos', errors: ['Nome obrigatório.', 'CEP inválido.'] }),
    );
    expect(recebidas[0]).toMatchObject({
      cabecalho: 'Corrija os campos',
      corpo: ['Nome obrigatório.', 'CEP inválido.'],
    });
  });
});

it('notificações publicadas antes de alguém assinar esperam e chegam ao primeiro assinante', () => {
  cancelar();
  notificar.toast('cedo');
  const tardias: Notificacao[] = [];
  cancelar = assinarNotificacoes((n) => tardias.push(n));
  expect(tardias).toEqual([expect.objectContaining({ texto: 'cedo' })]);
});
