/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1), the form a dual-stack socket reports. */
export function ehLoopback(endereco: string | undefined): boolean {
  if (!endereco) return false;
  const semPrefixo = endereco.toLowerCase().startsWith('::ffff:') ? endereco.slice(7) : endereco;
  return semPrefixo === '::1' || /^127(\.\d{1,3}){3}$/.test(semPrefixo);
}

/** `localhost`, `127.0.0.1` or `[::1]`, with an optional port: nothing a public DNS name can be made to look like. */
const HOST_DE_LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * The Host a browser sent names the machine itself. A DNS-rebinding page reaches loopback from the developer's own
 * browser (so the socket is loopback) but sends its own name here (issue 27 item 9). An absent header fails.
 */
export function ehHostDeLoopback(host: string | string[] | undefined): boolean {
  return typeof host === 'string' && HOST_DE_LOOPBACK.test(host);
}
