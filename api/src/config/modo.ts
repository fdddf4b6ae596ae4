import { problemaDoEnderecoDeProducao } from '@portal/contracts/endereco-de-producao';
import { ALGORITMOS_DE_PRODUCAO, GOVBR_LOCAL, type Config } from './env.js';

/** The shortest JWT_SECRET production accepts: 256 bits of an HS256 key, as RFC 7518 §3.2 asks. */
export const JWT_SECRET_MINIMO = 32;

/** Why an address cannot be production's: empty, or what `problemaDoEnderecoDeProducao` says (staging: any address). */
function problemaDoEndereco(url: string, config: Config): string | null {
  if (!url) return 'está vazio';
  if (config.ambiente === 'homologacao')
    return URL.canParse(url) ? null : `${JSON.stringify(url)} não é um endereço`;
  return problemaDoEnderecoDeProducao(url);
}

/** A setting that production refuses: the variable it comes from, and why, in one line. */
interface Recusa {
  variavel: string;
  motivo: (c: Config) => string | null;
}

const RECUSAS: Recusa[] = [
  {
    variavel: 'DEV_MAILBOX',
    motivo: (c) =>
      c.devMailbox
        ? 'a caixa postal local (/v1/dev/mensagens) mostra a qualquer um os links de confirmação e de nova senha; desligue DEV_MAILBOX e use SMTP_URL'
        : null,
  },
  {
    variavel: 'DEV_RELOGIO',
    motivo: (c) =>
      c.devRelogio
        ? 'o relógio de teste (/v1/dev/relogio) adianta os prazos das convocações e as faz expirar; desligue DEV_RELOGIO'
        : null,
  },
  {
    variavel: 'DEMO_ACCOUNTS',
    motivo: (c) =>
      c.contasDemo
        ? 'as contas de demonstração têm uma senha conhecida (inclusive a do administrador); desligue DEMO_ACCOUNTS'
        : null,
  },
  {
    // Each machine would generate its own secret in its data folder: a token signed on one is refused by the others.
    variavel: 'JWT_SECRET',
    motivo: (c) =>
      !c.jwtSecret
        ? 'sem JWT_SECRET cada máquina gera um segredo na sua pasta de dados e os tokens de uma não valem nas outras; defina JWT_SECRET (32+ caracteres, o mesmo em todas)'
        : c.jwtSecret.length < JWT_SECRET_MINIMO
          ? `tem ${c.jwtSecret.length} caracteres: um segredo curto se descobre por força bruta e com ele qualquer um assina tokens de administrador; use ${JWT_SECRET_MINIMO} ou mais, aleatórios`
          : null,
  },
  {
    variavel: 'GOVBR_CLIENT_SECRET',
    motivo: (c) =>
      !c.govbrClientSecret
        ? 'está vazio: o portal não teria como se identificar ao gov.br para trocar o código de entrada; defina o segredo que o gov.br emitiu para o portal'
        : c.govbrClientSecret === GOVBR_LOCAL.clientSecret
          ? `"${GOVBR_LOCAL.clientSecret}" é o segredo do provedor local de desenvolvimento, publicado no repositório; defina o segredo que o gov.br emitiu para o portal`
          : null,
  },
  {
    variavel: 'GOVBR_CLIENT_ID',
    // The local provider's "portal" is a development default; gov.br registers the portal under a name of its own.
    motivo: (c) =>
      !c.govbrClientId
        ? 'está vazio: é o cliente que o gov.br cadastrou para o portal, sem ele nenhuma entrada pelo gov.br funciona; defina GOVBR_CLIENT_ID'
        : null,
  },
  {
    variavel: 'GOVBR_ISSUER',
    motivo: (c) => {
      if (c.govbrIssuer === GOVBR_LOCAL.issuer && c.ambiente === 'producao')
        return `"${GOVBR_LOCAL.issuer}" é o emissor do provedor local de desenvolvimento: tokens dele não provam CPF nenhum; use o emissor do gov.br (https://sso.acesso.gov.br/)`;
      const problema = problemaDoEndereco(c.govbrIssuer, c);
      return problema
        ? `${problema}: o emissor dos tokens de identidade precisa ser o gov.br (https://sso.acesso.gov.br/)`
        : null;
    },
  },
  {
    variavel: 'GOVBR_ALGORITMOS',
    motivo: (c) => {
      const outros = c.govbrAlgoritmos.filter(
        (a) => !(ALGORITMOS_DE_PRODUCAO as readonly string[]).includes(a),
      );
      if (!outros.length && c.govbrAlgoritmos.length) return null;
      const hmac = outros.filter((a) => a.startsWith('HS'));
      return hmac.length
        ? `${hmac.join(', ')} é HMAC: quem tiver o segredo do cliente assinaria tokens de identidade com qualquer CPF; o gov.br assina com RS256, aceite só RS256`
        : `${outros.join(', ') || 'nenhum'}: o gov.br assina com RS256, aceite só RS256`;
    },
  },
  {
    variavel: 'PORTAL_URL',
    motivo: (c) => {
      const problema = problemaDoEndereco(c.portalUrl, c);
      return problema
        ? `${problema}: os links dos e-mails (confirmação, nova senha) e os cookies seguros dependem do endereço público do portal (https)`
        : null;
    },
  },
  {
    variavel: 'CORS_ORIGINS',
    motivo: (c) => {
      if (!c.corsOrigins.length)
        return 'está vazio: sem ele valeriam as origens de desenvolvimento (localhost); defina as origens públicas do portal (https)';
      const problemas = c.corsOrigins.map((o) => problemaDoEndereco(o, c)).filter(Boolean);
      return problemas.length
        ? `${problemas.join('; ')}: um site nesta origem leria respostas da API com as credenciais do cidadão; use só as origens públicas do portal (https)`
        : null;
    },
  },
  {
    variavel: 'SMTP_URL',
    // Without it the outbox only fills (plugins/app/smtp.ts): a citizen would wait for a link that never comes.
    motivo: (c) =>
      !c.smtpUrl
        ? 'está vazio: sem um servidor de e-mail os links de confirmação e de nova senha nunca sairiam da caixa de saída; defina SMTP_URL (smtp://… ou smtps://…)'
        : !URL.canParse(c.smtpUrl)
          ? `${JSON.stringify(c.smtpUrl)} não é um endereço: use smtp://usuário:senha@servidor:porta (ou smtps://…)`
          : null,
  },
  {
    variavel: 'TRUST_PROXY',
    motivo: (c) =>
      !c.trustProxy
        ? 'está vazio: sem os endereços da borda (nginx, gateways) a API tomaria o endereço do balanceador pelo de cada cidadão, e os limites por endereço (login, nova senha, cadastro) valeriam para todos de uma vez; defina TRUST_PROXY (ex.: uniquelocal, 10.0.0.0/8)'
        : null,
  },
  {
    variavel: 'DATABASE_URL',
    motivo: (c) =>
      !c.databaseUrl
        ? 'está vazio: a API rodaria no banco embutido (PGlite), num processo só e com os dados numa pasta desta máquina, sem réplica nem cópia; defina o PostgreSQL de produção (postgres://…)'
        : null,
  },
  {
    variavel: 'EXIBIR_TURMAS_DE_TESTE',
    // Staging is where integration testers use these classes (decision 0211); production never shows them.
    motivo: (c) =>
      c.exibirTurmasDeTeste && c.ambiente !== 'homologacao'
        ? 'mostra no catálogo público e na gestão as turmas reservadas aos testes automatizados, onde cidadãos se inscreveriam; desligue EXIBIR_TURMAS_DE_TESTE'
        : null,
  },
  {
    variavel: 'CONTAS_DE_TESTE_ARQUIVO',
    motivo: (c) =>
      c.contasDeTesteArquivo && c.ambiente !== 'homologacao'
        ? 'contas de teste só existem em homologação (PORTAL_AMBIENTE=homologacao); em produção, tire CONTAS_DE_TESTE_ARQUIVO'
        : null,
  },
];

/**
 * Production mode (NODE_ENV=production, PORTAL_MODO=producao, PORTAL_AMBIENTE=producao or homologacao) refuses to
 * start with a development convenience or default that would hand accounts to strangers; each refusal is one line
 * that names its variable and says why. Staging (homologacao) keeps every refusal but allows loopback and http
 * addresses (issue 29 §2).
 */
export function verificarModo(config: Config): void {
  if (!config.producao) return;
  const recusas = RECUSAS.flatMap(({ variavel, motivo }) => {
    const porque = motivo(config);
    return porque ? [`- ${variavel}: ${porque}.`] : [];
  });
  if (recusas.length) {
    const modo = config.ambiente === 'homologacao' ? 'de homologação' : 'de produção';
    throw new Error(`A API não inicia em modo ${modo} com estas configurações:\n${recusas.join('\n')}`);
  }
}
