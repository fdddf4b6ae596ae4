import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_PADRAO, ambienteDoPortal, recusasDoAmbiente, scriptDeConfig } from './config-do-portal.js';

describe('config.js diz em que ambiente a página está (issue 28 item 15)', () => {
  it.each(['desenvolvimento', 'homologacao', 'producao'] as const)('escreve ambiente=%s', (ambiente) => {
    expect(scriptDeConfig({ ...CONFIG_PADRAO, ambiente })).toContain(`"ambiente":"${ambiente}"`);
  });

  it('o padrão é desenvolvimento', () => {
    expect(CONFIG_PADRAO.ambiente).toBe('desenvolvimento');
  });

  it('a flag --ambiente aceita só os três nomes, com uma mensagem em português para o resto', () => {
    expect(ambienteDoPortal('homologacao')).toBe('homologacao');
    expect(() => ambienteDoPortal('staging')).toThrow(
      '--ambiente: "staging" não é um ambiente; use desenvolvimento, homologacao ou producao.',
    );
  });
});

describe('em produção, o gateway não cai nos endereços do desenvolvimento (gov.br e CEP locais)', () => {
  const PRODUCAO = {
    ...CONFIG_PADRAO,
    ambiente: 'producao' as const,
    oidcAuthority: 'https://sso.acesso.gov.br/',
    cepBaseUrl: 'https://viacep.com.br',
  };

  it('a configuração de produção completa passa', () => {
    expect(recusasDoAmbiente(PRODUCAO)).toEqual([]);
  });

  it.each([
    ['--idp-url', { oidcAuthority: CONFIG_PADRAO.oidcAuthority }, /provedor local de desenvolvimento/],
    ['--idp-url', { oidcAuthority: 'https://127.0.0.1:4000/' }, /desta máquina/],
    ['--idp-url', { oidcAuthority: 'http://sso.acesso.gov.br/' }, /não usa https/],
    ['--cep-url', { cepBaseUrl: CONFIG_PADRAO.cepBaseUrl }, /serviço de CEP local de desenvolvimento/],
    ['--cep-url', { cepBaseUrl: 'viacep' }, /não é um endereço/],
  ])('recusa %s %j', (flag, mudanca, porque) => {
    const [linha, ...outras] = recusasDoAmbiente({ ...PRODUCAO, ...mudanca });
    expect(outras).toEqual([]);
    expect(linha).toMatch(new RegExp(`^${flag}: `));
    expect(linha).toMatch(porque);
  });

  it('homologação e desenvolvimento aceitam os serviços em loopback (a homologação os passa explicitamente)', () => {
    expect(recusasDoAmbiente({ ...CONFIG_PADRAO, ambiente: 'homologacao' })).toEqual([]);
    expect(recusasDoAmbiente(CONFIG_PADRAO)).toEqual([]);
  });
});

describe('o gateway recusa iniciar com um ambiente inválido, a caixa postal fora do desenvolvimento ou várias APIs', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const iniciar = (...flags: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, '--port', '0', '--host', '127.0.0.1', ...flags], {
      cwd: path.resolve(path.dirname(main), '..'),
      encoding: 'utf8',
      // A gateway that wrongly starts must not outlive the test: SIGKILL, not a graceful SIGTERM.
      timeout: 30_000,
      killSignal: 'SIGKILL',
    });

  it.each([
    [['--ambiente', 'producao', '--caixa-postal'], '--caixa-postal: a caixa postal local'],
    [['--ambiente', 'homologacao', '--caixa-postal'], '--caixa-postal: a caixa postal local'],
    [['--ambiente', 'staging'], '--ambiente: "staging" não é um ambiente'],
    // Balancing the APIs is the balancer's job (nginx, with health checks): a home-made round robin kept sending every
    // other request to a dead API (issue 29, decision 0212).
    [['--api-url', 'http://127.0.0.1:3001,http://127.0.0.1:3002'], '--api-url: um endereço só'],
    // Production's defaults would send every citizen to the development gov.br and CEP services on their own machine.
    [
      ['--ambiente', 'producao', '--cep-url', 'https://viacep.com.br'],
      '--idp-url: "http://localhost:4000/" é o',
    ],
    [
      ['--ambiente', 'producao', '--idp-url', 'https://sso.acesso.gov.br/'],
      '--cep-url: "http://localhost:4100" é o',
    ],
  ])(
    '%j',
    (flags, mensagem) => {
      const r = iniciar(...flags);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`O gateway não iniciou: ${mensagem}`);
    },
    40_000,
  );
});

async function urlDoGateway(saida: NodeJS.ReadableStream): Promise<string> {
  let texto = '';
  for await (const pedaco of saida) {
    texto += String(pedaco);
    const url = /GATEWAY_URL=(\S+)/.exec(texto)?.[1];
    if (url) return url;
  }
  throw new Error(`o gateway fechou a saída sem dizer onde ouve:\n${texto}`);
}

describe('em produção, /config.js diz producao e toda resposta leva HSTS', () => {
  it('--ambiente producao', async () => {
    const raiz = await mkdtemp(path.join(tmpdir(), 'gateway-producao-'));
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const gateway = spawn(
      process.execPath,
      ['--import', 'tsx', main, '--port', '0', '--host', '127.0.0.1', '--ambiente', 'producao'].concat([
        '--data-dir',
        raiz,
        '--api-url',
        'http://127.0.0.1:9',
        // Production's own services (the defaults are refused); never asked at start.
        '--idp-url',
        'https://sso.acesso.gov.br/',
        '--cep-url',
        'https://viacep.com.br',
      ]),
      { cwd: path.resolve(path.dirname(main), '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // If the gateway dies or never says where it listens, fail in seconds instead of waiting on a pipe that
    // never closes: a hung child once kept Jest (and CI) alive until CI's own timeout.
    const saiu = once(gateway, 'exit');
    try {
      const url = await Promise.race([
        urlDoGateway(gateway.stdout!),
        saiu.then(([codigo]) =>
          Promise.reject(new Error(`o gateway saiu com ${String(codigo)} antes de ouvir`)),
        ),
        new Promise<never>((_, rejeitar) =>
          setTimeout(() => rejeitar(new Error('o gateway não disse onde ouve em 60 s')), 60_000).unref(),
        ),
      ]);
      const resposta = await fetch(`${url}/config.js`);
      expect(await resposta.text()).toContain('"ambiente":"producao"');
      expect(resposta.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      if (gateway.exitCode === null && gateway.signalCode === null) {
        gateway.kill('SIGKILL');
        await saiu;
      }
      await rm(raiz, { recursive: true, force: true });
    }
  }, 90_000);
});
