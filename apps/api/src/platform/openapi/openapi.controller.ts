import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../access/access.decorators.js';
import { openApiDocument } from './openapi.js';
import { RouteCatalog } from './route-catalog.js';

const docsPage = `<!doctype html>
<html lang="bg"><head><meta charset="utf-8"><title>API — Асистент за детски градини</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}code{background:#f4f4f4;padding:.1rem .3rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;vertical-align:top}</style></head>
<body><h1>API — Асистент за детски градини</h1><p>Документът OpenAPI: <a href="/api/docs-json">/api/docs-json</a></p>
<table id="routes"><thead><tr><th>Метод</th><th>Път</th><th>Достъп</th></tr></thead><tbody></tbody></table>
<script>fetch('/api/docs-json').then(r=>r.json()).then(d=>{const b=document.querySelector('#routes tbody');
for(const [p,ops] of Object.entries(d.paths))for(const [m,o] of Object.entries(ops)){const tr=document.createElement('tr');
for(const t of [m.toUpperCase(),p,o.description]){const td=document.createElement('td');td.textContent=t;tr.appendChild(td)}b.appendChild(tr)}})</script>
</body></html>`;

@Controller()
export class OpenApiController {
  private document?: Record<string, unknown>;

  constructor(private readonly catalog: RouteCatalog) {}

  @Get('docs')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'")
  page(): string {
    return docsPage;
  }

  @Get('docs-json')
  @Public()
  json(): Record<string, unknown> {
    this.document ??= openApiDocument(this.catalog.list());
    return this.document;
  }
}
