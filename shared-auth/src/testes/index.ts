/**
 * Test-only helpers (`@portal/shared-auth/testes`): the fake network edge under the real http client, a signed-in
 * session and unsigned tokens. ESLint forbids importing this from production code.
 */
export {
  fingirRede,
  restaurarRede,
  semRede,
  entrarComo,
  USUARIO_DE_TESTE,
  type ChamadaFeita,
  type RespostaFalsa,
  type RotasFalsas,
  type OpcoesRedeFalsa,
} from './rede-falsa';
export { servidorFalso, esperar, type Resposta, type Rota } from './servidor-falso';
export { tokenDeTeste } from './jwt';
