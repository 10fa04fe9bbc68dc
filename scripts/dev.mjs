// `npm run dev`: the API with live reload (tsx watch) and the five apps under rspack serve with
// live reload, each on its port. The shell's dev server answers /runtime-config.json itself.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { cwd: root, stdio: 'inherit' }),
  ...['mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support', 'shell'].map((folder) =>
    spawn('npx', ['rspack', 'serve'], {
      cwd: path.join(root, folder),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
