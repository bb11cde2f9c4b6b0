/** The sandbox checkout's stylesheet; the page's CSP allows exactly this text (by hash). */
export const SANDBOX_STYLES = `
:root { color-scheme: light; --ink: #1a1f36; --muted: #697386; --line: #e3e8ee; --brand: #4f46e5;
  --brand-dark: #4338ca; --danger: #b42318; --danger-bg: #fef3f2; --bg: #f6f8fb; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.bar { display: flex; align-items: center; justify-content: space-between; padding: 16px 24px;
  background: #fff; border-bottom: 1px solid var(--line); }
.brand { display: inline-flex; align-items: center; gap: 10px; font-weight: 700; font-size: 18px; }
.mark { display: inline-grid; place-items: center; width: 30px; height: 30px; border-radius: 8px;
  background: var(--brand); color: #fff; font-size: 16px; }
.badge { padding: 4px 10px; border-radius: 999px; background: #fff4e5; color: #9a5b00;
  font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; }
.checkout { display: grid; grid-template-columns: 1fr 1fr; gap: 48px; max-width: 960px;
  margin: 48px auto; padding: 0 24px; }
.order h1 { margin: 24px 0 4px; font-size: 18px; font-weight: 500; color: var(--muted); }
.total { margin: 0 0 28px; font-size: 40px; font-weight: 700; letter-spacing: -.02em; }
.lines { margin: 0; }
.lines div { display: flex; justify-content: space-between; gap: 16px; padding: 14px 0;
  border-top: 1px solid var(--line); }
.lines dt { font-weight: 500; }
.lines dd { margin: 0; font-weight: 500; }
.each { display: block; color: var(--muted); font-size: 14px; font-weight: 400; }
.lines .sum dt, .lines .sum dd { font-weight: 700; }
.fine { color: var(--muted); font-size: 14px; }
.back { color: var(--muted); text-decoration: none; font-size: 14px; }
.back:hover, .cancel:hover { color: var(--ink); }
.pay { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 28px;
  box-shadow: 0 10px 30px rgba(26, 31, 54, .06); }
.pay h2 { margin: 0 0 20px; font-size: 20px; }
label { display: block; margin: 14px 0 6px; font-size: 14px; font-weight: 500; color: #3c4257; }
input { width: 100%; padding: 11px 12px; border: 1px solid #cfd7df; border-radius: 8px;
  font: inherit; color: var(--ink); background: #fff; }
input:focus { outline: none; border-color: var(--brand); box-shadow: 0 0 0 3px rgba(79, 70, 229, .2); }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
button, .button { display: block; width: 100%; margin-top: 24px; padding: 13px 16px; border: 0;
  border-radius: 8px; background: var(--brand); color: #fff; font: inherit; font-weight: 600;
  text-align: center; text-decoration: none; cursor: pointer; }
button:hover, .button:hover { background: var(--brand-dark); }
button:focus-visible, .button:focus-visible, a:focus-visible { outline: 3px solid rgba(79, 70, 229, .45);
  outline-offset: 2px; }
.cancel { display: block; margin-top: 14px; text-align: center; color: var(--muted); font-size: 14px; }
.error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: var(--danger-bg);
  color: var(--danger); font-size: 14px; font-weight: 500; }
.hint { margin-top: 24px; padding: 12px 14px; border-radius: 8px; background: var(--bg);
  color: var(--muted); font-size: 13px; }
.hint strong { display: block; color: var(--ink); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--ink);
  white-space: nowrap; }
.notice { max-width: 480px; margin: 80px auto; padding: 32px; background: #fff; text-align: center;
  border: 1px solid var(--line); border-radius: 12px; }
.notice h1 { margin: 0 0 8px; font-size: 22px; }
.notice p { color: var(--muted); }
@media (max-width: 760px) {
  .checkout { grid-template-columns: 1fr; gap: 24px; margin: 24px auto; }
  .total { font-size: 32px; margin-bottom: 16px; }
}
`;
