#!/usr/bin/env node
// Checks the package in the current folder against tools/boundaries/rules.json.
import { register } from 'tsx/esm/api';
register();
const { runCli } = await import('../src/cli.ts');
process.exitCode = await runCli(process.cwd());
