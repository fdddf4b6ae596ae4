import path from 'node:path';
import { lerConfigCep, lerConfigIdp, lerUrlApi, pastaDados } from './env.js';

describe('configuração pelo ambiente', () => {
  it('usa os padrões do portal local quando nada é informado', () => {
    const idp = lerConfigIdp({});
    expect(idp).toMatchObject({
      port: 4000,
      issuer: undefined,
      clientId: 'portal',
      clientSecret: 'segredo-local-portal',
      redirectUris: [
        'http://localhost:8080/autenticacao/govbr/retorno',
        'http://localhost:3100/autenticacao/govbr/retorno',
      ],
      postLogoutRedirectUris: ['http://localhost:8080/home', 'http://localhost:3100/home'],
    });
    expect(idp.dataDir).toBe(path.resolve(import.meta.dirname, '../../../.data'));
    expect(lerConfigCep({}).port).toBe(4100);
    expect(lerUrlApi({})).toBe('http://localhost:3000');
  });

  it('lê portas, emissor, cliente, listas e a pasta de dados', () => {
    const idp = lerConfigIdp({
      IDP_PORT: '4500',
      IDP_ISSUER: 'http://127.0.0.1:4500/',
      IDP_CLIENT_ID: 'outro',
      IDP_CLIENT_SECRET: 's',
      IDP_REDIRECT_URIS: ' http://a/retorno , http://b/retorno ,',
      IDP_POST_LOGOUT_REDIRECT_URIS: 'http://a/home',
      PORTAL_DATA_DIR: '/tmp/dados-portal',
    });
    expect(idp).toEqual({
      port: 4500,
      issuer: 'http://127.0.0.1:4500/',
      clientId: 'outro',
      clientSecret: 's',
      redirectUris: ['http://a/retorno', 'http://b/retorno'],
      postLogoutRedirectUris: ['http://a/home'],
      dataDir: '/tmp/dados-portal',
    });
    expect(lerConfigCep({ CEP_PORT: '4200' }).port).toBe(4200);
    expect(lerUrlApi({ API_PORT: '3300' })).toBe('http://localhost:3300');
    expect(lerUrlApi({ API_URL: 'http://api:3000' })).toBe('http://api:3000');
  });

  it('ignora porta inválida e mantém o padrão', () => {
    expect(lerConfigCep({ CEP_PORT: 'abc' }).port).toBe(4100);
    expect(lerConfigIdp({ IDP_PORT: '-1' }).port).toBe(4000);
    expect(pastaDados({ PORTAL_DATA_DIR: 'relativa' })).toBe(path.resolve('relativa'));
  });
});
