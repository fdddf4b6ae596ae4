import type { ServicoIniciado } from '../shared/servico.js';
import { startCep } from './servidor.js';

let cep: ServicoIniciado;
beforeAll(async () => {
  cep = await startCep({ port: 0 });
});
afterAll(() => cep.close());

async function pedir(caminho: string, init?: RequestInit) {
  const resposta = await fetch(`${cep.url}${caminho}`, init);
  const texto = await resposta.text();
  return {
    status: resposta.status,
    cors: resposta.headers.get('access-control-allow-origin'),
    corpo: texto ? JSON.parse(texto) : null,
  };
}

describe('serviço de CEP no contrato do ViaCEP', () => {
  it('responde um CEP conhecido com os campos do ViaCEP e CORS aberto', async () => {
    const { status, cors, corpo } = await pedir('/ws/01001000/json/');
    expect(status).toBe(200);
    expect(cors).toBe('*');
    const campos = [
      'cep',
      'logradouro',
      'complemento',
      'unidade',
      'bairro',
      'localidade',
      'uf',
      'estado',
      'regiao',
      'ibge',
      'gia',
      'ddd',
      'siafi',
    ];
    expect(Object.keys(corpo)).toEqual(campos);
    expect(corpo).toMatchObject({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      ibge: '3550308',
      siafi: '7107',
    });
  });

  it('aceita o caminho sem a barra final', async () => {
    expect((await pedir('/ws/01310100/json')).corpo.logradouro).toBe('Avenida Paulista');
  });

  it('responde {"erro": "true"} a um CEP bem formado e desconhecido', async () => {
    expect(await pedir('/ws/99999999/json/')).toMatchObject({ status: 200, corpo: { erro: 'true' } });
  });

  it.each(['0100100', '010010000', '01001-000', 'abcdefgh'])(
    'recusa o CEP malformado %s com 400',
    async (valor) => {
      const { status, cors } = await pedir(`/ws/${valor}/json/`);
      expect(status).toBe(400);
      expect(cors).toBe('*');
    },
  );

  it('busca por UF, município e logradouro, sem acento e em minúsculas', async () => {
    const { status, corpo } = await pedir(
      `/ws/sp/${encodeURIComponent('sao paulo')}/${encodeURIComponent('praca da se')}/json/`,
    );
    expect(status).toBe(200);
    expect(corpo.map((e: { cep: string }) => e.cep)).toEqual(['01001-000', '01001-001']);
  });

  it('devolve lista vazia quando nada é encontrado', async () => {
    expect(await pedir('/ws/RJ/Niteroi/Paulista/json/')).toMatchObject({ status: 200, corpo: [] });
  });

  it.each([
    ['UF inexistente', '/ws/XX/Campinas/Brasil/json/'],
    ['UF longa', '/ws/SPP/Campinas/Brasil/json/'],
    ['município curto', '/ws/SP/It/Brasil/json/'],
    ['logradouro curto', '/ws/SP/Campinas/Ru/json/'],
    ['logradouro só de espaços', `/ws/SP/Campinas/${encodeURIComponent('   ')}/json/`],
    ['codificação inválida', '/ws/SP/Campinas/%E0%A4%A/json/'],
  ])('recusa %s com 400', async (_caso, caminho) => {
    expect((await pedir(caminho)).status).toBe(400);
  });

  it('responde 404 fora do contrato e 405 a outros métodos', async () => {
    expect((await pedir('/ws/01001000/xml/')).status).toBe(404);
    expect((await pedir('/ws/01001000/json/', { method: 'POST' })).status).toBe(405);
  });

  it('atende o preflight de CORS', async () => {
    const resposta = await fetch(`${cep.url}/ws/01001000/json/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(resposta.status).toBe(204);
    expect(resposta.headers.get('access-control-allow-origin')).toBe('*');
  });
});
