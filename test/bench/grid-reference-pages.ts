// The grid typing bench's references (issue 15), served from a loopback
// http server the bench starts and stops: nothing here ships in static/ or
// the product. Both pages have the grade grid's shape (a name column, then
// `questions` mark columns, `pupils` rows) in a scroll area that ends at the
// window's bottom edge, and the same keys: a digit types a mark into the
// focused cell, Enter keeps it and moves one row down.
//   /ag-grid  AG Grid Community 36 (its UMD build from node_modules, the
//             theme its script injects), editing started by the digit
//   /table    the floor: a plain <table> (fixed layout, so a typed mark does
//             not lay out 60,000 cells again) with a sticky header row and name
//             column, the digit written into the cell, Enter focusing the
//             cell below (the browser scrolls it into view)
// Each page exposes window.__goto(row, col), so the bench moves to the top of
// the next column without a keystroke it would have to leave out, and
// window.__cell(row, col), the cell the bench clicks first (as on the grade
// grid: the pointer then rests over the grid while it scrolls, on all three).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

const HEAD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>grid reference</title>
<style>html,body{margin:0;font:14px system-ui,sans-serif} h1{margin:0;height:56px;line-height:56px;padding:0 16px;font-size:20px}</style>`;

function agGridPage(pupils: number, questions: number): string {
  return `${HEAD}<style>#grid{height:calc(100vh - 68px);margin:0 12px}</style></head><body>
<h1>AG Grid ${pupils} x ${questions}</h1><div id="grid"></div>
<script src="/ag-grid-community.min.js"></script>
<script>
const { createGrid, ModuleRegistry, AllCommunityModule } = agGrid;
ModuleRegistry.registerModules([AllCommunityModule]);
const columnDefs = [{ field: 'name', headerName: 'Pupil', pinned: 'left', width: 200, editable: false }];
for (let q = 1; q <= ${questions}; q++) columnDefs.push({ field: 'q' + q, headerName: 'Q' + q, width: 72, editable: true, type: 'rightAligned' });
const rowData = [];
for (let r = 0; r < ${pupils}; r++) rowData.push({ id: String(r), name: 'Elev ' + String(r + 1).padStart(4, '0') });
const api = createGrid(document.getElementById('grid'), {
  columnDefs, rowData, getRowId: (p) => p.data.id,
  enterNavigatesVertically: true, enterNavigatesVerticallyAfterEdit: true,
});
window.__goto = (row, col) => { api.ensureIndexVisible(row); api.setFocusedCell(row, 'q' + col); };
window.__cell = (row, col) => document.querySelector('.ag-row[row-index="' + row + '"] [role="gridcell"][col-id="q' + col + '"]');
window.__ready = true;
</script></body></html>`;
}

function tablePage(pupils: number, questions: number): string {
  const head = Array.from({ length: questions }, (_, q) => `<th>Q${q + 1}</th>`).join('');
  const cells = '<td tabindex="-1"></td>'.repeat(questions);
  const body = Array.from({ length: pupils }, (_, r) => `<tr><th>Elev ${String(r + 1).padStart(4, '0')}</th>${cells}</tr>`).join('');
  return `${HEAD}<style>
#scroll{height:calc(100vh - 68px);margin:0 12px;overflow:auto;border:1px solid #cbd5e1}
table{border-collapse:separate;border-spacing:0;table-layout:fixed;width:${200 + 72 * questions}px}
th,td{height:36px;box-sizing:border-box;border-right:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0;padding:0 8px;white-space:nowrap}
td{width:72px;min-width:72px;text-align:right;background:#fff;outline:none}
td:focus{box-shadow:inset 0 0 0 2px #2563eb}
thead th{position:sticky;top:0;z-index:2;background:#f1f5f9}
tbody th{position:sticky;left:0;z-index:1;width:200px;min-width:200px;text-align:left;background:#fff}
thead th:first-child{left:0;z-index:3}
#scroll{scroll-padding:36px 0 0 200px}
</style></head><body>
<h1>Plain table ${pupils} x ${questions}</h1>
<div id="scroll"><table><thead><tr><th>Pupil</th>${head}</tr></thead><tbody>${body}</tbody></table></div>
<script>
const rows = document.querySelector('tbody').rows;
const cellAt = (row, col) => rows[row] && rows[row].cells[col];
document.querySelector('table').addEventListener('keydown', (event) => {
  const cell = event.target.closest('td');
  if (!cell) return;
  if (/^[0-9]$/.test(event.key)) { cell.textContent = event.key; event.preventDefault(); }
  else if (event.key === 'Enter') { const below = cellAt(cell.parentElement.sectionRowIndex + 1, cell.cellIndex); if (below) below.focus(); event.preventDefault(); }
});
window.__goto = (row, col) => cellAt(row, col).focus();
window.__cell = cellAt;
window.__ready = true;
</script></body></html>`;
}

export interface ReferenceServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves /ag-grid?pupils=&questions= and /table?pupils=&questions= on loopback. */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const agGridScript = readFileSync(join(root, 'node_modules', 'ag-grid-community', 'dist', 'ag-grid-community.min.js'));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pupils = Number(url.searchParams.get('pupils') ?? 40);
    const questions = Number(url.searchParams.get('questions') ?? 30);
    if (url.pathname === '/ag-grid-community.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' }).end(agGridScript);
    } else if (url.pathname === '/ag-grid') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agGridPage(pupils, questions));
    } else if (url.pathname === '/table') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(tablePage(pupils, questions));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
