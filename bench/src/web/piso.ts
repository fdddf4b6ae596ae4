/**
 * The floor of the measurement (`--piso`): the smallest page a server can send, one heading and one sentence, no
 * script, no style, no image, served on loopback by this process and measured with the same preset as the portal. No
 * page of the portal can be measured faster than it on the same machine, so a target below it asks for what the
 * measurement cannot show.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const DOCUMENTO = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Piso da medição</title>
  </head>
  <body>
    <h1>Portal Qualifica</h1>
    <p>Uma página de uma frase, sem script, sem estilo e sem imagem: o menor documento que um servidor manda.</p>
  </body>
</html>
`;

export interface PaginaDoPiso {
  url: string;
  parar(): Promise<void>;
}

export async function servirPiso(): Promise<PaginaDoPiso> {
  const servidor = createServer((pedido, resposta) => {
    if (pedido.url !== '/') {
      resposta.writeHead(404).end();
      return;
    }
    resposta.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(DOCUMENTO);
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    parar: () => new Promise<void>((parado) => servidor.close(() => parado())),
  };
}
