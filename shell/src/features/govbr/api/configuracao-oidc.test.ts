import { ESCOPO_OIDC } from '@portal/contracts';
import { configuracaoOidc } from './configuracao-oidc';

const base = { authority: 'http://localhost:4000/', clientId: 'portal', origem: 'http://localhost:8080' };

describe('configuracaoOidc', () => {
  it('usa o fluxo de código com o escopo do spec e as URLs de retorno do portal', () => {
    const config = configuracaoOidc({ ...base, apiBaseUrl: '' });
    expect(config).toMatchObject({
      authority: 'http://localhost:4000/',
      client_id: 'portal',
      response_type: 'code',
      scope: ESCOPO_OIDC,
      redirect_uri: 'http://localhost:8080/autenticacao/govbr/retorno',
      post_logout_redirect_uri: 'http://localhost:8080/home',
      automaticSilentRenew: false,
    });
    expect(config).not.toHaveProperty('client_secret');
  });

  it('troca só o token_endpoint pelo mediador da API (mesma origem ou apiBaseUrl absoluta)', () => {
    expect(configuracaoOidc({ ...base, apiBaseUrl: '' }).metadataSeed).toEqual({
      token_endpoint: 'http://localhost:8080/v1/usuario/authentication/govbr/token',
    });
    expect(configuracaoOidc({ ...base, apiBaseUrl: 'https://api.exemplo.gov.br/' }).metadataSeed).toEqual({
      token_endpoint: 'https://api.exemplo.gov.br/v1/usuario/authentication/govbr/token',
    });
  });
});
