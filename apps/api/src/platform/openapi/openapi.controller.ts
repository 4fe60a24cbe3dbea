import { Controller, Header } from '@nestjs/common';
import { apiDocsRoutes as routes } from '@kg/contracts';
import { Route } from '../routes/route.decorator.js';
import { openApiDocument } from './openapi.js';
import { RouteCatalog } from './route-catalog.js';

/** The OpenAPI document the page links to and reads. */
const documentUrl = `/api/${routes.json.path}`;

const docsPage = `<!doctype html>
<html lang="bg"><head><meta charset="utf-8"><title>API — Асистент за детски градини</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}code{background:#f4f4f4;padding:.1rem .3rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;vertical-align:top}</style></head>
<body><h1>API — Асистент за детски градини</h1><p>Документът OpenAPI: <a href="${documentUrl}">${documentUrl}</a></p>
<table id="routes"><thead><tr><th>Метод</th><th>Път</th><th>Достъп</th></tr></thead><tbody></tbody></table>
<script>fetch('${documentUrl}').then(r=>r.json()).then(d=>{const b=document.querySelector('#routes tbody');
for(const [p,ops] of Object.entries(d.paths))for(const [m,o] of Object.entries(ops)){const tr=document.createElement('tr');
for(const t of [m.toUpperCase(),p,o.description]){const td=document.createElement('td');td.textContent=t;tr.appendChild(td)}b.appendChild(tr)}})</script>
</body></html>`;

@Controller()
export class OpenApiController {
  private document?: Record<string, unknown>;

  constructor(private readonly catalog: RouteCatalog) {}

  @Route(routes.page)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'")
  page(): string {
    return docsPage;
  }

  @Route(routes.json)
  json(): Record<string, unknown> {
    this.document ??= openApiDocument(this.catalog.list());
    return this.document;
  }
}
