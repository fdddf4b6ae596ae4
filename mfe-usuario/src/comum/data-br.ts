/** Shows a stored date as the forms ask for it (dd/mm/aaaa), whatever format the API used. */
export function paraDataBr(valor: string | null | undefined): string {
  if (!valor) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : valor;
}
