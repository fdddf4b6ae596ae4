import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_PADRAO, ambienteDoPortal, scriptDeConfig } from './config-do-portal.js';

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

describe('o gateway recusa iniciar com um ambiente inválido, ou com a caixa postal fora do desenvolvimento', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const iniciar = (...flags: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, '--port', '0', '--host', '127.0.0.1', ...flags], {
      cwd: path.resolve(path.dirname(main), '..'),
      encoding: 'utf8',
      timeout: 90_000,
    });

  it.each([
    [['--ambiente', 'producao', '--caixa-postal'], '--caixa-postal: a caixa postal local'],
    [['--ambiente', 'homologacao', '--caixa-postal'], '--caixa-postal: a caixa postal local'],
    [['--ambiente', 'staging'], '--ambiente: "staging" não é um ambiente'],
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

describe('em produção, /config.js diz producao e toda resposta leva HSTS', () => {
  it('--ambiente producao', async () => {
    const raiz = await mkdtemp(path.join(tmpdir(), 'gateway-producao-'));
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const gateway = spawn(
      process.execPath,
      ['--import', 'tsx', main, '--port', '0', '--host', '127.0.0.1', '--ambiente', 'producao'].concat([
        '--shell-dir',
        raiz,
        '--data-dir',
        raiz,
        '--api-url',
        'http://127.0.0.1:9',
      ]),
      { cwd: path.resolve(path.dirname(main), '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      let saida = '';
      let url: string | undefined;
      for await (const pedaco of gateway.stdout!) {
        saida += String(pedaco);
        url = /GATEWAY_URL=(\S+)/.exec(saida)?.[1];
        if (url) break;
      }
      const resposta = await fetch(`${url}/config.js`);
      expect(await resposta.text()).toContain('"ambiente":"producao"');
      expect(resposta.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
      await rm(raiz, { recursive: true, force: true });
    }
  }, 120_000);
});
