import { HttpNome, Mensagem } from '@portal/contracts';
import { http } from './cliente-do-portal';
import { esperaAntesDaTentativa, relogioDaSobrecarga, TENTATIVAS_EM_SOBRECARGA } from './sobrecarga';
import { assinarNotificacoes } from '../notificacoes/barramento';
import { servidorFalso } from '../testes/servidor-falso';

const SOBRECARGA = {
  status: 503,
  headers: { 'retry-after': '2' },
  data: { message: Mensagem.portalSobrecarregado, errors: [Mensagem.portalSobrecarregado] },
};

let esperas: number[];
const textos: string[] = [];
assinarNotificacoes((n) => {
  if ('texto' in n) textos.push(String(n.texto));
});

beforeEach(() => {
  esperas = [];
  textos.length = 0;
  relogioDaSobrecarga.esperar = async (ms) => void esperas.push(ms);
  relogioDaSobrecarga.aleatorio = () => 0.5;
  document.cookie = `${HttpNome.csrfCookie}=csrf-123; path=/`;
});

describe('503 com Retry-After (a API recusou antes de fazer qualquer coisa)', () => {
  it('repete a inscrição com espera crescente e entrega a resposta que enfim veio, com um aviso calmo', async () => {
    let chamadas = 0;
    const servidor = servidorFalso(() => (++chamadas <= 2 ? SOBRECARGA : { status: 201, data: { id: 7 } }));
    const resposta = await http.post(
      '/v1/inscricao/InscriverProgramaNovo/1',
      { idTurmaPrincipal: 3 },
      { adapter: servidor.adapter },
    );
    expect(resposta.status).toBe(201);
    expect(servidor.recebidas).toHaveLength(3);
    expect(esperas).toEqual([2000, 4000]);
    expect(textos).toEqual([Mensagem.tentandoDeNovo]);
  });

  it('desiste depois de 3 repetições e deixa a mensagem da API para a página', async () => {
    const servidor = servidorFalso(() => SOBRECARGA);
    const erro = await http
      .get('/v1/catalogo/cursos', { adapter: servidor.adapter })
      .catch((e: unknown) => e);
    expect(servidor.recebidas).toHaveLength(1 + TENTATIVAS_EM_SOBRECARGA);
    expect((erro as { response: { data: unknown } }).response.data).toEqual(SOBRECARGA.data);
  });

  it('503 sem Retry-After (um proxy que perdeu a API no meio) não é repetido', async () => {
    const servidor = servidorFalso(() => ({ status: 503, data: null }));
    await expect(http.post('/v1/inscricao/x', {}, { adapter: servidor.adapter })).rejects.toBeTruthy();
    expect(servidor.recebidas).toHaveLength(1);
    expect(esperas).toEqual([]);
  });
});

describe('o que não é a sobrecarga da API', () => {
  it.each([
    ['Retry-After zero', '0'],
    ['Retry-After negativo', '-3'],
    ['Retry-After que não é número', 'amanhã'],
  ])('503 com %s não é repetido', async (_, valor) => {
    const servidor = servidorFalso(() => ({ ...SOBRECARGA, headers: { 'retry-after': valor } }));
    await expect(http.get('/v1/cursos', { adapter: servidor.adapter })).rejects.toBeTruthy();
    expect(servidor.recebidas).toHaveLength(1);
  });

  it('outro status com Retry-After (429, 500) não é repetido aqui', async () => {
    for (const status of [429, 500]) {
      const servidor = servidorFalso(() => ({ ...SOBRECARGA, status }));
      await expect(http.get('/v1/cursos', { adapter: servidor.adapter })).rejects.toMatchObject({
        response: { status },
      });
      expect(servidor.recebidas).toHaveLength(1);
    }
    expect(esperas).toEqual([]);
    expect(textos).toEqual([]);
  });

  it('um erro que não é de HTTP passa como veio', async () => {
    const adapter = async () => {
      throw new TypeError('quebrou');
    };
    await expect(http.get('/v1/cursos', { adapter })).rejects.toThrow('quebrou');
    expect(esperas).toEqual([]);
  });

  it('o aviso calmo aparece uma vez só, na primeira repetição', async () => {
    const servidor = servidorFalso(() => SOBRECARGA);
    await http.get('/v1/cursos', { adapter: servidor.adapter }).catch(() => undefined);
    expect(textos).toEqual([Mensagem.tentandoDeNovo]);
    expect(esperas).toEqual([2000, 4000, 8000]);
  });
});

describe('espera com variação', () => {
  it('fica entre metade e uma vez e meia do dobro a cada tentativa, com teto de 30 s', () => {
    expect(esperaAntesDaTentativa(1, 2, () => 0)).toBe(1000);
    expect(esperaAntesDaTentativa(1, 2, () => 0.999)).toBe(2998);
    expect(esperaAntesDaTentativa(3, 2, () => 0.5)).toBe(8000);
    expect(esperaAntesDaTentativa(10, 2, () => 0.5)).toBe(30_000);
  });
});
