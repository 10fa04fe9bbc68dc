# syntax=docker/dockerfile:1
# One image recipe for the shell and the four remotes; each is built as its own image
# (docker compose build <service>) and released on its own. APP is the app's key in
# shared/src/contract/platform.json. The app's dist folder is served by the official nginx image
# on the configuration in shared/tooling/nginx, which `npm start` and the tests run too (on Debian's nginx).
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27.5-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-onboarding/package.json mfe-onboarding/
COPY mfe-eligibility/package.json mfe-eligibility/
COPY mfe-recommendations/package.json mfe-recommendations/
COPY mfe-support/package.json mfe-support/
COPY api/package.json api/
COPY console/package.json console/
COPY e2e/package.json e2e/
# npm install, not npm ci: see scripts/test-all.sh.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY shared shared
COPY shell shell
COPY mfe-onboarding mfe-onboarding
COPY mfe-eligibility mfe-eligibility
COPY mfe-recommendations mfe-recommendations
COPY mfe-support mfe-support
# The same build command as `npm run build` and the test suite use; then the server's files: the
# dist folder, the settings module's facts for this app, and the templates of its role.
RUN FOLDER=$(node -p "require('./shared/src/contract/platform.json').apps['${APP}'].folder") \
 && NODE_ENV=production npm run build -w "$FOLDER" \
 && ROLE=$(node -p "require('./shared/tooling/nginx/defaults.cjs').roleOf('${APP}')") \
 && mkdir -p /out/templates \
 && cp -r "$FOLDER/dist" /out/html \
 && node shared/tooling/nginx/defaults.cjs "$APP" > /out/storefront-defaults.sh \
 && cp shared/tooling/nginx/nginx.conf.template /out/templates/ \
 && cp "shared/tooling/nginx/$ROLE-app.conf.template" /out/templates/storefront-app.conf.template \
 && cp "shared/tooling/nginx/$ROLE-headers.conf.template" /out/templates/storefront-headers.conf.template

# The entrypoint sources 15-storefront-settings.envsh (the settings checked, the runtime config and
# CSP worked out), then renders /etc/nginx/templates into NGINX_ENVSUBST_OUTPUT_DIR with envsubst.
FROM ${NGINX_IMAGE}
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx/storefront NGINX_RUN_DIR=/tmp
COPY --from=build /out/html /usr/share/nginx/html
COPY --from=build /out/templates /etc/nginx/templates
COPY --from=build /out/storefront-defaults.sh /etc/nginx/storefront-defaults.sh
COPY --chmod=755 shared/tooling/nginx/15-storefront-settings.envsh /docker-entrypoint.d/
COPY --chown=nginx:nginx shared/tooling/nginx/storefront-errors.conf shared/tooling/nginx/storefront-problem-headers.conf /etc/nginx/storefront/
RUN rm -f /etc/nginx/conf.d/default.conf && chown nginx:nginx /etc/nginx/storefront
USER nginx
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD . /etc/nginx/storefront-defaults.sh && wget -q -O /dev/null "http://127.0.0.1:${PORT:-$STOREFRONT_DEFAULT_PORT}$STOREFRONT_HEALTH_PATH" || exit 1
CMD ["nginx", "-c", "/etc/nginx/storefront/nginx.conf", "-g", "daemon off;"]
