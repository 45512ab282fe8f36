import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { operatorOf, parseOperatorLines, resolveOperators } from './operators';

const ADMIN_TOKEN = 'generated-token-0123456789';

describe('named operators', () => {
  it('reads name=token lines and commas, skipping blanks and comments', () => {
    assert.deepEqual(parseOperatorLines('# ops\nmaria=maria-0123456789abcdef\n\n nikos = nikos-0123456789abcdef ', 'OPS_TOKENS'), [
      { name: 'maria', token: 'maria-0123456789abcdef' },
      { name: 'nikos', token: 'nikos-0123456789abcdef' },
    ]);
    assert.equal(parseOperatorLines('a=aaaaaaaaaaaaaaaa,b=bbbbbbbbbbbbbbbb', 'OPS_TOKENS').length, 2);
  });

  it('refuses a malformed line, a short token, a name or token given twice, saying where', () => {
    assert.throws(() => parseOperatorLines('maria', 'OPS_TOKENS'), /OPS_TOKENS, entry 1: expected name=token/);
    assert.throws(() => parseOperatorLines('maria=short', 'OPS_TOKENS'), /token of maria is shorter than 16/);
    assert.throws(() => resolveOperators(ADMIN_TOKEN, 'admin=another-token-0123456789', 'memory'), /admin is named twice/);
    assert.throws(() => resolveOperators(ADMIN_TOKEN, `maria=${ADMIN_TOKEN}`, 'memory'), /maria has the token of another operator/);
  });

  it('keeps the generated token as admin, and adds the tokens file under the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-operators-'));
    try {
      writeFileSync(join(dir, 'ops-tokens'), 'eleni=eleni-0123456789abcdef\n');
      const operators = resolveOperators(ADMIN_TOKEN, 'maria=maria-0123456789abcdef', dir);
      assert.deepEqual(
        operators.map((o) => o.name),
        ['admin', 'maria', 'eleni'],
      );
      assert.equal(operatorOf(operators, ADMIN_TOKEN), 'admin');
      assert.equal(operatorOf(operators, 'eleni-0123456789abcdef'), 'eleni');
      assert.equal(operatorOf(operators, 'eleni-0123456789abcdeX'), undefined);
      assert.equal(operatorOf(operators, ''), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
