import '@portal/ui/styles.css';
import { montarRemotoIsolado } from '@portal/remoto';
import { env } from '../config/env';
import * as lifecycles from './lifecycles';

/** Runs this remote alone (its own dev server), with the same props the shell passes. */
void montarRemotoIsolado(lifecycles, { apiBaseUrl: env.apiBaseUrl });
