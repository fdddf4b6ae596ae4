/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1), the form a dual-stack socket reports. */
export function ehLoopback(endereco: string | undefined): boolean {
  if (!endereco) return false;
  const semPrefixo = endereco.toLowerCase().startsWith('::ffff:') ? endereco.slice(7) : endereco;
  return semPrefixo === '::1' || /^127(\.\d{1,3}){3}$/.test(semPrefixo);
}
