/** An address of this machine (localhost, 127.0.0.0/8, [::1], 0.0.0.0): no citizen can reach it. */
function ehEnderecoLocal(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Why an address the portal gives out cannot be production's, in one Portuguese phrase, or null when it can: not an
 * address, an address of this machine, or not https. The API's and the gateway's start refusals both ask it
 * (decision 0221); each adds what is its own (an empty setting, a flag left at its default, staging's loopback).
 */
export function problemaDoEnderecoDeProducao(valor: string): string | null {
  if (!URL.canParse(valor)) return `${JSON.stringify(valor)} não é um endereço`;
  const url = new URL(valor);
  if (ehEnderecoLocal(url)) return `${JSON.stringify(valor)} é um endereço desta máquina (loopback)`;
  if (url.protocol !== 'https:') return `${JSON.stringify(valor)} não usa https`;
  return null;
}
