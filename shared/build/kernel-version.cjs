// Which kernel (@tabula/shared) an app accepts at run time.
const fs = require('node:fs');
const path = require('node:path');

const KERNEL = '@tabula/shared';

/**
 * The kernel range an app declares in its package.json. TABULA_KERNEL_RANGE overrides it for one
 * build, so a test can produce a remote built for a kernel the shell does not load.
 */
function kernelRange(appDir) {
  const override = process.env.TABULA_KERNEL_RANGE;
  if (override) return override;
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const range = dependencies[KERNEL];
  if (!range) throw new Error(`${appDir}/package.json does not declare a range for ${KERNEL}`);
  return range;
}

/**
 * A remote must not run against a kernel outside the range it was written for: with a strict
 * version the federation runtime refuses to load it, and the shell shows its remote-failure fallback.
 */
function kernelVersionRule(appDir) {
  return { requiredVersion: kernelRange(appDir), strictVersion: true };
}

module.exports = { KERNEL, kernelRange, kernelVersionRule };
