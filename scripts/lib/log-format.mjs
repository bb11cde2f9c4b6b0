// Makes the apps' JSON log lines readable in a terminal: "12:00:01 gateway  INFO message".
const COLORS = { fatal: 31, error: 31, warn: 33, info: 36, debug: 90, trace: 90 };

export function formatLine(app, line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `${app.padEnd(12)} ${line}`;
  }
  const time = (entry.time ?? '').slice(11, 19);
  const level = String(entry.level ?? 'info');
  const color = COLORS[level] ?? 0;
  const context = entry.context ? `[${entry.context}] ` : '';
  const error = entry.err?.message ? ` — ${entry.err.message}` : '';
  return `${time} ${app.padEnd(12)} \x1b[${color}m${level.toUpperCase().padEnd(5)}\x1b[0m ${context}${entry.message ?? ''}${error}`;
}
