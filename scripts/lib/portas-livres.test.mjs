import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { exigirPortasLivres, portaOcupada } from './portas-livres.mjs';

async function ouvir() {
  const servidor = net.createServer((conexao) => conexao.destroy());
  await new Promise((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  return servidor;
}

test('uma porta em uso recusa a partida, dizendo qual', async () => {
  const servidor = await ouvir();
  const { port } = servidor.address();
  try {
    assert.equal(await portaOcupada(port), true);
    await assert.rejects(
      exigirPortasLivres({ portal: port }),
      new RegExp(`Porta já em uso \\(portal ${port}\\)`),
    );
  } finally {
    servidor.close();
  }
});

test('portas livres deixam partir', async () => {
  const servidor = await ouvir();
  const { port } = servidor.address();
  await new Promise((resolve) => servidor.close(resolve));
  assert.equal(await portaOcupada(port), false);
  await exigirPortasLivres({ portal: port });
});
