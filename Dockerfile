# One image for the API (and the build of the web app, which nginx serves).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY migrations/package.json migrations/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --outputStyle=static

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
# Inside a container the API listens on every interface of the container (what reaches it is the port mapping);
# outside one it listens on 127.0.0.1 unless HOST says otherwise.
ENV HOST=0.0.0.0
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
