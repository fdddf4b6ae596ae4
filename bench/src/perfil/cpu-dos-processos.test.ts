import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lerStat } from './cpu-dos-processos.js';

test('lerStat lê utime + stime (em ms) e o pai, mesmo com espaços e parênteses no nome do comando', () => {
  // /proc/<pid>/stat: pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
  const linha = '4242 (node (a) b) S 4200 4242 4242 0 -1 4194560 10 0 0 0 250 50 0 0 20 0 11 0';
  assert.deepEqual(lerStat(linha), { ms: 3000, pai: 4200 });
});
