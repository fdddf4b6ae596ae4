/**
 * Load goes to loopback only (house rule 8): the target must be an IPv4 literal in 127.0.0.0/8. A name such as
 * "localhost" is refused too, since what it resolves to is not ours to decide.
 */
export function exigirLoopback(url: string): URL {
  const recusa = (destino: string) =>
    new Error(`bench:surge só envia tráfego para 127.0.0.0/8; recusado: ${destino}`);
  let alvo: URL;
  try {
    alvo = new URL(url);
  } catch {
    throw recusa(url);
  }
  const partes = alvo.hostname.split('.');
  const ipv4 = partes.length === 4 && partes.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
  if (!ipv4 || partes[0] !== '127') throw recusa(alvo.hostname);
  return alvo;
}
