/**
 * `pnpm start` refuses to start beside another portal on the same ports: its own gateway would fail to bind, while the
 * readiness check got its 200 from the other one, and whoever waits for "Portal pronto" (the e2e suite) would then
 * talk to the other portal and its database.
 */
import net from 'node:net';

/** True when something on this machine accepts connections on `porta`. */
export function portaOcupada(porta, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const conexao = net.connect({ host, port: porta });
    conexao.setTimeout(1000);
    conexao.once('connect', () => {
      conexao.destroy();
      resolve(true);
    });
    conexao.once('timeout', () => {
      conexao.destroy();
      resolve(false);
    });
    conexao.once('error', () => resolve(false));
  });
}

/** Fails with the names of the ports (`{ portal: 8080, … }`) already taken. */
export async function exigirPortasLivres(portas) {
  const ocupadas = [];
  for (const [nome, porta] of Object.entries(portas))
    if (await portaOcupada(porta)) ocupadas.push(`${nome} ${porta}`);
  if (ocupadas.length > 0)
    throw new Error(
      `Porta já em uso (${ocupadas.join(', ')}): outro portal está rodando? Pare-o, ou escolha outras portas com PORT, API_PORT, IDP_PORT e CEP_PORT.`,
    );
}
